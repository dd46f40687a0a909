import ArrangeSolver

// Intrinsic sizes installed with the arrangements that mention them.
//
// A tree made by an `arrange` call used to install every item's intrinsic
// size as a step of its own (a tiny component per item and axis), which the
// arrangements' steps then merged into their own components: a third of a
// first layout of labels. When nothing can tell the difference, the tree
// leaves them pending: each `arrange` installs those of the items it
// mentions with its constraints, in one step, and anything else that reads
// or changes the solver or the records (a frame, a handle, a printer, a
// size) installs the rest first, alone, as the tree would have when it was
// made. Should an arrangement's step fail, the intrinsic sizes it took are
// installed alone, then the arrangement, exactly as before: the same tree,
// the same error.

/// Intrinsic-size records not installed yet, in the order they were made
/// (the subtree's, parents first), found by the solver variables they
/// constrain (an item's width and height: an arrangement that mentions
/// neither touches none of their components); and, before them, the root's
/// origin pins, when the tree left those for the first step too.
struct PendingIntrinsic {
    /// The root's origin pins (`left == 0`, `top == 0`), if they wait:
    /// taken, installed, before any record.
    private(set) var origin: [Constraint] = []
    /// The records, as given (kept as they are: making them optional
    /// copied the whole array, element by element).
    private var records: [IntrinsicRecords.Record] = []
    /// Whether each record was taken.
    private var isTaken: [Bool] = []
    /// The record constraining each variable, by variable id (−1: none).
    private var recordOfVariable: [Int32] = []
    /// How many records are left.
    private(set) var count = 0
    /// The records with a required constraint, which the first arrangement
    /// takes whether it mentions them or not: required constraints take part
    /// in conflicts, whose explanation follows installation order, so they
    /// are installed where the tree would have installed them (before any
    /// arrangement's constraints).
    private var required: [Int32] = []

    /// None.
    init() {}

    /// The root's origin pins alone.
    init(origin: [Constraint]) {
        self.origin = origin
    }

    /// These records, in order, over a solver of `variableCount` variables,
    /// after the origin pins `origin` (none: empty).
    init(origin: [Constraint] = [], _ batch: [IntrinsicRecords.Record], variableCount: Int) {
        self.origin = origin
        assert(batch.indices.allSatisfy { batch[$0].creationIndex == Int32($0) }, "pending records are the tree's, numbered in order")
        records = batch
        isTaken = [Bool](filled: false, count: batch.count)
        recordOfVariable = [Int32](filled: -1, count: variableCount)
        // Read in place: copying each record and entry out retained its arrays and constraints.
        for index in batch.indices {
            if batch[index].entries.contains(where: { $0.priority == .required }) { required.append(Int32(index)) }
            batch[index].entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    Unmanaged.passUnretained(entries[entry].constraint)._withUnsafeGuaranteedRef { c in
                        c.forEachTerm { recordOfVariable[$0.variable.id] = Int32(index) }
                    }
                }
            }
        }
        count = batch.count
    }

    /// Whether nothing is left, records or origin.
    var isEmpty: Bool { count == 0 && origin.isEmpty }

    /// Takes the origin pins, if they wait (else none).
    mutating func takeOrigin() -> [Constraint] {
        guard !origin.isEmpty else { return [] }
        defer { origin = [] }
        return origin
    }

    /// Takes every record left, in order (the origin pins stay: ``takeOrigin()``).
    mutating func takeAll() -> [IntrinsicRecords.Record] {
        let all = records.indices.compactMap { isTaken[$0] ? nil : records[$0] }
        self = PendingIntrinsic(origin: origin)
        return all
    }

    /// Takes the records that constrain a variable `constraints` use, in
    /// the order they were made.
    ///
    /// Reads each constraint's terms in place, without reference counting
    /// (an `arrange` per table cell looks through a dozen constraints to
    /// take its label's record), and sorts only what is out of order (by
    /// ``IntrinsicRecords/Record/creationIndex``, a record's position here).
    mutating func take(mentionedBy constraints: [Constraint]) -> [IntrinsicRecords.Record] {
        var taken: [IntrinsicRecords.Record] = []
        for index in required where !isTaken[Int(index)] {
            taken.append(records[Int(index)])
            isTaken[Int(index)] = true
        }
        required = []
        // Each constraint read through the buffer, unretained (iterating the array retained each).
        constraints.withUnsafeBufferPointer { constraints in
            for n in constraints.indices {
                Unmanaged.passUnretained(constraints[n])._withUnsafeGuaranteedRef { c in
                    c.forEachTerm { term in
                        let v = term.variable.id
                        guard v < recordOfVariable.count else { return }
                        let index = recordOfVariable[v]
                        guard index >= 0, !isTaken[Int(index)] else { return }
                        taken.append(records[Int(index)])
                        isTaken[Int(index)] = true
                    }
                }
            }
        }
        guard !taken.isEmpty else { return [] }
        count -= taken.count
        if count == 0 { self = PendingIntrinsic(origin: origin) }
        if !taken.indices.dropFirst().allSatisfy({ taken[$0 - 1].creationIndex < taken[$0].creationIndex }) {
            taken.sort { $0.creationIndex < $1.creationIndex }
        }
        return taken
    }
}

extension LayoutTree {
    /// Whether the intrinsic sizes of a new tree can wait for the
    /// arrangements' steps: the root has none (its width and height are then
    /// in no constraint, so its size and the items' intrinsic sizes are
    /// independent steps, in either order) and no commit has a further
    /// condition (no safe area, no strict mode; turning either on later
    /// installs them first).
    func canDeferIntrinsic(_ batch: [IntrinsicRecords.Record]) -> Bool {
        guard let first = batch.first else { return false }
        // Parents first: the root's own entry, if any, is the first.
        return first.item.id != ObjectIdentifier(root) && root.requestedSafeArea == nil && !rejectsAmbiguity && extraAcceptance == nil
    }

    /// Installs the root's origin pins if they wait, then every pending
    /// intrinsic size, each alone, as the tree would have when it was made
    /// (or records why not, as it would have).
    func flushPendingIntrinsic() {
        installOrigin(pendingIntrinsic.takeOrigin())
        let batch = pendingIntrinsic.takeAll()
        installIntrinsic(batch, of: root)
    }

    /// Installs `new` (an arrangement's solver constraints; `pending` their
    /// layout constraints, to name them in an error) as ``commit(removing:adding:constantsOnly:keepingPending:judgingAmbiguity:describing:)``
    /// does, with the pending intrinsic sizes of the items it mentions in
    /// the same solver step.
    ///
    /// If that step fails, those intrinsic sizes are installed alone (or
    /// their rejection recorded) and then `new`, as if the tree had
    /// installed them when it was made: the same tree, the same error.
    func commit(adding new: [Constraint], judgingAmbiguity: Bool = false,
                withPendingIntrinsic pending: @autoclosure () -> [LayoutConstraint]) throws(ArrangeError) {
        guard !pendingIntrinsic.isEmpty else { return try commit(removing: [], adding: new, judgingAmbiguity: judgingAmbiguity, describing: pending()) }
        let origin = pendingIntrinsic.takeOrigin()
        let intrinsic = pendingIntrinsic.take(mentionedBy: new)
        guard !intrinsic.isEmpty || !origin.isEmpty else {
            return try commit(removing: [], adding: new, keepingPending: true, judgingAmbiguity: judgingAmbiguity, describing: pending())
        }
        let batch = Self.batch(origin: origin, intrinsic, then: new)
        let vars = variables(of: root)
        let size = appliedGiven
        let kept = (try? rawSolver.replace([], with: batch) { solver in
            size?.holds(at: Size(width: solver[vars.width], height: solver[vars.height])) ?? true
        }) ?? false
        if kept {
            for record in intrinsic { installedIntrinsic.set(record) }
            if judgingAmbiguity { laidOut() }
            return
        }
        installOrigin(origin)
        installIntrinsic(intrinsic, of: root)
        try commit(removing: [], adding: new, judgingAmbiguity: judgingAmbiguity, describing: pending())
    }

    /// The records' constraints, in order, then `new`: one array, written
    /// in place (appending `new` copied each constraint through the
    /// runtime's generic copy, and each entry's append checked uniqueness).
    private static func batch(origin: [Constraint], _ intrinsic: [IntrinsicRecords.Record], then new: [Constraint]) -> [Constraint] {
        let count = intrinsic.reduce(origin.count + new.count) { $0 + $1.entries.count }
        return [Constraint](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard var next = buffer.baseAddress else { initialized = 0; return }
            for constraint in origin {
                next.initialize(to: constraint)
                next += 1
            }
            for record in intrinsic {
                record.entries.withUnsafeBufferPointer { entries in
                    for entry in entries {
                        next.initialize(to: entry.constraint)
                        next += 1
                    }
                }
            }
            new.withUnsafeBufferPointer { new in
                if let first = new.baseAddress { next.initialize(from: first, count: new.count) }
            }
            initialized = count
        }
    }
}

extension Item {
    /// ``tree``, made with its intrinsic sizes pending
    /// (``LayoutTree/pendingIntrinsic``) when this call makes it: for a
    /// call that commits right away with
    /// ``LayoutTree/commit(adding:judgingAmbiguity:withPendingIntrinsic:)``.
    var treeDeferringIntrinsic: LayoutTree {
        let existing = Unmanaged<Item>.fromOpaque(rootAddress)._withUnsafeGuaranteedRef { $0.ownedTree }
        if let existing { return existing }
        let root = self.root
        let tree = LayoutTree(root: root, deferringIntrinsic: true)
        root.ownedTree = tree
        return tree
    }
}

extension LayoutTree {
    /// `items` (in the solver's installation order, each with its
    /// constraint) in the order the tree would have installed them had it
    /// installed its intrinsic sizes when it was made: the root's origin,
    /// then the intrinsic sizes made with the tree (in the order made), then
    /// the rest as they are. The same list for a tree that did install them
    /// then; for one that left them pending, what its explanations and
    /// witnesses list and read in (``LayoutTree/pendingIntrinsic``).
    ///
    /// - Complexity: O(items + intrinsic records); for messages only.
    func creationOrder<T>(_ items: [T], constraint: (T) -> Constraint) -> [T] {
        var rank: [ObjectIdentifier: Int] = [:]   // lookups only
        for record in intrinsic.all where record.creationIndex >= 0 {
            for (n, entry) in record.entries.enumerated() { rank[ObjectIdentifier(entry.constraint)] = Int(record.creationIndex) * 8 + n }
        }
        guard !rank.isEmpty else { return items }
        let origin = Set(originConstraints.map { ObjectIdentifier($0.constraint) })
        var first: [T] = [], made: [(rank: Int, item: T)] = [], rest: [T] = []
        for item in items {
            let id = ObjectIdentifier(constraint(item))
            if origin.contains(id) { first.append(item) } else if let r = rank[id] { made.append((r, item)) } else { rest.append(item) }
        }
        made.sort { $0.rank < $1.rank }
        return first + made.map(\.item) + rest
    }
}
