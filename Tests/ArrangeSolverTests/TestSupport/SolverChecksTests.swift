import ArrangeSolver
import Testing
import TestSupport

/// The checkers must be able to fail: each is shown a wrong answer here.
@Suite("SolverChecks and friends")
struct SolverChecksTests {
    @Test("violation and weighted error follow each relation and skip required constraints")
    func weightedErrors() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let at5 = { (_: Variable) in 5.0 }
        #expect(violation(of: x == 2, values: at5) == 3)
        #expect(violation(of: x <= 2, values: at5) == 3)
        #expect(violation(of: x <= 7, values: at5) == 0)
        #expect(violation(of: x >= 7, values: at5) == 2)
        #expect(violation(of: x >= 2, values: at5) == 0)
        let cs = [(x == 2).with(.weak), (x >= 7).with(.strong), x == 100]
        #expect(weightedError(cs, values: at5) == 3 + 2_000_000)
    }

    @Test("requiredViolations names the broken required constraints only")
    func requiredViolationsNamesBroken() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let broken = x == 1
        let problems = requiredViolations([broken, x >= 0, (x == 9).with(.strong)], values: { _ in 5 })
        #expect(problems.count == 1 && problems[0].contains("\(broken)"))
    }

    @Test("objectivesAgree is relative for large objectives and absolute near zero")
    func agreement() {
        #expect(objectivesAgree(1e8, 1e8 + 0.5))
        #expect(!objectivesAgree(1e8, 1e8 + 10))
        #expect(objectivesAgree(0, 1e-7))
        #expect(!objectivesAgree(0, 1e-3))
    }

    @Test("optimal reports a solver whose values miss the reference optimum")
    func optimalCanFail() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10).with(.weak))
        #expect(SolverChecks.optimal(solver).isEmpty)
        // Claim an edit the solver never saw: its values cannot be optimal for it.
        #expect(!SolverChecks.optimal(solver, edits: [(x, 50, .strong)]).isEmpty)
    }

    @Test("conflictIsMinimal rejects a superset, a feasible set and a foreign member")
    func conflictChecksCanFail() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        let low = x >= 10, other = y == 3, soft = (x == 0).with(.weak)
        try solver.add([low, other, soft])
        let bad = x <= 5
        #expect(SolverChecks.conflictIsMinimal(constraint: bad, conflicts: [low], in: solver).isEmpty)
        #expect(!SolverChecks.conflictIsMinimal(constraint: bad, conflicts: [low, other], in: solver).isEmpty)
        #expect(!SolverChecks.conflictIsMinimal(constraint: bad, conflicts: [other], in: solver).isEmpty)
        #expect(!SolverChecks.conflictIsMinimal(constraint: bad, conflicts: [low, soft], in: solver).isEmpty)
        #expect(!SolverChecks.conflictIsMinimal(constraint: bad, conflicts: [x >= 10], in: solver).isEmpty)
    }

    @Test("a snapshot notices a changed value bit, constraint list, edit flag or probe")
    func snapshotsNotice() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let c = x == 0
        let before = SolverSnapshot(solver, variables: [x], probing: [c])
        #expect(SolverSnapshot(solver, variables: [x], probing: [c]) == before)
        try solver.add(c)
        #expect(SolverSnapshot(solver, variables: [x], probing: [c]) != before)  // list and probe changed, value is still 0
        let installed = SolverSnapshot(solver, variables: [x])
        try solver.addEditVariable(x, strength: .weak)
        #expect(SolverSnapshot(solver, variables: [x]) != installed)
        let y = solver.makeVariable("y")
        try solver.addEditVariable(y, strength: .strong)
        let edited = SolverSnapshot(solver, variables: [x, y])
        try solver.suggestValue(1e-300, for: y)
        #expect(solver[y] == 1e-300)
        #expect(SolverSnapshot(solver, variables: [x, y]) != edited)  // a tiny value change is a change
    }

    @Test("capturedError returns the thrown solver error, or nil on success")
    func captures() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let c = x == 1
        #expect(capturedError { try solver.add(c) } == nil)
        #expect(capturedError { try solver.add(c) }?.kind == .duplicateConstraint)
    }
}
