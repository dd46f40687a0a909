import ArrangeSolver

/// One primitive constraint installed for a group: a solver ``Constraint``
/// together with the item-level relation it came from and its provenance.
public final class LayoutConstraint {
    /// The relation before resolution into solver variables (item anchors, spacers).
    let lowered: LoweredConstraint
    /// The constraint handed to the solver.
    public let constraint: Constraint

    init(lowered: LoweredConstraint, constraint: Constraint) {
        self.lowered = lowered
        self.constraint = constraint
    }

    /// Where it came from.
    public var provenance: Provenance { lowered.provenance }

    /// Its priority.
    public var priority: Priority { lowered.priority }

    /// The relation in item terms, for example `red.left == root.left + 20`.
    public var relation: String { lowered.relationDescription }

    /// A `Sendable` snapshot for errors and reports.
    public var summary: ConstraintSummary {
        ConstraintSummary(relation: relation, priority: priority, provenance: provenance)
    }

    /// Whether it mentions `item`.
    func mentions(_ item: Item) -> Bool { lowered.mentions(item) }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The relation, the priority and the provenance on one line.
    public var description: String { summary.description }
}
