import Testing
import ArrangeSolver
@testable import Arrange

@Suite("The tree resolves forms into normalised solver expressions")
struct LayoutTreeTests {
    @Test("normalize sorts by variable, merges repeats and drops zeros, like Expression.normalized")
    func normalize() {
        let solver = Solver()
        let v = (0..<4).map { solver.makeVariable("v\($0)") }
        var terms = [Term(v[3], 1), Term(v[1], 2), Term(v[3], -1), Term(v[0], 0.5), Term(v[1], 1), Term(v[2], 0)]
        let expected = Expression(terms).normalized().terms
        LayoutTree.normalize(&terms)
        #expect(terms == expected)
        #expect(terms.map(\.variable) == [v[0], v[1]] && terms.map(\.coefficient) == [0.5, 3])
        var single = [Term(v[2], 0)]
        LayoutTree.normalize(&single)
        #expect(single.isEmpty)
    }

    @Test("installed constraints arrive normalised: right edges become left + width")
    func resolved() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.xRight(items) }
        let expression = group.constraints[0].constraint.expression
        #expect(expression == expression.normalized())
        #expect(expression.terms.count == 4)
    }
}
