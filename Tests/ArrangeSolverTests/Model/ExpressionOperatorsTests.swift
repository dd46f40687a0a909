import ArrangeSolver
import Testing

@Suite("Expression operators")
struct ExpressionOperatorsTests {
    let solver = Solver()

    @Test("scaling a variable makes a term, on either side, and dividing scales by the inverse")
    func variableScaling() {
        let v = solver.makeVariable("v")
        #expect(v * 2 == Term(v, 2))
        #expect(3 * v == Term(v, 3))
        #expect(v / 4 == Term(v, 0.25))
        #expect(-v == Term(v, -1))
    }

    @Test("scaling a term multiplies its coefficient")
    func termScaling() {
        let v = solver.makeVariable("v")
        let t = Term(v, 3)
        #expect(t * 2 == Term(v, 6))
        #expect(2 * t == Term(v, 6))
        #expect(t / 2 == Term(v, 1.5))
        #expect(-t == Term(v, -3))
    }

    @Test("sums and differences of variables, terms and numbers collect terms and constants")
    func sums() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        #expect(a + b == Expression([Term(a), Term(b)]))
        #expect(a - b == Expression([Term(a), Term(b, -1)]))
        #expect(a + 3 == Expression([Term(a)], constant: 3))
        #expect(3 + a == Expression([Term(a)], constant: 3))
        #expect(a - 3 == Expression([Term(a)], constant: -3))
        #expect(3 - a == Expression([Term(a, -1)], constant: 3))
        #expect(2 * a + b * 3 - 8 == Expression([Term(a, 2), Term(b, 3)], constant: -8))
    }

    @Test("scaling and dividing an expression scales every term and the constant")
    func expressionScaling() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let mid = (a + b + 10) / 2
        #expect(mid == Expression([Term(a, 0.5), Term(b, 0.5)], constant: 5))
        #expect((a - 1) * 3 == Expression([Term(a, 3)], constant: -3))
        #expect(3 * (a - 1) == Expression([Term(a, 3)], constant: -3))
        #expect(-(a - 1) == Expression([Term(a, -1)], constant: 1))
    }

    @Test("an expression minus itself normalises to zero")
    func selfCancels() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let e = 2 * a - b + 7
        #expect((e - e).normalized() == Expression())
    }

    @Test("variables, terms and expressions all expose themselves as expressions")
    func linearExpressible() {
        let v = solver.makeVariable("v")
        #expect(v.expression == Expression(v))
        #expect(Term(v, 2).expression == Expression(Term(v, 2)))
        let e = v + 1
        #expect(e.expression == e)
    }
}
