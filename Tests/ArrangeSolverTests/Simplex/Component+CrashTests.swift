@testable import ArrangeSolver
import Testing

@Suite("A crash basis makes new columns basic in new rows instead of their logicals")
struct ComponentCrashTests {
    @Test("one new row makes its largest new coefficient's column basic, in place of its logical")
    func oneRowTakesLargestCoefficient() {
        // a + 3b == 6 (required): columns a, b, then the row's logical (2), basic at position 0.
        var c = Component()
        _ = c.addVariableColumn(0)
        _ = c.addVariableColumn(1)
        _ = c.appendRow(terms: [Entry(0, 1), Entry(1, 3)], rhs: 6, relation: .equal, strength: .required, record: 0)
        #expect(c.basis == [2])
        c.crash(rows: 0..<1, newColumns: 0..<2)
        // |3| > |1|: b (column 1) takes position 0; the logical leaves the basis.
        #expect(c.basis == [1])
        #expect(c.columns[1].position == 0 && c.columns[2].position == -1)
    }

    @Test("a chain of required equalities becomes fully basic, each row on its own new column")
    func chainBecomesBasic() {
        // x0 == 0, x1 − x0 == 10, x2 − x1 == 10: three rows, three new columns, three logicals (3, 4, 5).
        var c = Component()
        for v in 0..<3 { _ = c.addVariableColumn(v) }
        _ = c.appendRow(terms: [Entry(0, 1)], rhs: 0, relation: .equal, strength: .required, record: 0)
        _ = c.appendRow(terms: [Entry(1, 1), Entry(0, -1)], rhs: 10, relation: .equal, strength: .required, record: 1)
        _ = c.appendRow(terms: [Entry(2, 1), Entry(1, -1)], rhs: 10, relation: .equal, strength: .required, record: 2)
        c.crash(rows: 0..<3, newColumns: 0..<3)
        // No logical stays basic: the basis is exactly the three variable columns.
        #expect(Set(c.basis) == [0, 1, 2])
    }
}
