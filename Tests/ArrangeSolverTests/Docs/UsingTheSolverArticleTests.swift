import ArrangeSolver
import Testing

/// The snippet of ArrangeSolver.docc/UsingTheSolver.md, verbatim, with the
/// value it gives. `ArticleSnippetsTests` (in ArrangeTests) checks that every
/// Swift snippet of every article appears in some test like this one.
@Suite("The solver article's snippet gives the value it shows")
struct UsingTheSolverArticleTests {
    @Test("a strong edit of right at 60 beats the weak wish for a width of 100")
    func editBeatsWeakWish() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.add([left == 0, right == left + width, width >= 10, (width == 100).with(.weak)])
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(60, for: right)      // re-solves from the previous optimum
        // left = 0 (required), right = 60 (strong beats weak), so width = 60 − 0, violating the weak 100 by 40.
        #expect(solver[width] == 60)
        #expect(solver[left] == 0)
        #expect(solver[right] == 60)
    }
}
