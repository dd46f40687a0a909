/// The declarations and errors of one `arrange` closure, shared by its make
/// context and every `ref` context made from it.
final class Recorder {
    /// The root of the tree being arranged: every item must share it.
    let root: Item
    /// The root's address (``Item/rootAddress``), compared without reference counting.
    let rootAddress: UnsafeMutableRawPointer
    /// The handle of each declaration, in the order the verbs were called
    /// (each owns its declaration).
    var handles: [ConstraintHandle] = []
    /// Errors found while recording, in the order the verbs were called.
    var errors: [ArrangeError] = []
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

    init(root: Item) {
        self.root = root
        self.rootAddress = Unmanaged.passUnretained(root).toOpaque()
    }

    /// The declarations recorded, in order.
    var declarations: [Declaration] { handles.map { $0.declaration! } }

    /// Records a declaration (numbering it) and returns its handle.
    func append(_ declaration: Declaration) -> ConstraintHandle {
        var declaration = declaration
        declaration.index = Int32(handles.count)
        let handle = ConstraintHandle(declaration, recorder: self)
        handles.append(handle)
        return handle
    }

    /// Records an error.
    func fail(_ error: ArrangeError) {
        errors.append(error)
    }

    /// Ends the recording: the handles stop pointing here.
    func finish() {
        for handle in handles { handle.recorder = nil }
        for handle in rejected { handle.recorder = nil }
    }
}
