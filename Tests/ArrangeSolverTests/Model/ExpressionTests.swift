import ArrangeSolver
import Testing

@Suite("Expression")
struct ExpressionTests {
    let solver = Solver()

    @Test("construction keeps the terms in the order written")
    func keepsOrder() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let e = Expression([Term(b, 2), Term(a, 1), Term(b, -1)], constant: 3)
        #expect(e.terms == [Term(b, 2), Term(a, 1), Term(b, -1)])
        #expect(e.constant == 3)
    }

    @Test("normalising merges repeated variables, sorts by id and drops zero coefficients")
    func normalizes() {
        let (a, b, c) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"))
        let e = Expression([Term(c, 2), Term(a, 1), Term(b, 4), Term(c, -1), Term(b, -4)], constant: -7).normalized()
        #expect(e.terms == [Term(a, 1), Term(c, 1)])
        #expect(e.constant == -7)
    }

    @Test("normalising a single zero term leaves only the constant")
    func singleZeroTerm() {
        let a = solver.makeVariable("a")
        #expect(Expression([Term(a, 0)], constant: 5).normalized() == Expression(5))
        #expect(Expression(a).normalized() == Expression(a))
        #expect(Expression().normalized() == Expression())
    }

    @Test("normalising is idempotent")
    func idempotent() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let once = Expression([Term(b, 1), Term(a, 2), Term(b, 3)], constant: 1).normalized()
        #expect(once.normalized() == once)
    }

    @Test("evaluating sums coefficient times value plus the constant")
    func evaluates() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let e = Expression([Term(a, 2), Term(b, -3), Term(a, 1)], constant: 4)
        let values = [a: 10.0, b: 1.0]
        #expect(e.evaluate { values[$0]! } == 31)
        #expect(Expression(8).evaluate { _ in 100 } == 8)
    }

    @Test("an expression is finite only when every coefficient and the constant are")
    func finiteness() {
        let a = solver.makeVariable("a")
        #expect(Expression([Term(a, 1)], constant: 2).isFinite)
        #expect(!Expression([Term(a, .nan)], constant: 2).isFinite)
        #expect(!Expression([Term(a, 1)], constant: .infinity).isFinite)
        #expect(!Expression([Term(a, -.infinity)]).isFinite)
    }

    @Test("the description lists the terms and a non-zero constant")
    func describes() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        #expect(Expression([Term(a, 2), Term(b, -1)], constant: 8).description == "2.0 * v\(a.id) + -1.0 * v\(b.id) + 8.0")
        #expect(Expression([Term(a, 2)]).description == "2.0 * v\(a.id)")
        #expect(Expression().description == "0.0")
    }
}
