import ArrangeSolver
import Testing

@Suite("Term")
struct TermTests {
    @Test("a term defaults to coefficient 1 and describes itself as coefficient * variable")
    func basics() {
        let solver = Solver()
        let v = solver.makeVariable("v")
        #expect(Term(v).coefficient == 1)
        #expect(Term(v, -2.5).variable == v)
        #expect(Term(v, -2.5).description == "-2.5 * v0")
    }

    @Test("terms are equal when variable and coefficient are")
    func equality() {
        let solver = Solver()
        let (a, b) = (solver.makeVariable(), solver.makeVariable())
        #expect(Term(a, 2) == Term(a, 2))
        #expect(Term(a, 2) != Term(a, 3))
        #expect(Term(a, 2) != Term(b, 2))
    }
}
