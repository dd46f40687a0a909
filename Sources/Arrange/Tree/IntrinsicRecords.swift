import ArrangeSolver

/// The intrinsic-size constraints a tree has installed, per item, kept
/// compactly: for each, its solver constraint and the numbers it was made
/// from (about 50 bytes), not a ``LayoutConstraint`` object (about 320):
/// four per item with an intrinsic size, rarely described.
///
/// Reads as a dictionary of layout constraints by item identity (a list
/// while short, then indexed; iterated only where order does not matter):
/// each read makes the tree's
/// own layout constraints (``LayoutConstraint/init(system:constraint:)``)
/// around the same solver constraints, which name their items when described.
struct IntrinsicRecords {
    /// One item's intrinsic-size constraints.
    struct Record {
        /// One constraint: `item.attribute relation value` at `priority`.
        struct Entry {
            let constraint: Constraint
            let value: Double
            let priority: Priority
            let attribute: Attribute
            let relation: Relation

            /// Hugging (`<=`) or compression resistance (`>=`).
            var verb: String { relation == .lessThanOrEqual ? "hugging" : "compression resistance" }

            /// The relation in item terms.
            func lowered(_ item: ItemReference) -> LoweredConstraint {
                LoweredConstraint(lhs: LinearForm(item, attribute), relation: relation, rhs: LinearForm(constant: value), priority: priority, verb: verb)
            }
        }

        let item: ItemReference
        var entries: [Entry] = []
        /// Its position among the intrinsic sizes made with the tree, −1 for
        /// one made later: those come right after the root's origin in the
        /// solver's installation order wherever they were installed
        /// (``LayoutTree/creationOrder(_:constraint:)``).
        var creationIndex: Int32 = -1

        /// None yet, for `item`.
        init(item: ItemReference) {
            self.item = item
        }

        /// The solver constraints, in order.
        var solverConstraints: [Constraint] { entries.map(\.constraint) }

        /// New layout constraints around the solver constraints, in order.
        var layoutConstraints: [LayoutConstraint] {
            entries.map { LayoutConstraint(system: $0.lowered(item), constraint: $0.constraint) }
        }
    }

    /// How many records there are at least before an index by item finds
    /// them, not a search of their list: a dictionary cost every new tree
    /// its storage and a type-metadata lookup the runtime does not cache
    /// (about 1,800 instructions), and a screen has a few labels.
    static let indexFrom = 16

    /// The records, in the order they were first set (a removal moves the last into the gap).
    private var list: [Record] = []
    /// Each item's position in ``list``, once there are ``indexFrom`` records (lookups only, never iterated).
    private var index: [ObjectIdentifier: Int]?

    /// None.
    init() {}

    /// The position of the item's record, if it has one.
    private func position(of id: ObjectIdentifier) -> Int? {
        if let index { return index[id] }
        return list.firstIndex { $0.item.id == id }
    }

    /// The item's layout constraints (made now), or nil without a record.
    subscript(id: ObjectIdentifier) -> [LayoutConstraint]? {
        record(of: id)?.layoutConstraints
    }

    /// The item's record, if it has one.
    func record(of id: ObjectIdentifier) -> Record? { position(of: id).map { list[$0] } }

    /// Makes room for `count` records in all, so that recording them one
    /// by one does not grow the storage again and again.
    mutating func reserveCapacity(_ count: Int) {
        list.reserveCapacity(count)
        if count >= Self.indexFrom { rebuildIndex(reserving: count) }
    }

    /// Records `record` (none when empty) for its item.
    mutating func set(_ record: Record) {
        let id = record.item.id
        guard !record.entries.isEmpty else {
            _ = remove(id)
            return
        }
        if let p = position(of: id) {
            list[p] = record
            return
        }
        list.append(record)
        if index != nil {
            index![id] = list.count - 1
        } else if list.count >= Self.indexFrom {
            rebuildIndex(reserving: list.count)
        }
    }

    /// Removes the item's record and returns its solver constraints (none without one).
    mutating func remove(_ id: ObjectIdentifier) -> [Constraint] {
        guard let p = position(of: id) else { return [] }
        let removed = list[p]
        let last = list.removeLast()
        index?[id] = nil
        if p < list.count {
            list[p] = last
            index?[last.item.id] = p
        }
        return removed.solverConstraints
    }

    /// The index by item, made afresh from the list, with room for `count`.
    private mutating func rebuildIndex(reserving count: Int) {
        var made: [ObjectIdentifier: Int] = [:]
        made.reserveCapacity(Swift.max(count, list.count))
        for (p, record) in list.enumerated() { made[record.item.id] = p }
        index = made
    }

    /// The items with a record.
    var keys: [ObjectIdentifier] { list.map(\.item.id) }

    /// Whether a record lists no constraint (none should).
    var hasEmptyRecord: Bool { list.contains { $0.entries.isEmpty } }

    /// Every record (in the order they were first set, but for removals).
    var all: [Record] { list }
}
