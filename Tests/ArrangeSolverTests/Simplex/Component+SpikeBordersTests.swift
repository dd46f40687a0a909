@testable import ArrangeSolver
import Testing

@Suite("A long group in order but for a few spike columns is bordered on, the spikes entering by etas")
struct ComponentSpikeBordersTests {
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

    @Test("a cycle through every row: the first pair is a spike, bordered last with its logical, and its column enters by an eta")
    func cycle() throws {
        // 2·x0 − x99 = 1, xk − x(k−1) = 10: xk = x0 + 10k, so 2·x0 − x0 − 990 = 1, x0 = 991.
        // With x0 out, xk = 10k and row 0's logical takes 1 + 990; x0's column
        // (2 in row 0, −1 in row 1) solves to α = −1 for each xk and 2 − 1 = 1 at
        // row 0's logical, so x0 = 991 / 1 and xk = 10k + 991.
        var rows: [(terms: [Entry], rhs: Double)] = [([Entry(0, 2), Entry(99, -1)], 1)]
        for k in 1..<100 { rows.append(([Entry(k, 1), Entry(k - 1, -1)], 10)) }
        var c = component(variables: 100, rows: rows, basic: Array(0..<100))
        let extended = c.extendFactor(rows: 0..<100)
        #expect(extended)
        #expect(c.basis == (0..<100).map { Int32($0) })
        let expected: [Double] = (0..<100).map { 991 + 10 * Double($0) }
        #expect(c.x == expected)
        let factor = try #require(c.factor)
        #expect(factor.etaCount == 1 && factor.updates.count == 101)
        #expect(factor.updates[99].position == 0)   // row 0 bordered last
        var v = (0..<100).map { $0 == 0 ? 1.0 : 10.0 }
        var out = [Double](repeating: 0, count: 100)
        factor.solve(dense: &v, into: &out)
        #expect(out == c.x)
    }

    /// `groups` independent cycles `2·x0 − x99 = 1`, `xk − x(k−1) = 10`
    /// (group `g` on columns `100·g` on; basic `xk` at row `k`).
    func cycles(_ groups: Int) -> Component {
        var rows: [(terms: [Entry], rhs: Double)] = []
        for g in 0..<groups {
            let o = 100 * g
            rows.append(([Entry(o, 2), Entry(o + 99, -1)], 1))
            for k in 1..<100 { rows.append(([Entry(o + k, 1), Entry(o + k - 1, -1)], 10)) }
        }
        return component(variables: 100 * groups, rows: rows, basic: Array(0..<100 * groups))
    }

    @Test("two cycles in one group: two spikes, each entering by its own eta, the values exact")
    func twoSpikes() throws {
        // Each as in the cycle above: xk = 991 + 10k.
        var c = cycles(2)
        let extended = c.extendFactor(rows: 0..<200)
        #expect(extended)
        let expected: [Double] = (0..<200).map { 991 + 10 * Double($0 % 100) }
        #expect(c.x == expected)
        #expect(c.factor?.etaCount == 2)
        var v = (0..<200).map { $0 % 100 == 0 ? 1.0 : 10.0 }
        var out = [Double](repeating: 0, count: 200)
        c.factor?.solve(dense: &v, into: &out)
        #expect(out == expected)
    }

    @Test("more spikes than the limit fall back to the refactorisation and change nothing")
    func overLimit() {
        // Five independent cycles: five spikes, past the limit of 4; four take four.
        var c = cycles(5)
        let before = c
        let extended = c.extendFactorWithSpikes(rows: 0..<500)
        #expect(!extended)
        #expect(c == before)
        var four = cycles(4)
        let bordered = four.extendFactorWithSpikes(rows: 0..<400)
        #expect(bordered)
        #expect(four.factor?.etaCount == 4)
    }

    @Test("a singular cycle tries its spike, finds a zero eta pivot, and takes everything back")
    func singular() {
        // x0 − x99 = 1, xk − x(k−1) = 10: around the cycle 0 = 1 + 990. With x0
        // out, its column (1 in row 0, −1 in row 1) solves to α = −1 for each
        // xk and 1 − 1 = 0 at row 0's logical: no pivot.
        var rows: [(terms: [Entry], rhs: Double)] = [([Entry(0, 1), Entry(99, -1)], 1)]
        for k in 1..<100 { rows.append(([Entry(k, 1), Entry(k - 1, -1)], 10)) }
        var cycle = component(variables: 100, rows: rows, basic: Array(0..<100))
        let original = cycle
        let extended = cycle.extendFactorWithSpikes(rows: 0..<100)
        #expect(!extended)
        #expect(cycle == original)
    }

    @Test("64 rows or fewer are left to the short order")
    func notForShortGroups() {
        // A cycle of 60 rows (2·x0 − x59 = 1, xk − x(k−1) = 10).
        var rows: [(terms: [Entry], rhs: Double)] = [([Entry(0, 2), Entry(59, -1)], 1)]
        for k in 1..<60 { rows.append(([Entry(k, 1), Entry(k - 1, -1)], 10)) }
        var short = component(variables: 60, rows: rows, basic: Array(0..<60))
        let original = short
        let extended = short.extendFactorWithSpikes(rows: 0..<60)
        #expect(!extended)
        #expect(short == original)
    }
}
