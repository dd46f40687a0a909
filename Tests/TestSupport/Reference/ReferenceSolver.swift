import ArrangeSolver

/// A slow, obviously correct solver for small systems: the weighted
/// objective the Cassowary solver minimises, written as one dense linear
/// program and solved by a textbook two-phase simplex with Bland's rule,
/// **level by level** for strict strengths: the highest level's objective
/// is minimised first, then the next level's over the first one's optimal
/// face, and so on (the face is cut out exactly, by complementary
/// slackness: the columns with a positive reduced cost are fixed at zero;
/// no tolerance on objective values).
///
/// The program of one level, for constraints `e_k(x) (rel) 0` with weights `s_k`:
///
///     minimise   Σ_{k not required, on the level} s_k · error_k
///     subject to e_k(x) == 0, <= 0 or >= 0              (k required)
///                e_k(x) == plus_k − minus_k             (k soft, ==; error = plus + minus)
///                e_k(x) <= error_k, error_k >= 0        (k soft, <=)
///                e_k(x) >= −error_k, error_k >= 0       (k soft, >=)
///
/// Each free variable is split as `x = x⁺ − x⁻`, inequalities get slack
/// columns, and phase one finds a feasible basis with artificial columns.
/// Bland's rule (lowest index enters, lowest basic index leaves on ties)
/// guarantees termination; there is no cleverness to get wrong. It is exact
/// enough for about 8 variables and 12 constraints with small coefficients.
///
/// Edit variables are not a separate concept here: pass `v == suggestion`
/// at the edit strength as one more constraint.
public enum ReferenceSolver {
    /// The outcome of a reference solve.
    public enum Outcome: Sendable {
        /// The required constraints hold together; `objectives` are the least
        /// weighted errors level by level (highest first, lexicographically
        /// least) and `values` one point that reaches them.
        case optimal(objectives: [LevelError], values: [Variable: Double])
        /// The required constraints cannot all hold.
        case infeasible
    }

    /// The dense program for `constraints` (see the type's documentation):
    /// rows, right sides, costs and the level of each column's cost (−1 for
    /// none), and the variables in column order (`x⁺` of variable k is
    /// column k, `x⁻` is column n + k).
    static func program(_ constraints: [Constraint]) -> (rows: [[Double]], rhs: [Double], cost: [Double], level: [Int], variables: [Variable]) {
        let variables = Array(Set(constraints.flatMap { $0.expression.terms.map(\.variable) })).sorted()
        let column = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        let n = variables.count

        // Columns: x⁺ (0..<n), x⁻ (n..<2n), then per-constraint extras.
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var cost = [Double](repeating: 0, count: 2 * n)
        var level = [Int](repeating: -1, count: 2 * n)
        var rowLevel = -1
        func newColumn(cost c: Double) -> Int {
            cost.append(c)
            level.append(c != 0 ? rowLevel : -1)
            for i in rows.indices { rows[i].append(0) }
            return cost.count - 1
        }
        for constraint in constraints {
            var row = [Double](repeating: 0, count: cost.count)
            for term in constraint.expression.terms {
                let j = column[term.variable]!
                row[j] += term.coefficient
                row[n + j] -= term.coefficient
            }
            rows.append(row)
            rhs.append(-constraint.expression.constant)
            let i = rows.count - 1
            let weight = constraint.strength.weight
            rowLevel = constraint.strength.level
            switch (constraint.strength.isRequired, constraint.relation) {
            case (true, .equal):
                break
            case (true, .lessThanOrEqual):  // e + s = 0
                rows[i][newColumn(cost: 0)] = 1
            case (true, .greaterThanOrEqual):  // e - s = 0
                rows[i][newColumn(cost: 0)] = -1
            case (false, .equal):  // e - plus + minus = 0
                rows[i][newColumn(cost: weight)] = -1
                rows[i][newColumn(cost: weight)] = 1
            case (false, .lessThanOrEqual):  // e - error + s = 0
                rows[i][newColumn(cost: weight)] = -1
                rows[i][newColumn(cost: 0)] = 1
            case (false, .greaterThanOrEqual):  // e + error - s = 0
                rows[i][newColumn(cost: weight)] = 1
                rows[i][newColumn(cost: 0)] = -1
            }
        }
        return (rows, rhs, cost, level, variables)
    }

    /// The optimal face of `constraints`, level by level: the columns that
    /// may be non-zero in a lexicographically optimal solution, each level's
    /// least error, and one optimal point (a value per column); nil if the
    /// required part is infeasible.
    static func optimalFace(_ constraints: [Constraint]) -> (program: (rows: [[Double]], rhs: [Double], cost: [Double], level: [Int], variables: [Variable]), kept: [Int], objectives: [LevelError], point: [Double])? {
        let program = program(constraints)
        let levels = softLevels(constraints)
        var kept = Array(0..<program.cost.count)
        var objectives: [LevelError] = []
        var point = [Double](repeating: 0, count: program.cost.count)
        // Without soft constraints, one solve with zero cost finds a feasible point.
        for level in levels.isEmpty ? [Int.min] : levels {
            let cost = kept.map { program.level[$0] == level ? program.cost[$0] : 0 }
            var simplex = DenseSimplex(rows: program.rows.map { row in kept.map { row[$0] } }, rhs: program.rhs, cost: cost)
            guard case let .optimal(solution) = simplex.minimize() else {
                // A weighted error is bounded below, so infeasibility is the
                // only other end, and only the first level can meet it.
                precondition(objectives.isEmpty, "the optimal face of a solved level cannot be empty")
                return nil
            }
            if level != Int.min { objectives.append(LevelError(level: level, value: solution.objective)) }
            point = [Double](repeating: 0, count: program.cost.count)
            for (n, j) in kept.enumerated() { point[j] = solution.point[n] }
            let zero = simplex.columnsZeroOnOptimalFace()
            kept = kept.enumerated().filter { !zero.contains($0.offset) }.map(\.element)
        }
        return (program, kept, objectives, point)
    }

    /// Solves the problem for `constraints`, lexicographically by level.
    ///
    /// - Complexity: one dense solve per level; each exponential in the
    ///   worst case (Bland's rule), in practice O((m + n)² · m) for m
    ///   constraints and n variables.
    public static func solve(_ constraints: [Constraint]) -> Outcome {
        guard let face = optimalFace(constraints) else { return .infeasible }
        let n = face.program.variables.count
        var values: [Variable: Double] = [:]
        for (j, variable) in face.program.variables.enumerated() {
            values[variable] = face.point[j] - face.point[n + j]
        }
        return .optimal(objectives: face.objectives, values: values)
    }

    /// The least and greatest values `variable` takes over the optimal
    /// solutions of `constraints`; `nil` when the required part is
    /// infeasible. An end is infinite when the variable can move without
    /// bound at optimal cost; a variable no constraint mentions ranges over
    /// everything.
    ///
    /// The optimal solutions are the feasible points where every column with
    /// a positive reduced cost at the optimum is zero (complementary
    /// slackness), so the range is found by two more solves over that face:
    /// no slack on the objective, no tolerance to choose. A variable is
    /// determined exactly when its range is a single point.
    public static func optimalRange(of variable: Variable, in constraints: [Constraint]) -> ClosedRange<Double>? {
        guard let face = optimalFace(constraints) else { return nil }
        let variables = face.program.variables, kept = face.kept
        guard let k = variables.firstIndex(of: variable) else { return -Double.infinity...Double.infinity }
        let faceRows = face.program.rows.map { row in kept.map { row[$0] } }
        func extreme(_ sign: Double) -> Double {
            let target = kept.map { $0 == k ? sign : $0 == variables.count + k ? -sign : 0 }
            var simplex = DenseSimplex(rows: faceRows, rhs: face.program.rhs, cost: target)
            switch simplex.minimize() {
            case let .optimal(solution): return sign * solution.objective
            case .unbounded: return sign * -Double.infinity
            case .infeasible: preconditionFailure("the optimal face of a solved program cannot be empty")
            }
        }
        // At a unique optimum the two ends may cross by rounding (5.000000001 and 5).
        let (least, greatest) = (extreme(1), extreme(-1))
        return Swift.min(least, greatest)...Swift.max(least, greatest)
    }
}
