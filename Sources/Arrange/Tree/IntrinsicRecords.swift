import ArrangeSolver

/// The intrinsic-size constraints a tree has installed, per item, kept
/// compactly: for each, its solver constraint and the numbers it was made
/// from (about 50 bytes), not a ``LayoutConstraint`` object (about 320):
/// four per item with an intrinsic size, rarely described.
///
/// Reads as a dictionary of layout constraints by item identity (lookups
/// only, never iterated in an order that matters): each read makes the tree's
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

    private var records: [ObjectIdentifier: Record] = [:]

    /// None.
    init() {}

    /// The item's layout constraints (made now), or nil without a record.
    subscript(id: ObjectIdentifier) -> [LayoutConstraint]? {
        records[id]?.layoutConstraints
    }

    /// The item's record, if it has one.
    func record(of id: ObjectIdentifier) -> Record? { records[id] }

    /// Makes room for `count` records in all, so that recording them one
    /// by one does not grow the storage again and again.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }

    /// Records `record` (none when empty) for its item.
    mutating func set(_ record: Record) {
        records[record.item.id] = record.entries.isEmpty ? nil : record
    }

    /// Removes the item's record and returns its solver constraints (none without one).
    mutating func remove(_ id: ObjectIdentifier) -> [Constraint] {
        records.removeValue(forKey: id)?.solverConstraints ?? []
    }

    /// The items with a record.
    var keys: Dictionary<ObjectIdentifier, Record>.Keys { records.keys }

    /// Whether a record lists no constraint (none should).
    var hasEmptyRecord: Bool { records.values.contains { $0.entries.isEmpty } }

    /// Every record (in no particular order).
    var all: Dictionary<ObjectIdentifier, Record>.Values { records.values }
}
