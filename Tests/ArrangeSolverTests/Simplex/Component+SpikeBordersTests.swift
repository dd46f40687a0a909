@testable import ArrangeSolver
import Testing

@Suite("A long group in order but for a few spike columns is bordered on, the spikes entering by etas")
struct ComponentSpikeBordersTests {
    /// `groups` independent cycles of `length` rows, `lead·x0 − x(n−1) = 1`
    /// and `xk − x(k−1) = 10` (group `g` on columns `length·g` on), with
    /// basic `xk` at row `k` (the border-order tests' components).
    func cycles(_ groups: Int, length n: Int = 100, lead: Double = 2) -> Component {
        var rows: [(terms: [Entry], rhs: Double)] = []
        for g in 0..<groups {
            let o = n * g
            rows.append(([Entry(o, lead), Entry(o + n - 1, -1)], 1))
            for k in 1..<n { rows.append(([Entry(o + k, 1), Entry(o + k - 1, -1)], 10)) }
        }
        return ComponentBorderOrderTests().component(variables: n * groups, rows: rows, basic: Array(0..<n * groups))
    }

    /// Expects the spike path to refuse all of `c`'s rows and leave it as it was.
    func expectRefused(_ c: Component, sourceLocation: SourceLocation = #_sourceLocation) {
        var copy = c
        let extended = copy.extendFactorWithSpikes(rows: 0..<c.rowCount)
        #expect(!extended, sourceLocation: sourceLocation)
        #expect(copy == c, sourceLocation: sourceLocation)
    }

    @Test("a cycle through every row: the first pair is a spike, bordered last with its logical, and its column enters by an eta")
    func cycle() throws {
        // 2·x0 − x99 = 1, xk − x(k−1) = 10: xk = x0 + 10k, so 2·x0 − x0 − 990 = 1, x0 = 991.
        // With x0 out, xk = 10k and row 0's logical takes 1 + 990; x0's column
        // (2 in row 0, −1 in row 1) solves to α = −1 for each xk and 2 − 1 = 1 at
        // row 0's logical, so x0 = 991 / 1 and xk = 10k + 991.
        var c = cycles(1)
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
        expectRefused(cycles(5))
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
        expectRefused(cycles(1, lead: 1))
    }

    @Test("64 rows or fewer are left to the short order")
    func notForShortGroups() {
        // A cycle of 60 rows (2·x0 − x59 = 1, xk − x(k−1) = 10).
        expectRefused(cycles(1, length: 60))
    }
}
