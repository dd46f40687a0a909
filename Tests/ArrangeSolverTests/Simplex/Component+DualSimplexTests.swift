@testable import ArrangeSolver
import Testing

@Suite("The dual simplex on a component just installed")
struct ComponentDualSimplexTests {
    @Test("a long group bordered on is factorised before the dual simplex pivots, and the pivots reach the optimum")
    func longBordersRefactorBeforePivots() throws {
        // chain-flex/100 with the container's width required: lᵢ₊₁ = lᵢ + wᵢ + 8,
        // l₀ = cl + 20, l₉₉ + w₉₉ = cl + cw − 20, wᵢ ≥ 10, wᵢ == 100 (weak).
        // Natural width 20 + 100·100 + 8·99 + 20 = 10,832 against cw = 10,000:
        // the crash keeps every width at 100, the right edge is infeasible, and
        // the dual simplex pivots until the widths give up 832 in all.
        var state = SolverState()
        let n = 100
        let cl = state.makeVariable("cl"), cw = state.makeVariable("cw")
        let ls = (0..<n).map { state.makeVariable("l\($0)") }, ws = (0..<n).map { state.makeVariable("w\($0)") }
        var cs = [cl == 0, cw == 10_000]
        for i in 0..<n {
            cs.append(ws[i] >= 10)
            cs.append((ws[i] == 100).with(.weak))
            cs.append(i == 0 ? ls[0] == cl + 20 : ls[i] == ls[i - 1] + ws[i - 1] + 8)
        }
        cs.append(ls[n - 1] + ws[n - 1] == cl + cw - 20)
        try state.update(removing: [], adding: cs)
        let chain = try #require(state.components.compactMap { $0 }.max { $0.rowCount < $1.rowCount })
        #expect(chain.rowCount > 64)
        // Bordered on at install (no LU), then factorised for the pivots.
        #expect(chain.factor?.isLongBorderBase == false)
        #expect((chain.factor?.lu.size ?? 0) > 0)
        let value = { (v: Variable) in state.values[v.id] }
        let shrink = ws.reduce(0.0) { $0 + (100 - value($1)) }
        #expect(Swift.abs(shrink - 832) < 1e-9)
        for i in 0..<n {
            #expect(value(ws[i]) >= 10 - 1e-9 && value(ws[i]) <= 100 + 1e-9)
            let left = i == 0 ? 20 : value(ls[i - 1]) + value(ws[i - 1]) + 8
            #expect(Swift.abs(value(ls[i]) - left) < 1e-9)
        }
        #expect(Swift.abs(value(ls[n - 1]) + value(ws[n - 1]) - 9_980) < 1e-9)
    }
}
