@testable import ArrangeSolver
import Testing

@Suite("Cycles resolved through a parameter")
struct DirectSystemParametersTests {
    /// The kinds of the direct solver's tape (`lower`), in order.
    func kinds(_ solver: Solver) -> [Int32] { solver.state.direct!.steps.map(\.lower) }

    /// A row of `n` boxes from 0 to `end` with equal widths: x0 == 0,
    /// x(k+1) == x(k) + w(k), w(k) == w0, and x(n−1) + w(n−1) == end.
    func row(_ twin: DirectTwin, _ n: Int, end: Expression, name: String = "") -> (x: [Variable], w: [Variable]) {
        let x = (0..<n).map { twin.variable("\(name)x\($0)") }, w = (0..<n).map { twin.variable("\(name)w\($0)") }
        var rows: [Constraint] = [x[0] == 0, x[n - 1] + w[n - 1] == end]
        for k in 1..<n { rows += [x[k] == x[k - 1] + w[k - 1], w[k] == w[0]] }
        twin.both { try $0.add(rows) }
        return (x, w)
    }

    @Test("three equal widths filling 100 resolve directly through one parameter: each 100 / 3, x2 = 200 / 3")
    func equalWidths() {
        let twin = DirectTwin()
        let (x, w) = row(twin, 3, end: Expression(100))
        #expect(twin.direct.isDirect)
        #expect(kinds(twin.direct).filter { $0 == DirectSystem.Step.parameter }.count == 1)
        #expect(kinds(twin.direct).filter { $0 == DirectSystem.Step.closing }.count == 1)
        // w0 = p; w1 = w2 = p; x1 = p, x2 = 2p; x2 + w2 = 3p = 100.
        #expect(abs(twin.direct[w[0]] - 100.0 / 3) <= 1e-12 && abs(twin.direct[x[2]] - 200.0 / 3) <= 1e-12)
        #expect(twin.apart(x + w).isEmpty)
    }

    @Test("two cycles in one batch, a row's widths and a column's heights, take one parameter each")
    func twoCycles() {
        let twin = DirectTwin()
        let x = (0..<2).map { twin.variable("x\($0)") }, w = (0..<2).map { twin.variable("w\($0)") }
        let y = (0..<2).map { twin.variable("y\($0)") }, h = (0..<2).map { twin.variable("h\($0)") }
        twin.both { try $0.add([x[0] == 0, x[1] == x[0] + w[0], w[1] == w[0], x[1] + w[1] == 80,
                                y[0] == 0, y[1] == y[0] + h[0], h[1] == h[0], y[1] + h[1] == 30]) }
        #expect(twin.direct.isDirect)
        #expect(kinds(twin.direct).filter { $0 == DirectSystem.Step.parameter }.count == 2)
        // 2w = 80, 2h = 30.
        #expect(twin.direct[w[1]] == 40 && twin.direct[h[1]] == 15 && twin.direct[x[1]] == 40 && twin.direct[y[1]] == 15)
        #expect(twin.apart(x + w + y + h).isEmpty)
    }

    @Test("a cycle whose closing row has no slope (w1 == w0 and w1 − w0 == 0 only) stays open: the components get it, both ways undetermined alike")
    func noSlope() {
        let twin = DirectTwin()
        let (w0, w1) = (twin.variable("w0"), twin.variable("w1"))
        twin.both { try $0.add([w1 == w0, w1 - w0 == 0]) }
        #expect(!twin.direct.isDirect)
        #expect(twin.direct.undeterminedVariables() == twin.general.undeterminedVariables())
        #expect(twin.apart([w0, w1]).isEmpty)
    }

    @Test("a suggestion replays the cycle: the row's end moved from 100 to 130 gives widths of 130 / 3, still direct")
    func replayedCycle() throws {
        let twin = DirectTwin()
        let end = twin.variable("end")
        twin.both { solver in
            try solver.addEditVariable(end, strength: .strong)
            try solver.suggestValue(100, for: end)
        }
        let (x, w) = row(twin, 3, end: Expression(end))
        #expect(twin.direct.isDirect)
        twin.both { try $0.suggestValue(130, for: end) }
        #expect(twin.direct.isDirect)
        #expect(abs(twin.direct[w[2]] - 130.0 / 3) <= 1e-12 && abs(twin.direct[x[2]] - 260.0 / 3) <= 1e-12)
        #expect(twin.apart(x + w).isEmpty)
    }

    @Test("a batch of more cycles than a batch may open goes to the components, at the same values")
    func tooManyCycles() {
        let twin = DirectTwin()
        var rows: [Constraint] = [], widths: [Variable] = []
        for k in 0...DirectSystem.maximumParameters {
            let (x0, x1, w0, w1) = (twin.variable("x0_\(k)"), twin.variable("x1_\(k)"), twin.variable("w0_\(k)"), twin.variable("w1_\(k)"))
            rows += [x0 == 0, x1 == x0 + w0, w1 == w0, x1 + w1 == Double(10 + k)]
            widths.append(w1)
        }
        twin.both { try $0.add(rows) }
        #expect(!twin.direct.isDirect)
        // Row k: 2w = 10 + k.
        #expect(widths.enumerated().allSatisfy { k, w in abs(twin.direct[w] - Double(10 + k) / 2) <= 1e-12 })
        #expect(twin.apart(widths).isEmpty)
    }
}
