@testable import ArrangeSolver
import Testing

@Suite("A row appended from entries already in the pool is the row appended from its terms")
struct ComponentTests {
    @Test("entries mapped straight into the pool make the same row, columns and basis as a terms array")
    func appendFromPool() {
        // 2a − b ≥ 4 ~ strong and a == 3: the first has a slack and one error, the second a fixed logical.
        var fromTerms = Component(), fromPool = Component()
        for c in [0, 1] {
            _ = fromTerms.addVariableColumn(c)
            _ = fromPool.addVariableColumn(c)
        }
        let rows: [(terms: [Entry], rhs: Double, relation: Relation, strength: Strength)] = [
            ([Entry(0, 2), Entry(1, -1)], 4, .greaterThanOrEqual, .strong),
            ([Entry(0, 1)], 3, .equal, .required),
        ]
        for (n, row) in rows.enumerated() {
            let i = fromTerms.appendRow(terms: row.terms, rhs: row.rhs, relation: row.relation, strength: row.strength, record: Int32(n))
            let start = fromPool.pool.count
            for e in row.terms { fromPool.pool.append(e) }
            let j = fromPool.appendRow(poolFrom: start, rhs: row.rhs, relation: row.relation, strength: row.strength, record: Int32(n))
            #expect(i == n && j == n)
        }
        #expect(fromPool == fromTerms)
        #expect(fromPool.rows.map(\.start) == [0, 2] && (0..<2).map(fromPool.entryRange(row:)) == [0..<2, 2..<3])
        // Columns: a, b, then row 0's slack and error, then row 1's logical; the logicals basic.
        #expect(fromPool.columnCount == 5 && fromPool.basis == [2, 4])
    }
}
