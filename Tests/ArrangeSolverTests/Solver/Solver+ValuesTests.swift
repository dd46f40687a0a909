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

    @Test("a suggestion still waiting is applied before the values are read, plain or less others", arguments: [false, true])
    func pendingSuggestion(relative: Bool) throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        // y == x + 1; x an edit variable suggested 41, so y reads 42
        // (y − x reads 1, x − y reads −1).
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(41, for: x)
        if relative {
            #expect(solver.values(y, x, x, y, minus: x, y) == SIMD4(1, -1, 41, 42))
        } else {
            #expect(solver.values(x, y, x, y) == SIMD4(41, 42, 41, 42))
        }
    }

    @Test("the first two values can be read less two others, as a child's frame is")
    func relative() throws {
        let solver = Solver()
        let parentLeft = solver.makeVariable("parentLeft"), parentTop = solver.makeVariable("parentTop")
        let left = solver.makeVariable("left"), top = solver.makeVariable("top")
        let width = solver.makeVariable("width"), height = solver.makeVariable("height")
        // Parent at (10, 20.5); child at (13.25, 50): relative (3.25, 29.5); 40 × 7.
        try solver.add([parentLeft == 10, parentTop == 20.5, left == parentLeft + 3.25, top == 50,
                        width == 40, height == 7])
        let read = solver.values(left, top, width, height, minus: parentLeft, parentTop)
        #expect(read == SIMD4(3.25, 29.5, 40, 7))
        let x = solver.value(of: left) - solver.value(of: parentLeft)
        #expect(read[0].bitPattern == x.bitPattern)
    }
}
