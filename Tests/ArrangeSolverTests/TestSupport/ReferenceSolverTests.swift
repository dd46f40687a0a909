import ArrangeSolver
import Testing
import TestSupport

@Suite("ReferenceSolver")
struct ReferenceSolverTests {
    let solver = Solver()

    func optimum(_ constraints: [Constraint]) -> (objective: Double, values: [Variable: Double])? {
        // One-level systems: the only level's error (0 without soft constraints).
        if case let .optimal(objectives, values) = ReferenceSolver.solve(constraints) { return (objectives.reduce(0) { $0 + $1.value }, values) }
        return nil
    }

    @Test("a required equality is met exactly at zero cost")
    func requiredEquality() throws {
        let x = solver.makeVariable("x")
        let result = try #require(optimum([x == 5]))
        #expect(result.objective == 0)
        #expect(abs(result.values[x]! - 5) < 1e-12)
    }

    @Test("a weak wish loses against a required bound and pays for the distance")
    func weakAgainstRequired() throws {
        let x = solver.makeVariable("x")
        let result = try #require(optimum([x >= 10, (x == 0).with(.weak)]))
        #expect(abs(result.objective - 10) < 1e-9)
        #expect(abs(result.values[x]! - 10) < 1e-9)
    }

    @Test("a strong wish wins against a weak one")
    func strongBeatsWeak() throws {
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        let result = try #require(optimum([x + y == 10, (x == 2).with(.strong), (y == 3).with(.weak)]))
        #expect(abs(result.objective - 5) < 1e-9)
        #expect(abs(result.values[x]! - 2) < 1e-9)
        #expect(abs(result.values[y]! - 8) < 1e-9)
    }

    @Test("soft inequalities cost only on their violated side")
    func softInequalities() throws {
        let x = solver.makeVariable("x")
        let result = try #require(optimum([(x <= 3).with(.medium), (x >= 5).with(.weak)]))
        #expect(abs(result.objective - 2) < 1e-9)
        #expect(abs(result.values[x]! - 3) < 1e-9)
        let slack = try #require(optimum([(x <= 3).with(.medium), (x >= -5).with(.weak)]))
        #expect(slack.objective == 0)
    }

    @Test("contradicting required constraints are infeasible")
    func infeasible() {
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        #expect(optimum([x >= 1, x <= 0]) == nil)
        #expect(optimum([x == y, y == 1, x == 2]) == nil)
        #expect(optimum([x + y <= 1, x >= 1, y >= 1]) == nil)
    }

    @Test("redundant and repeated required rows are accepted")
    func redundant() throws {
        let (a, b, c) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"))
        let result = try #require(optimum([a == b, b == c, a == c, a == b, c == 4, 2 * c == 8]))
        #expect(result.objective == 0)
        for v in [a, b, c] { #expect(abs(result.values[v]! - 4) < 1e-9) }
    }

    @Test("optimalRange is a point for a fixed variable, an interval between bounds, and open on free sides")
    func ranges() throws {
        let (x, y, z, w) = (solver.makeVariable("x"), solver.makeVariable("y"), solver.makeVariable("z"), solver.makeVariable("w"))
        let cs = [x == 5, y >= 0, y <= 10, z >= x, (w == 3).with(.weak), w <= 1]
        #expect(ReferenceSolver.optimalRange(of: x, in: cs) == 5...5)
        let yRange = try #require(ReferenceSolver.optimalRange(of: y, in: cs))
        #expect(abs(yRange.lowerBound) < 1e-9 && abs(yRange.upperBound - 10) < 1e-9)
        let zRange = try #require(ReferenceSolver.optimalRange(of: z, in: cs))
        #expect(abs(zRange.lowerBound - 5) < 1e-9 && zRange.upperBound == .infinity)
        let wRange = try #require(ReferenceSolver.optimalRange(of: w, in: cs))
        #expect(abs(wRange.lowerBound - 1) < 1e-9 && abs(wRange.upperBound - 1) < 1e-9)
        #expect(ReferenceSolver.optimalRange(of: x, in: [x >= 1, x <= 0]) == nil)
    }

    @Test("tiny pivots do not blow the reference up on a system with an unbounded optimal face")
    func tinyPivots() throws {
        // From a soak run (awkward sequence 9776): with Bland's rule alone the
        // reference pivoted on rounding noise, reached values near 1e15 and
        // returned a point that broke v2 == −17.
        let v = (0..<6).map { solver.makeVariable("v\($0)") }
        let cs: [Constraint] = [
            -0.3 * v[2] - 5.1 == 0,
            (0.3333333333333333 * v[0] - 23 >= 0).with(.weak),
            -0.3 * v[0] + 0.01 * v[4] + 3.5399999999999996 >= 0,
            0.01 * v[0] - 7 * v[1] + 0.01 * v[5] + 6 == 0,
            v[3] + 1 >= 0,
            v[0] + v[2] - 0.3 * v[3] - 0.3999999999999986 == 0,
            v[1] + 0.01 * v[3] + 1.5 * v[5] <= 0,
            (0.1 * v[2] - 7 * v[3] + 12 * v[4] + 29 == 0).with(.strong),
            (12 * v[0] + 0.1 * v[3] + v[4] - 19 <= 0).with(.medium),
            (v[2] == 18.5).with(.strong),
        ]
        let result = try #require(optimum(cs))
        #expect(requiredViolations(cs, values: { result.values[$0] ?? 0 }, tolerance: 1e-7).isEmpty)
        #expect(abs(result.values[v[2]]! + 17) < 1e-9)
        let s = Solver()
        _ = (0..<12).map { _ in s.makeVariable() }
        try s.add(cs)
        #expect(objectivesAgree(weightedError(cs, values: { s[$0] }), result.objective))
    }

    @Test("strict levels are solved one after another, highest first (kiwi #28)")
    func levelByLevel() throws {
        let w = solver.makeVariable("w")
        let cs = [(w == 1).with(.level(1001)), (w == 2).with(.level(1002)), (w == 3).with(.level(1003)), (w == 4).with(.level(1004))]
        guard case let .optimal(objectives, values) = ReferenceSolver.solve(cs) else {
            Issue.record("feasible")
            return
        }
        #expect(abs(values[w]! - 4) < 1e-9)
        #expect(objectives.map(\.level) == [1004, 1003, 1002, 1001])
        #expect(objectives.map(\.value) == [0, 1, 2, 3])
        #expect(weightedErrors(cs, values: { _ in 3 }).map(\.value) == [1, 0, 1, 2])
    }

    @Test("an empty system is optimal at zero")
    func empty() throws {
        #expect(try #require(optimum([])).objective == 0)
    }

    @Test("the reference's point holds every required row and costs its objective", arguments: 0..<100)
    func selfConsistent(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let system = SystemGenerator().feasible(using: &rng)
        let (_, constraints) = system.instantiate(in: Solver())
        let result = try #require(optimum(constraints), "the witness makes it feasible:\n\(system)")
        let value = { (v: Variable) in result.values[v] ?? 0 }
        #expect(requiredViolations(constraints, values: value, tolerance: 1e-7).isEmpty, "\(system)")
        #expect(objectivesAgree(weightedError(constraints, values: value), result.objective), "\(system)")
    }

    @Test("the reference agrees with brute-force vertex enumeration on two-variable systems", arguments: 0..<150)
    func vertexEnumeration(seed: UInt64) {
        var rng = SeededGenerator(seed: 1000 + seed)
        let system = SystemGenerator(variables: 2...2, rows: 2...7, maxTerms: 2).feasible(using: &rng)
        let (_, constraints) = system.instantiate(in: Solver())
        let brute = bruteForceOptimum(system)
        switch (ReferenceSolver.solve(constraints), brute) {
        case let (.optimal(objectives, _), brute?):
            let objective = objectives.reduce(0) { $0 + $1.value }
            #expect(objectivesAgree(objective, brute), "reference \(objective), brute force \(brute):\n\(system)")
        case (.optimal, nil):
            break  // the lines are all parallel: no vertex to enumerate
        case (.infeasible, _):
            Issue.record("the witness makes it feasible:\n\(system)")
        }
    }

    /// The least weighted error over the vertices of the arrangement of all
    /// rows' lines (a convex piecewise-linear objective over a polyhedron
    /// reaches its minimum at such a vertex, when one exists).
    func bruteForceOptimum(_ system: SystemSpec) -> Double? {
        let lines = system.rows.map { row -> (Double, Double, Double) in
            var a = 0.0, b = 0.0
            for t in row.terms { if t.variable == 0 { a += t.coefficient } else { b += t.coefficient } }
            return (a, b, row.constant)
        }
        var best: Double?
        for i in lines.indices {
            for j in lines.indices where j > i {
                let (a1, b1, c1) = lines[i], (a2, b2, c2) = lines[j]
                let det = a1 * b2 - a2 * b1
                if abs(det) < 1e-12 { continue }
                let point = [(-c1 * b2 + c2 * b1) / det, (-a1 * c2 + a2 * c1) / det]
                let feasible = system.requiredRows.allSatisfy { row in
                    let v = row.evaluate(at: point)
                    switch row.relation {
                    case .equal: return abs(v) <= 1e-9 * max(1, abs(row.constant))
                    case .lessThanOrEqual: return v <= 1e-9 * max(1, abs(row.constant))
                    case .greaterThanOrEqual: return v >= -1e-9 * max(1, abs(row.constant))
                    }
                }
                if !feasible { continue }
                let cost = system.rows.reduce(0.0) { sum, row in
                    if row.strength.isRequired { return sum }
                    let v = row.evaluate(at: point)
                    let miss = row.relation == .equal ? abs(v) : row.relation == .lessThanOrEqual ? max(0, v) : max(0, -v)
                    return sum + row.strength.value * miss
                }
                best = min(best ?? cost, cost)
            }
        }
        return best
    }
}
