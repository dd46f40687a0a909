import ArrangeSolver

/// One primitive constraint installed for a group: a solver `Constraint`
/// together with the item-level relation it came from and its provenance.
public final class LayoutConstraint {
    /// The relation before resolution into solver variables (item anchors, spacers).
    let lowered: LoweredConstraint
    /// The constraint handed to the solver.
    public let constraint: Constraint

    /// The names of the items it mentions, taken when it was made (while
    /// they are in the tree): the items themselves may go away before it does.
    /// An item whose name repeats in the tree is named by its path
    /// (``Item/displayName``).
    ///
    /// Nil for the tree's own constraints (``init(system:constraint:)``):
    /// their items are named when they are described. Boxed, so that those
    /// (four per item with an intrinsic size) hold one word for it, not 72 bytes.
    private let names: Names?

    /// ``ItemNames`` out of line.
    private final class Names {
        let names: ItemNames
        init(_ names: ItemNames) { self.names = names }
    }

    /// The handle of the call it came from (nil for the system's own
    /// constraints: intrinsic sizes, the root's origin and size).
    public let handle: ConstraintHandle?

    /// Made while its items are in the tree.
    init(lowered: LoweredConstraint, constraint: Constraint, handle: ConstraintHandle? = nil) {
        self.lowered = lowered
        self.constraint = constraint
        self.handle = handle
        var names = ItemNames()
        lowered.lhs.forEachTerm { if case let .anchor(ref, _) = $0.target { names.add(ref) } }
        lowered.rhs.forEachTerm { if case let .anchor(ref, _) = $0.target { names.add(ref) } }
        self.names = Names(names)
    }

    /// One of the tree's own constraints (intrinsic sizes, the root's
    /// origin, fitting wishes), kept by the tree only while its items are
    /// in it, never handed out: its items are named when it is described
    /// (then in the tree), not when it is made. Naming every item of a
    /// first layout's intrinsic sizes cost a tenth of it, for messages
    /// rarely shown.
    init(system lowered: LoweredConstraint, constraint: Constraint) {
        self.lowered = lowered
        self.constraint = constraint
        self.handle = nil
        self.names = nil
    }

    /// The name an item had when this constraint was made (for the tree's
    /// own constraints: has now, ``init(system:constraint:)``).
    private func name(of ref: ItemReference) -> String {
        guard let names else { return ref.withItem { $0.displayName } }
        return names.names[ref.id] ?? "?"
    }

    /// Where it came from.
    public var provenance: Provenance { lowered.provenance(naming: name(of:)) }

    /// Its priority.
    public var priority: Priority { lowered.priority }

    /// The relation in item terms, for example `red.left == root.left + 20`.
    public var relation: String { lowered.relationDescription(naming: name(of:)) }

    /// The identifier of its handle, if one was given.
    public var identifier: String? { handle?.identifier }

    /// A `Sendable` snapshot for errors and reports.
    public var summary: ConstraintSummary {
        ConstraintSummary(relation: relation, priority: priority, provenance: provenance, identifier: identifier)
    }

    /// Whether it mentions `item`.
    func mentions(_ item: Item) -> Bool { lowered.mentions(item) }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The relation, the priority and the provenance on one line.
    public var description: String { summary.description }
}
