@testable import ArrangeSolver
import Testing

@Suite("Four values read in one call")
struct SolverValuesTests {
    @Test("four values come back in order, each what value(of:) reads")
    func inOrder() throws {
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        // a == 10, b == a + 5 (15), c == 2b (30).
        try solver.add([a == 10, b == a + 5, c == 2 * b])
        let read = solver.values(c, a, b, c)
        #expect(read == SIMD4(30, 10, 15, 30))
        #expect(read[1].bitPattern == solver.value(of: a).bitPattern && read[2].bitPattern == solver.value(of: b).bitPattern)
    }

    @Test("a suggestion still waiting is applied before the values are read")
    func pendingSuggestion() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        // y == x + 1; x an edit variable suggested 41, so y reads 42.
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(41, for: x)
        #expect(solver.values(x, y, x, y) == SIMD4(41, 42, 41, 42))
    }
}
