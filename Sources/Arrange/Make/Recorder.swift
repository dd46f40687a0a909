/// The declarations and errors of one `arrange` closure, shared by its make
/// context and every `ref` context made from it.
final class Recorder {
    /// The root of the tree being arranged: every item must share it.
    let root: Item
    /// The root's address (``Item/rootAddress``), compared without reference counting.
    let rootAddress: UnsafeMutableRawPointer
    /// The handle of each declaration, in the order the verbs were called
    /// (each owns its declaration). Appended to by every verb, in one access
    /// that makes a handle and nothing else: unchecked for exclusivity.
    @exclusivity(unchecked) var handles: [ConstraintHandle] = []
    /// Errors found while recording, in the order the verbs were called.
    var errors: [ArrangeError] = []
    /// For each of ``errors``, how many declarations were recorded before it
    /// (its place among them, for ``RecordedCalls``).
    var errorPositions: [Int] = []
    /// The handles of calls that recording rejected: they point here too
    /// while the closure runs, so that a `~` on one still checks its priority.
    var rejected: [ConstraintHandle] = []
    /// Items by name, for `make["name"]` (see `Builder/NameIndex.swift`).
    var names = NameIndex()
    /// The stand-in items `make[…]` returned for names it did not find
    /// (membership only): the verbs given them fail without a second error.
    var standIns: Set<ObjectIdentifier> = []
    /// The stand-ins themselves, kept alive while the closure records (so
    /// that no other object takes an identifier of ``standIns``).
    var standInItems: [Item] = []

    /// Items at least ``Recorder/shortWalk`` levels deep found in the tree,
    /// while the root's ``Item/treeRevision`` is ``membersRevision``: a deep
    /// item's check stops at the first ancestor found before.
    @exclusivity(unchecked) private var members: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var membersRevision: Int
    /// The last deep item found in the tree (its address, while the root's
    /// ``Item/treeRevision`` is ``lastMemberRevision``): verbs usually name
    /// an item next to the one before (`make.ref(parent).equal(child)`
    /// level after level), whose check then stops there, a step or two up,
    /// without hashing.
    @exclusivity(unchecked) private var lastMember: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var lastMemberRevision = -1

    /// How many parent links a check follows before it remembers what it finds.
    private static let shortWalk = 8

    init(root: Item) {
        self.root = root
        self.rootAddress = Unmanaged.passUnretained(root).toOpaque()
        self.membersRevision = root.treeRevision
    }

    /// Whether the item is in the tree being arranged.
    ///
    /// - Complexity: O(1) for items near the root or near the last deep
    ///   item found; for other deep items, amortised O(1) per item over a
    ///   recording (each ancestor is walked once and remembered, until the
    ///   tree changes).
    func isInTree(_ item: Item) -> Bool {
        var current = Unmanaged.passUnretained(item)
        for _ in 0..<Self.shortWalk {
            let address = current.toOpaque()
            if address == rootAddress { return true }
            if address == lastMember, lastMemberRevision == root.treeRevision {
                lastMember = Unmanaged.passUnretained(item).toOpaque()
                return true
            }
            guard let parent = current._withUnsafeGuaranteedRef({ $0.parentLink }) else { return false }
            current = parent
        }
        if root.treeRevision != membersRevision {
            members.removeAll(keepingCapacity: true)
            membersRevision = root.treeRevision
        }
        // Walk on to the root or a remembered ancestor; remember the way
        // beyond the short walk if it belongs (the short walk itself needs no
        // memory: a deeper item's walk passes it and stops at the first
        // ancestor remembered, which is then one or two lookups away).
        let beyondShortWalk = current
        while current.toOpaque() != rootAddress && !members.contains(ObjectIdentifier(current.takeUnretainedValue())) {
            guard let parent = current._withUnsafeGuaranteedRef({ $0.parentLink }) else { return false }
            current = parent
        }
        let stop = current.toOpaque()
        var walk = beyondShortWalk
        while walk.toOpaque() != stop {
            members.insert(ObjectIdentifier(walk.takeUnretainedValue()))
            walk = walk._withUnsafeGuaranteedRef { $0.parentLink }!
        }
        lastMember = Unmanaged.passUnretained(item).toOpaque()
        lastMemberRevision = membersRevision
        return true
    }

    /// The declarations recorded, in order.
    var declarations: [Declaration] { handles.map { $0.declaration! } }

    /// Records a declaration (numbering it) and returns its handle.
    func append(_ declaration: consuming Declaration) -> ConstraintHandle {
        Self.append(declaration, to: &handles, recorder: self)
    }

    /// How many handles a recording makes room for at its first: most
    /// closures make a few, which then take one allocation, not four.
    static let initialHandleCapacity = 8

    /// ``append(_:)`` in one access to ``handles`` (each access to a class's
    /// property is checked for exclusivity at run time).
    private static func append(_ declaration: consuming Declaration, to handles: inout [ConstraintHandle], recorder: Recorder) -> ConstraintHandle {
        declaration.index = Int32(handles.count)
        let handle = ConstraintHandle(consume declaration, recorder: recorder)
        if handles.isEmpty { handles.reserveCapacity(initialHandleCapacity) }
        handles.append(handle)
        return handle
    }

    /// Records an error.
    func fail(_ error: ArrangeError) {
        errors.append(error)
        errorPositions.append(handles.count)
    }

    /// Ends the recording: the handles stop pointing here.
    func finish() {
        Self.detach(handles)
        if !rejected.isEmpty { Self.detach(rejected) }
    }

    /// Clears each handle's recorder, reading the handles unretained
    /// (iterating the array would retain and release each).
    private static func detach(_ handles: [ConstraintHandle]) {
        handles.withUnsafeBufferPointer { handles in
            for n in handles.indices {
                Unmanaged.passUnretained(handles[n])._withUnsafeGuaranteedRef { $0.recorder = nil }
            }
        }
    }
}
