import ArrangeSolver
import Testing

@Suite("Journals take a pure addition back exactly, free lists included")
struct SolverStateJournalTests {
    @Test("an addition that reused a free component and free slots, and absorbed a component, is taken back to the same free lists")
    func freeListsRestored() throws {
        let solver = Solver()
        let (a, b, c, d, e) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"),
                               solver.makeVariable("d"), solver.makeVariable("e"))
        let b20 = Constraint(Expression(b), .equal, Expression(20))
        let c30 = Constraint(Expression(c), .equal, Expression(30))
        // One call each: components 0…3 and slots 0…3, in this order.
        for constraint in [Constraint(Expression(a), .equal, Expression(10)), b20, c30, Constraint(Expression(d), .equal, Expression(40))] {
            try solver.add([constraint])
        }
        // Removing b's and c's frees components 1 and 2 and slots 1 and 2 (in that order).
        try solver.replace([b20, c30], with: [])
        let before = solver.debugDescription
        // e == 5 takes component 2 and slot 2 (the last free ones); a + d >= 0
        // joins components 0 and 3, freeing one of them, and takes slot 1.
        let kept = try solver.replace([], with: [Constraint(Expression(e), .equal, Expression(5)),
                                                 Constraint(Expression([Term(a), Term(d)]), .greaterThanOrEqual, Expression(0))],
                                      keepingIf: { _ in false })
        #expect(!kept)
        #expect(solver.debugDescription == before)
        // The free lists are back: e == 5 alone takes component 2 again, not 1.
        try solver.add([Constraint(Expression(e), .equal, Expression(5))])
        #expect(solver[e] == 5)
        #expect(solver.debugDescription.contains("e = 5.0  (component 2)"))
    }
}
