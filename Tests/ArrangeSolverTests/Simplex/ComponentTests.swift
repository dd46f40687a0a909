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

    @Test("room reserved for rows covers their costs, up to a bound, and changes no row, column or cost")
    func reserveCosts() {
        // a ≥ 1 ~ strong, b ≤ 2 ~ medium, a == b ~ weak: 2 + 2 + 3 private columns (logical and
        // errors); a == 3 and b == 4 required: 1 each. At most 9 − 5 = 4 costs; these make 3.
        let rows: [(terms: [Entry], rhs: Double, relation: Relation, strength: Strength)] = [
            ([Entry(0, 1)], 1, .greaterThanOrEqual, .strong),
            ([Entry(1, 1)], 2, .lessThanOrEqual, .medium),
            ([Entry(0, 1), Entry(1, -1)], 0, .equal, .weak),
            ([Entry(0, 1)], 3, .equal, .required),
            ([Entry(1, 1)], 4, .equal, .required),
        ]
        var reserved = Component(), plain = Component()
        for c in [0, 1] {
            _ = reserved.addVariableColumn(c)
            _ = plain.addVariableColumn(c)
        }
        reserved.reserve(rows: 5, entries: 6, privateColumns: 9)
        let room = reserved.costs.capacity
        #expect(room >= 4)
        for (n, row) in rows.enumerated() {
            _ = reserved.appendRow(terms: row.terms, rhs: row.rhs, relation: row.relation, strength: row.strength, record: Int32(n))
            _ = plain.appendRow(terms: row.terms, rhs: row.rhs, relation: row.relation, strength: row.strength, record: Int32(n))
        }
        #expect(reserved == plain)
        #expect(reserved.costs.count == 3 && reserved.costs.capacity == room)
        // Required rows only: no room for costs at all.
        var required = Component()
        required.reserve(rows: 4, entries: 4, privateColumns: 4)
        #expect(required.costs.capacity == 0)
        // Thousands of soft rows: room for the bound, not one per row.
        var large = Component()
        large.reserve(rows: 1000, entries: 1000, privateColumns: 3000)
        #expect(large.costs.capacity >= Tuning.reservedCostsAtMost && large.costs.capacity < 2 * Tuning.reservedCostsAtMost)
    }
}
