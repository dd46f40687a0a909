import ArrangeSolver

/// Domain checks of a solver against its own constraints and the reference.
///
/// Each check returns the problems it found as sentences (empty when all is
/// well), so a test writes `#expect(problems.isEmpty, "\(problems)")` and
/// the failure says what went wrong. Kept free of a test framework so that
/// any test target can use it.
public enum SolverChecks {
    /// The solver's installed required constraints that its current values
    /// break (within 1e-9, scaled).
    public static func requiredHold(in solver: Solver, tolerance: Double = 1e-9) -> [String] {
        requiredViolations(solver.constraints, values: { solver.value(of: $0) }, tolerance: tolerance)
    }

    /// Whether the solver's values reach the reference optimum of its
    /// installed constraints plus `edits` (each edit variable with its current
    /// suggestion and strength, as `v == value` at that strength),
    /// lexicographically: level by level, highest first.
    ///
    /// Returns a problem if the reference finds the required part infeasible
    /// (the solver should have refused a constraint) or if, on some level,
    /// the weighted errors differ by more than rounding
    /// (``roundingAllowance(_:values:relative:level:)``) while every higher
    /// level agrees.
    public static func optimal(_ solver: Solver, edits: [(Variable, value: Double, strength: Strength)] = []) -> [String] {
        let editConstraints = edits.map { Constraint(Expression($0.0), .equal, Expression($0.value), strength: $0.strength) }
        let all = solver.constraints + editConstraints
        let ours = weightedErrors(all, values: { solver.value(of: $0) })
        switch ReferenceSolver.solve(all) {
        case .infeasible:
            return ["the reference finds the installed required constraints infeasible, yet the solver holds them"]
        case let .optimal(objectives, point):
            let broken = requiredViolations(all, values: { point[$0] ?? 0 }, tolerance: 1e-7)
            if !broken.isEmpty {
                return ["the reference itself is unreliable on this system (its point breaks \(broken)); the solver's weighted errors are \(ours)"]
            }
            for (mine, best) in zip(ours, objectives) {
                precondition(mine.level == best.level, "both list the soft constraints' levels, highest first")
                let allowance = roundingAllowance(all, values: { solver.value(of: $0) }, level: mine.level)
                if !objectivesAgree(mine.value, best.value, absolute: 1e-6 + allowance) {
                    return ["on level \(mine.level) the solver's weighted error \(mine.value) differs from the reference optimum \(best.value) (solver \(ours), reference \(objectives))"]
                }
            }
            return []
        }
    }

    /// Adds `constraints` to `solver` one call each and checks after every
    /// add that the required constraints hold and the values are optimal;
    /// the problems found, each prefixed with how many adds had been made.
    public static func optimalAfterEachAdd(_ constraints: [Constraint], to solver: Solver) throws -> [String] {
        var problems: [String] = []
        for (k, c) in constraints.enumerated() {
            try solver.add(c)
            problems += (requiredHold(in: solver) + optimal(solver)).map { "after \(k + 1) adds: \($0)" }
        }
        return problems
    }

    /// Checks an unsatisfiable error's conflict set: every member is an
    /// installed required constraint (or an earlier member of the failed
    /// `batch`), the set together with `constraint` is infeasible, and it is
    /// minimal: without any one member the rest hold together with
    /// `constraint` (tested in fresh solvers, and against the reference).
    public static func conflictIsMinimal(
        constraint: Constraint, conflicts: [Constraint], in solver: Solver, batch: [Constraint] = []
    ) -> [String] {
        var problems: [String] = []
        let candidates = Set(solver.constraints.map(ObjectIdentifier.init) + batch.map(ObjectIdentifier.init))
        for member in conflicts {
            if !member.strength.isRequired { problems.append("conflict member \(member) is not required") }
            if !candidates.contains(ObjectIdentifier(member)) { problems.append("conflict member \(member) is neither installed nor in the batch") }
            if member === constraint { problems.append("the failing constraint lists itself as a conflict") }
        }
        if Set(conflicts.map(ObjectIdentifier.init)).count != conflicts.count { problems.append("the conflict set repeats a member") }
        if case .optimal = ReferenceSolver.solve(conflicts + [constraint]) {
            problems.append("the conflict set together with \(constraint) is feasible, so it explains nothing")
        }
        for dropped in conflicts.indices {
            let rest = conflicts.enumerated().filter { $0.offset != dropped }.map(\.element) + [constraint]
            if case .infeasible = ReferenceSolver.solve(rest) {
                problems.append("not minimal: without \(conflicts[dropped]) the rest still conflict (reference)")
            }
            let fresh = Solver()
            for _ in 0..<solver.variableCount { _ = fresh.makeVariable() }
            do {
                try fresh.add(rest)
            } catch {
                problems.append("not minimal: without \(conflicts[dropped]) a fresh solver still refuses the rest: \(error)")
            }
        }
        return problems
    }
}
