import ArrangeSolver

/// The primitive constraints of one lowering, resolved for the solver: each
/// relation in item terms beside its solver constraint.
///
/// What ``LayoutTree/build(_:excluding:spacers:)`` returns and what a
/// ``ConstraintGroup`` keeps. The ``LayoutConstraint`` objects users see are
/// made from it when first asked for (``ConstraintGroup/constraints``), not
/// one per constraint while arranging: most arrangements are never inspected.
struct ResolvedConstraints {
    /// The relations in item terms, in the order they were lowered.
    private(set) var lowered: [LoweredConstraint] = []
    /// The solver constraint of each relation, in the same order.
    private(set) var solverConstraints: [Constraint] = []

    /// None.
    init() {}

    /// The relations and solver constraints of layout constraint objects.
    init(_ constraints: [LayoutConstraint]) {
        lowered = constraints.map { $0.lowered }
        solverConstraints = constraints.map { $0.constraint }
    }

    /// How many there are.
    var count: Int { lowered.count }

    /// Makes room for `n` constraints.
    mutating func reserveCapacity(_ n: Int) {
        lowered.reserveCapacity(n)
        solverConstraints.reserveCapacity(n)
    }

    /// Adds a relation and its solver constraint.
    mutating func append(_ relation: consuming LoweredConstraint, resolvedAs constraint: Constraint) {
        lowered.append(relation)
        solverConstraints.append(constraint)
    }

    /// A new layout constraint object for each entry, in order.
    ///
    /// - Complexity: O(count).
    func layoutConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(count)
        for index in lowered.indices {
            result.append(LayoutConstraint(lowered: lowered[index], constraint: solverConstraints[index]))
        }
        return result
    }
}
