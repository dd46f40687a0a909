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

    @Test("a few rows out of order are bordered as one run: the same update file, basis and values, bit for bit, as one border at a time")
    func runEqualsBorderByBorder() throws {
        // a − b = 5 (basic a), b − c = 7.5 (basic b), c = 0.25 (basic c): the
        // order is c, b, a; by hand c = 0.25, b = 7.5 + 0.25 = 7.75, a = 5 + 7.75 = 12.75.
        let rows: [(terms: [Entry], rhs: Double)] = [([Entry(0, 1), Entry(1, -1)], 5), ([Entry(1, 1), Entry(2, -1)], 7.5), ([Entry(2, 1)], 0.25)]
        var run = component(variables: 3, rows: rows, basic: [0, 1, 2])
        var reference = run
        let bordered = run.extendFactorInOrder(rows: 0..<3)
        #expect(bordered)
        #expect(run.basis == [2, 1, 0] && run.x == [0.25, 7.75, 12.75])
        // The same borders one at a time, in that order, each at its position.
        reference.basis = [2, 1, 0]
        for (p, j) in reference.basis.enumerated() { reference.columns[Int(j)].position = Int32(p) }
        var f = try #require(reference.factor)
        reference.factor = nil
        for (p, i) in [2, 1, 0].enumerated() { reference.border(row: i, at: p, into: &f) }
        reference.factor = f
        #expect(run == reference)
        let factor = try #require(run.factor)
        #expect(factor.updates.map(\.row) == [2, 1, 0] && factor.updates.map(\.position) == [0, 1, 2])
        #expect(factor.baseBorders == 3 && factor.baseEntries == 2)
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

    /// `x0 = 5`, then `xk − x(k−1) = 10` (basic `xk` at row `k`), written
    /// in order or backwards (row `n − 1 − k` then holds `xk`'s equation).
    func chain(_ n: Int, backwards: Bool = false) -> Component {
        var rows: [(terms: [Entry], rhs: Double)] = [([Entry(0, 1)], 5)]
        for k in 1..<n { rows.append(([Entry(k, 1), Entry(k - 1, -1)], 10)) }
        let basic = Array(0..<n)
        return backwards ? component(variables: n, rows: rows.reversed(), basic: basic.reversed()) : component(variables: n, rows: rows, basic: basic)
    }

    @Test("past 64 rows, rows in an order of their dependencies are bordered on as they are, with exact values")
    func longInOrder() throws {
        // x0 = 5, xk = x(k−1) + 10: xk = 5 + 10k, each value (rhs + x(k−1)) / 1 exactly.
        var c = chain(100)
        let extended = c.extendFactor(rows: 0..<100)
        #expect(extended)
        #expect(c.basis == (0..<100).map { Int32($0) })
        #expect(c.x == (0..<100).map { 5 + 10 * Double($0) })
        let factor = try #require(c.factor)
        #expect(factor.updates.count == 100 && factor.blocks.isEmpty && factor.etaCount == 0)
        // Borders on an empty LU: the whole file is the base, and no refactorisation is due.
        #expect(factor.baseBorders == 100 && factor.baseEntries == 99)
        #expect(!factor.needsRefactor)
        var v = (0..<100).map { $0 == 0 ? 5.0 : 10.0 }
        var out = [Double](repeating: 0, count: 100)
        factor.solve(dense: &v, into: &out)
        #expect(out == c.x)
    }

    @Test("past 64 rows, rows out of order are bordered in an order of their dependencies, each basic column kept at its position")
    func longOutOfOrder() throws {
        // The chain written backwards: row 0 (x99's) needs x98, bordered after it;
        // row 99 (x0 = 5) goes first. Values as in order: xk = 5 + 10k, at row 99 − k.
        var backwards = chain(100, backwards: true)
        let basis = backwards.basis
        let reordered = backwards.extendFactor(rows: 0..<100)
        #expect(reordered)
        #expect(backwards.basis == basis)
        let expected: [Double] = (0..<100).map { 5 + 10 * Double(99 - $0) }
        #expect(backwards.x == expected)
        let factor = try #require(backwards.factor)
        #expect(factor.updates.count == 100 && factor.etaCount == 0 && factor.baseBorders == 100)
        #expect(factor.updates.first?.position == 99 && factor.updates.last?.position == 0)
        var v = (0..<100).map { $0 == 99 ? 5.0 : 10.0 }
        var out = [Double](repeating: 0, count: 100)
        factor.solve(dense: &v, into: &out)
        #expect(out == backwards.x)
    }

    @Test("past 64 rows, a singular cycle or a small pivot fall back to the refactorisation and change nothing")
    func longFallsBack() {
        // A cycle: x0 = x99 + 1 instead of x0 = 5 (singular: around it, 0 = 1 + 990).
        var rows: [(terms: [Entry], rhs: Double)] = [([Entry(0, 1), Entry(99, -1)], 1)]
        for k in 1..<100 { rows.append(([Entry(k, 1), Entry(k - 1, -1)], 10)) }
        var cycle = component(variables: 100, rows: rows, basic: Array(0..<100))
        let original = cycle
        let cycled = cycle.extendFactor(rows: 0..<100)
        #expect(!cycled)
        #expect(cycle == original)
        // Row 70: 0.001·x70 − x69 = 10, its pivot below 0.1 of its largest entry.
        rows = [([Entry(0, 1)], 5)]
        for k in 1..<100 { rows.append(([Entry(k, k == 70 ? 0.001 : 1), Entry(k - 1, -1)], 10)) }
        var small = component(variables: 100, rows: rows, basic: Array(0..<100))
        let kept = small
        let smallPivot = small.extendFactor(rows: 0..<100)
        #expect(!smallPivot)
        #expect(small == kept)
    }

    @Test("past 64 rows, borders that would make the factorisation due for a refactorisation are not made")
    func longOverBudget() throws {
        // One row (x0 = 5) refactorised: an LU of size 1 with 1 non-zero, so the
        // update file may hold 2 × (1 + 1) + 1000 = 1004 entries. Then 1100 rows
        // xk − x0 = k, each with one border entry (x0's): 1100 > 1004.
        var c = component(variables: 1101, rows: [([Entry(0, 1)], 5)], basic: [0])
        var workspace = Workspace()
        c.refactor(&workspace)
        #expect(c.factor?.lu.size == 1)
        for k in 1...1100 {
            _ = c.appendRow(terms: [Entry(k, 1), Entry(0, -1)], rhs: Double(k), relation: .equal, strength: .required, record: Int32(k))
        }
        for k in 1...1100 {
            c.columns[Int(c.basis[k])].position = -1
            c.basis[k] = Int32(k)
            c.columns[k].position = Int32(k)
        }
        let before = c
        let extended = c.extendFactor(rows: 1..<1101)
        #expect(!extended)
        #expect(c == before)
        // 900 such rows fit (900 ≤ 1004), and each value is exact: xk = k + 5.
        var fits = component(variables: 901, rows: [([Entry(0, 1)], 5)], basic: [0])
        fits.refactor(&workspace)
        for k in 1...900 {
            _ = fits.appendRow(terms: [Entry(k, 1), Entry(0, -1)], rhs: Double(k), relation: .equal, strength: .required, record: Int32(k))
            fits.columns[Int(fits.basis[k])].position = -1
            fits.basis[k] = Int32(k)
            fits.columns[k].position = Int32(k)
        }
        let bordered = fits.extendFactor(rows: 1..<901)
        #expect(bordered)
        #expect(fits.x == [5] + (1...900).map { Double($0) + 5 })
        let factor = try #require(fits.factor)
        #expect(factor.baseBorders == 0 && !factor.needsRefactor)
    }
}

