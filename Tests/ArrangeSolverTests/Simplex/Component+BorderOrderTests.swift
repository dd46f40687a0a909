@testable import ArrangeSolver
import Testing

@Suite("Appended rows are bordered on one by one in the order of their dependencies")
struct ComponentBorderOrderTests {
    /// A component over columns 0…(variables − 1) with the given required
    /// equalities `Σ terms = rhs`, and row `i`'s basic column set to `basic[i]`.
    func component(variables: Int, rows: [(terms: [Entry], rhs: Double)], basic: [Int]) -> Component {
        var c = Component()
        for v in 0..<variables { _ = c.addVariableColumn(v) }
        for (n, row) in rows.enumerated() {
            _ = c.appendRow(terms: row.terms, rhs: row.rhs, relation: .equal, strength: .required, record: Int32(n))
        }
        for (i, j) in basic.enumerated() {
            c.columns[Int(c.basis[i])].position = -1
            c.basis[i] = Int32(j)
            c.columns[j].position = Int32(i)
        }
        return c
    }

    @Test("a row that needs a later row's value goes after it, and the values are exact")
    func reorders() throws {
        // Row 0: a − b = 5 (basic a); row 1: b = 20 (basic b): row 1 first, b = 20, a = 25.
        var c = component(variables: 2, rows: [([Entry(0, 1), Entry(1, -1)], 5), ([Entry(1, 1)], 20)], basic: [0, 1])
        let extended = c.extendFactor(rows: 0..<2)
        #expect(extended)
        #expect(c.basis == [1, 0])                       // b at position 0, a at position 1
        #expect(c.columns[1].position == 0 && c.columns[0].position == 1)
        #expect(c.x == [20, 25])
        let factor = try #require(c.factor)
        #expect(factor.blocks.isEmpty)
        // The factorisation agrees with the values: B⁻¹ rhs, rhs by row.
        var v: [Double] = [5, 20]
        var out: [Double] = [0, 0]
        factor.solve(dense: &v, into: &out)
        #expect(out == [20, 25])
    }

    @Test("rows already in order keep it, and a chain written backwards is turned around")
    func chain() {
        // xk − x(k+1) = −10 for k < 4 (basic xk), x4 = 40: x = 0, 10, 20, 30, 40.
        var rows: [(terms: [Entry], rhs: Double)] = (0..<4).map { k in ([Entry(k, 1), Entry(k + 1, -1)], -10) }
        rows.append(([Entry(4, 1)], 40))
        var c = component(variables: 5, rows: rows, basic: [0, 1, 2, 3, 4])
        let ordered = c.extendFactorInOrder(rows: 0..<5)
        #expect(ordered)
        #expect(c.basis == [4, 3, 2, 1, 0])
        #expect(c.x == [40, 30, 20, 10, 0])
        var inOrder = component(variables: 2, rows: [([Entry(0, 1)], 1), ([Entry(0, 1), Entry(1, 1)], 3)], basic: [0, 1])
        let kept = inOrder.extendFactorInOrder(rows: 0..<2)
        #expect(kept)
        #expect(inOrder.basis == [0, 1] && inOrder.x == [1, 2])
    }

    @Test("a cycle or a small pivot leaves everything as it was")
    func refuses() {
        // a + b = 3 (basic a), a − b = 1 (basic b): each needs the other.
        var cycle = component(variables: 2, rows: [([Entry(0, 1), Entry(1, 1)], 3), ([Entry(0, 1), Entry(1, -1)], 1)], basic: [0, 1])
        let before = cycle
        let cycled = cycle.extendFactorInOrder(rows: 0..<2)
        #expect(!cycled)
        #expect(cycle == before)
        // 0.001·a + b = 1 with a basic: 0.001 is below 0.1 of the row's largest entry.
        var small = component(variables: 2, rows: [([Entry(0, 0.001), Entry(1, 1)], 1), ([Entry(1, 1)], 1)], basic: [0, 1])
        let original = small
        let smallPivot = small.extendFactorInOrder(rows: 0..<2)
        #expect(!smallPivot)
        #expect(small == original)
    }
}
