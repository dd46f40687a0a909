@testable import ArrangeSolver
import Testing

@Suite("Constraint")
struct ConstraintTests {
    let solver = Solver()

    @Test("a constraint stores lhs − rhs, normalised, with its relation, required by default")
    func stores() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let c = Constraint(b + a + 10, .lessThanOrEqual, (2 * b).expression)
        #expect(c.expression == Expression([Term(a, 1), Term(b, -1)], constant: 10))
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
    }

    @Test("the relation operators build the same constraints as the initialiser")
    func operators() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        #expect((a == b).expression == (a - b).normalized())
        #expect((a == b).relation == .equal)
        #expect((a <= b + 1).relation == .lessThanOrEqual)
        #expect((a >= 3).relation == .greaterThanOrEqual)
        #expect((a >= 3).expression == Expression([Term(a)], constant: -3))
        #expect((3 <= a).expression == Expression([Term(a, -1)], constant: 3))
        #expect((3 <= a).relation == .lessThanOrEqual)
        #expect((10 == 2 * a).expression == Expression([Term(a, -2)], constant: 10))
        #expect((a + 1 >= b).strength == .required)
    }

    @Test("a constraint made from a normalised expression keeps it as given, as the normalising initialiser would")
    func normalizedInit() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        // a − b + 8, already sorted by variable with no zero: what Constraint(b + 8, .equal, a) would store, negated.
        let expression = Expression([Term(a, 1), Term(b, -1)], constant: 8)
        let c = Constraint(normalized: expression, relation: .greaterThanOrEqual, strength: .strong)
        #expect(c.expression == expression)
        #expect(c.expression == Constraint(expression, .greaterThanOrEqual).expression)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.strength == .strong)
    }

    @Test("normalised terms are sorted by variable, one per variable, none zero, whatever the numbers (NaN included)")
    func isNormalized() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        #expect(Constraint.isNormalized([]))
        #expect(Constraint.isNormalized([Term(a, 1), Term(b, .nan)]))
        #expect(!Constraint.isNormalized([Term(b, 1), Term(a, 1)]))
        #expect(!Constraint.isNormalized([Term(a, 1), Term(a, 2)]))
        #expect(!Constraint.isNormalized([Term(a, 0)]))
        // A NaN constant keeps the terms as they are (withConstant makes such constraints).
        let c = (a == b).withConstant(.nan)
        #expect(c.expression.constant.isNaN && c.expression.terms == (a == b).expression.terms)
    }

    @Test("with(strength) makes a new constraint with the same content")
    func withStrength() {
        let a = solver.makeVariable("a")
        let c = a == 5
        let weak = c.with(.weak)
        #expect(weak !== c)
        #expect(weak.strength == .weak)
        #expect(weak.expression == c.expression)
        #expect(weak.relation == c.relation)
        #expect(c.strength == .required)
    }

    @Test("two constraints with equal content are still two objects")
    func identity() {
        let a = solver.makeVariable("a")
        let c1 = a == 1
        let c2 = a == 1
        #expect(c1 !== c2)
        #expect(c1.expression == c2.expression)
    }

    @Test("isSatisfied checks each relation")
    func satisfied() {
        let a = solver.makeVariable("a")
        let at = { (x: Double) in { (_: Variable) in x } }
        #expect((a == 2).isSatisfied(at(2)))
        #expect(!(a == 2).isSatisfied(at(2.001)))
        #expect((a <= 2).isSatisfied(at(1)))
        #expect((a <= 2).isSatisfied(at(2)))
        #expect(!(a <= 2).isSatisfied(at(3)))
        #expect((a >= 2).isSatisfied(at(3)))
        #expect(!(a >= 2).isSatisfied(at(1)))
    }

    @Test("isSatisfied scales its tolerance by the magnitude of the terms")
    func scaledTolerance() {
        let a = solver.makeVariable("a")
        let big = a == 1e9
        #expect(big.isSatisfied { _ in 1e9 + 0.5 })  // 0.5 ≤ 1e-9 · 1e9
        #expect(!big.isSatisfied { _ in 1e9 + 5 })
        let small = a == 1
        #expect(small.isSatisfied { _ in 1 + 1e-10 })
        #expect(!small.isSatisfied { _ in 1 + 1e-8 })
        #expect(small.isSatisfied(tolerance: 1e-6) { _ in 1 + 1e-7 })
    }

    @Test("the description shows the expression, the relation to zero and the strength")
    func describes() {
        let a = solver.makeVariable("a")
        #expect((a <= 4).with(.weak).description == "1.0 * v\(a.id) + -4.0 <= 0 | weak")
    }

    @Test("withConstant makes a new constraint with the same terms, relation and strength")
    func withConstant() {
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        let c = (a == b + 8).with(.strong)
        let d = c.withConstant(-20)
        #expect(d !== c && d.expression.terms == c.expression.terms && d.expression.constant == -20)
        #expect(d.relation == .equal && d.strength == .strong && c.expression.constant == -8)
    }
}
