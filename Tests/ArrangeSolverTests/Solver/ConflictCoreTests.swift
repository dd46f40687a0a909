import ArrangeSolver
import Testing
import TestSupport

/// The constraints an unsatisfiable error lists: installed, required and
/// minimal (drop any one and the rest hold together with the new one).
@Suite("Conflict core")
struct ConflictCoreTests {
    func conflicts(adding c: Constraint, to solver: Solver) -> [Constraint]? {
        guard case let .unsatisfiable(constraint, conflicts)? = capturedError({ try solver.add(c) }), constraint === c else { return nil }
        return conflicts
    }

    func ids(_ cs: [Constraint]) -> Set<ObjectIdentifier> { Set(cs.map(ObjectIdentifier.init)) }

    @Test("a chain of equalities conflicts as a whole, and unrelated constraints stay out")
    func chain() throws {
        let solver = Solver()
        let vs = (0..<6).map { solver.makeVariable("v\($0)") }
        let chain = [vs[0] == vs[1], vs[1] == vs[2] + 1, vs[2] == vs[3], vs[3] == 4]
        let unrelated = [vs[4] == 5, vs[5] >= vs[4], (vs[0] == 3).with(.strong)]
        try solver.add(unrelated + chain)
        let bad = vs[0] == 7
        let core = try #require(conflicts(adding: bad, to: solver))
        #expect(ids(core) == ids(chain))
        #expect(SolverChecks.conflictIsMinimal(constraint: bad, conflicts: core, in: solver).isEmpty)
    }

    @Test("with two ways to derive a value, the core is one of them, not both")
    func redundantPaths() throws {
        let solver = Solver()
        let (a, b, c) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"))
        try solver.add([a == b, b == c, a == c, c == 1])
        let bad = a == 2
        let core = try #require(conflicts(adding: bad, to: solver))
        let problems = SolverChecks.conflictIsMinimal(constraint: bad, conflicts: core, in: solver)
        #expect(problems.isEmpty, "\(problems)")
        #expect(core.count == 2 || core.count == 3)
    }

    @Test("inequalities that squeeze a variable form the core")
    func inequalities() throws {
        let solver = Solver()
        let (x, y, z) = (solver.makeVariable("x"), solver.makeVariable("y"), solver.makeVariable("z"))
        let low = x >= 10, gap = y >= x + 5, loose = y >= 0, other = z <= 3
        try solver.add([low, gap, loose, other])
        let bad = y <= 12
        let core = try #require(conflicts(adding: bad, to: solver))
        #expect(ids(core) == ids([low, gap]))
        #expect(SolverChecks.conflictIsMinimal(constraint: bad, conflicts: core, in: solver).isEmpty)
    }

    @Test("non-required constraints and edit constraints never appear in a core")
    func onlyRequired() throws {
        let solver = Solver()
        let (x, e) = (solver.makeVariable("x"), solver.makeVariable("e"))
        let bound = x >= 0, follow: Constraint = x == e
        try solver.add([bound, follow, (x == 50).with(.strong)])
        try solver.addEditVariable(e, strength: .strong)
        try solver.suggestValue(20, for: e)
        let bad = e <= -1
        let core = try #require(conflicts(adding: bad, to: solver))
        #expect(ids(core) == ids([bound, follow]))
    }

    @Test("a conflict inside a batch names the earlier batch members it contradicts")
    func insideBatch() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        let installed = x == 1
        try solver.add(installed)
        let first = y == x + 1, second = (y == 0).with(.weak), third = y == 5
        let error = capturedError { try solver.add([first, second, third]) }
        guard case let .unsatisfiable(constraint, core)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(constraint === third)
        #expect(ids(core) == ids([installed, first]))
        #expect(SolverChecks.conflictIsMinimal(constraint: third, conflicts: core, in: solver, batch: [first, second]).isEmpty)
    }

    @Test("random infeasible systems report a minimal core of installed required constraints", arguments: propertySeeds(200))
    func randomCores(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 5000 + seed)
        let system = SystemGenerator(variables: 2...6, rows: 3...10, requiredShare: 0.7).infeasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        try solver.add(Array(constraints.dropLast()))
        let bad = constraints.last!
        let before = SolverSnapshot(solver, variables: variables, probing: [bad])
        let error = capturedError { try solver.add(bad) }
        guard case let .unsatisfiable(constraint, core)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error)):\n\(system)")
            return
        }
        #expect(constraint === bad)
        let problems = SolverChecks.conflictIsMinimal(constraint: bad, conflicts: core, in: solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
        #expect(SolverSnapshot(solver, variables: variables, probing: [bad]) == before, "\(system)")
    }

    @Test("a long chain that cannot fit names every member, and finding them costs about two solves")
    func longChain() throws {
        // left == 0; each next left == previous left + width + 2; width >= 1; the
        // last right == 1000: 400 boxes need 400·3 − 2 = 1198 > 1000. Every row
        // is needed (drop any one and the rest fit), so the core is all of them.
        let n = 400
        let solver = Solver()
        let lefts = (0..<n).map { solver.makeVariable("left\($0)") }
        let widths = (0..<n).map { solver.makeVariable("width\($0)") }
        var chain: [Constraint] = [lefts[0] == 0]
        for k in 0..<n - 1 { chain.append(lefts[k + 1] == lefts[k] + widths[k] + 2) }
        for k in 0..<n { chain.append(widths[k] >= 1) }
        try solver.add(chain)
        let bad = lefts[n - 1] + widths[n - 1] == 1000
        let core = try #require(conflicts(adding: bad, to: solver))
        #expect(ids(core) == ids(chain))
    }
}
