@testable import ArrangeSolver
import Testing

/// A constraint keeps its first four terms in itself (ids as `Int32`) and
/// the rest, with its weight, in a spill: every way of reading them gives
/// the terms of its expression, in order, for every count, its strength
/// comes back bit for bit, and the solver's checks read them as
/// `Expression`'s would.
@Suite("A constraint's terms, read in place")
struct ConstraintTermsTests {
    let solver = Solver()

    /// Variables v0…v5 and the terms `k · v_k` for k = 1…n (already normalised).
    func terms(_ n: Int) -> [Term] {
        let vars = (0..<6).map { solver.makeVariable("v\($0)") }
        return (0..<n).map { Term(vars[$0], Double($0 + 1)) }
    }

    @Test("for 0 to 6 terms, term(_:), forEachTerm, terms and expression give the terms in order", arguments: 0...6)
    func everyCount(n: Int) {
        let expected = terms(n)
        let made = [
            Constraint(Expression(expected, constant: -4), .equal),
            expected.withUnsafeBufferPointer { Constraint(normalizedTerms: $0, constant: -4, relation: .equal, strength: .required) },
            Constraint(normalized: Expression(expected, constant: -4), relation: .equal, strength: .required),
        ]
        for c in made {
            #expect(c.termCount == n)
            #expect((0..<n).map { c.term($0) } == expected)
            var visited: [Term] = []
            c.forEachTerm { visited.append($0) }
            #expect(visited == expected)
            #expect(c.terms == expected)
            #expect(c.expression == Expression(expected, constant: -4))
        }
    }

    @Test("a one-term constraint is the term plus the constant")
    func oneTerm() {
        let t = terms(1)[0]
        let c = Constraint(term: t, constant: -120, relation: .lessThanOrEqual, strength: .weak)
        #expect(c.expression == Expression([t], constant: -120))
        #expect(c.relation == .lessThanOrEqual && c.strength == .weak)
    }

    @Test("another strength or constant keeps the terms, the relation and the rest", arguments: [1, 3, 5])
    func derived(n: Int) {
        let t = terms(n)
        let c = Constraint(Expression(t, constant: 2), .greaterThanOrEqual, strength: .strong)
        let weaker = c.with(.weak), moved = c.withConstant(-7)
        #expect(weaker.expression == c.expression && weaker.relation == .greaterThanOrEqual && weaker.strength == .weak)
        #expect(moved.expression == Expression(t, constant: -7) && moved.strength == .strong)
        #expect(c.hasSameTerms(as: moved) && c.hasSameTerms(as: weaker))
    }

    @Test("same terms means the same variables and coefficients in the same order, and the same count")
    func sameTerms() {
        let t = terms(4)
        let c = Constraint(Expression(t), .equal)
        #expect(c.hasSameTerms(as: Constraint(Expression(t, constant: 9), .lessThanOrEqual)))
        #expect(!c.hasSameTerms(as: Constraint(Expression(Array(t.prefix(3))), .equal)))
        var changed = t
        changed[3].coefficient = 5
        #expect(!c.hasSameTerms(as: Constraint(Expression(changed), .equal)))
    }

    @Test("the strength comes back bit for bit, the terms inline or spilled, and through with(_:) and withConstant(_:)", arguments: [2, 4, 5, 6])
    func strengths(n: Int) {
        let t = terms(n)
        let all: [Strength] = [.required, .strong, .medium, .weak, Strength(value: 0.3), Strength(value: 0), .level(250, weight: 2.5), .level(1), .level(Strength.maximumLevel)]
        for s in all {
            let c = t.withUnsafeBufferPointer { Constraint(normalizedTerms: $0, constant: 3, relation: .lessThanOrEqual, strength: s) }
            #expect(c.strength.level == s.level && c.strength.weight.bitPattern == s.weight.bitPattern)
            let moved = c.withConstant(-1), other = c.with(.level(7, weight: 0.25))
            #expect(moved.strength == s && moved.terms == t && moved.constant == -1)
            #expect(other.strength == .level(7, weight: 0.25) && other.terms == t && other.constant == 3)
        }
    }

    @Test("finite and solvable agree with the expression's checks, for a bad number in any place, inline or spilled", arguments: 0...6)
    func checks(place: Int) {
        for bad in [Double.nan, .infinity, 1e101, 1e99] {
            var t = terms(6)
            var constant = 1.0
            if place == 6 { constant = bad } else { t[place].coefficient = bad }
            let expression = Expression(t, constant: constant)
            let c = t.withUnsafeBufferPointer { Constraint(normalizedTerms: $0, constant: constant, relation: .equal, strength: .required) }
            #expect(c.isFinite == expression.isFinite)
            #expect(c.isSolvable == expression.isSolvable)
        }
    }
}
