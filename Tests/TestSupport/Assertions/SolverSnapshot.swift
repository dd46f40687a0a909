import ArrangeSolver

/// Everything observable about a solver, captured to prove that a failing
/// call changed nothing.
///
/// Values are kept as bit patterns, so "unchanged" means bit-identical (not
/// merely close), and `-0.0` differs from `0.0`. Constraints are compared by
/// identity and in installation order.
public struct SolverSnapshot: Equatable, CustomStringConvertible {
    /// The bit patterns of the values of the watched variables, in order.
    public let valueBits: [UInt64]
    /// The installed constraints, by identity, in installation order.
    public let constraints: [ObjectIdentifier]
    /// Which watched variables have edit constraints.
    public let edits: [Bool]
    /// How many variables the solver had made.
    public let variableCount: Int
    /// Which of the probed constraints `contains` reported.
    public let contained: [Bool]
    private let readable: String

    /// Captures `solver` as seen through `variables` (and `contains` for each
    /// of `probing`, e.g. the constraint a failed call tried to add).
    public init(_ solver: Solver, variables: [Variable], probing: [Constraint] = []) {
        valueBits = variables.map { solver.value(of: $0).bitPattern }
        constraints = solver.constraints.map(ObjectIdentifier.init)
        edits = variables.map { solver.hasEditVariable($0) }
        variableCount = solver.variableCount
        contained = probing.map { solver.contains($0) }
        readable = "values \(variables.map { solver.value(of: $0) }), \(constraints.count) constraints, edits \(edits), contains \(contained)"
    }

    /// Equal when every captured fact is equal.
    public static func == (a: SolverSnapshot, b: SolverSnapshot) -> Bool {
        a.valueBits == b.valueBits && a.constraints == b.constraints && a.edits == b.edits
            && a.variableCount == b.variableCount && a.contained == b.contained
    }

    /// Values, constraint count, edit flags and probes.
    public var description: String { readable }
}
