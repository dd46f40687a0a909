import ArrangeSolver
import Testing

@Suite("The solver counts the simplex pivots it takes")
struct SolverPivotsTests {
    @Test("a fresh solver and a chain of required equalities take no pivot")
    func noPivotForAChain() throws {
        let solver = Solver()
        #expect(solver.pivotCount == 0)
        let (a, b, c) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"))
        try solver.add([a == 10, b == a + 5, c == b + 5])
        // Each equality fixes one new variable from those before: 10, 15, 20, basic as added.
        #expect(solver[c] == 20)
        #expect(solver.pivotCount == 0)
    }

    @Test("a stronger wish that overrules a weaker one takes at least one pivot, and the count never goes back")
    func pivotForATrade() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10).with(.weak))
        let before = solver.pivotCount
        try solver.add((x == 20).with(.strong))
        // The strong wish wins: x = 20, the weak one's error 10 becomes basic.
        #expect(solver[x] == 20)
        let after = solver.pivotCount
        #expect(after > before)
        _ = solver[x]
        #expect(solver.pivotCount == after)
    }
}
