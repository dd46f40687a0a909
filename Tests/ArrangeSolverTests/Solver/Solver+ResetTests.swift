import ArrangeSolver
import Testing
import TestSupport

@Suite("Resetting a solver")
struct SolverResetTests {
    @Test("reset forgets every constraint and edit variable and keeps the variables")
    func forgets() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add([x == 10, y == x + 5])
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.variableCount == 2 && solver.name(of: y) == "y")
        #expect(solver[x] == 0 && solver[y] == 0)
        #expect(solver.undeterminedVariables() == [x, y])
    }

    @Test("after a reset the same variables take new constraints and edits")
    func reusable() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        let old: Constraint = x == 10
        try solver.add([old, y == x + 5])
        solver.reset()
        #expect(!solver.contains(old))
        try solver.add([old, y == x * 2])
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(4, for: y)
        #expect(solver[x] == 10 && solver[y] == 20)
        #expect(SolverChecks.requiredHold(in: solver).isEmpty)
    }
}
