import ArrangeSolver
import Testing
import TestSupport

/// The benchmark's shapes in miniature, where the reference can check every
/// step: a flexible chain squeezed and stretched by a strong edit, and a
/// small grid resized in both directions.
@Suite("Layout-shaped systems")
struct LayoutShapedTests {
    /// chain-flex/n: widths want 100 (weak), at least 10 (required); the
    /// container's width `cw` is a strong edit variable.
    func flexChain(_ n: Int, in s: Solver) -> (cw: Variable, constraints: [Constraint]) {
        let (cl, cw) = (s.makeVariable("cl"), s.makeVariable("cw"))
        let ls = (0..<n).map { s.makeVariable("l\($0)") }, ws = (0..<n).map { s.makeVariable("w\($0)") }
        var cs = [cl == 0]
        for i in 0..<n {
            cs += [ws[i] >= 10, (ws[i] == 100).with(.weak), i == 0 ? ls[0] == cl + 20 : ls[i] == ls[i - 1] + ws[i - 1] + 8]
        }
        cs.append(ls[n - 1] + ws[n - 1] == cl + cw - 20)
        return (cw, cs)
    }

    @Test("a flexible chain follows drags and jumps of its container optimally", arguments: 1...4)
    func flexChainResizes(n: Int) throws {
        let solver = Solver()
        let (cw, cs) = flexChain(n, in: solver)
        try solver.addEditVariable(cw, strength: .strong)
        try solver.suggestValue(100 * Double(n), for: cw)
        try solver.add(cs)
        var rng = SeededGenerator(seed: UInt64(n))
        var targets = (1...20).map { 100 * Double(n) + 10 * Double($0) }  // a drag
        targets += (0..<20).map { _ in Double(Int.random(in: 0...(250 * n), using: &rng)) }  // jumps, some too small to fit
        for target in targets {
            try solver.suggestValue(target, for: cw)
            let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver, edits: [(cw, target, .strong)])
            #expect(problems.isEmpty, "cw → \(target): \(problems)")
        }
    }

    @Test("a 2 × 2 grid resized in both directions stays optimal")
    func gridResizes() throws {
        let s = Solver()
        let (cl, ct, cw, ch) = (s.makeVariable("cl"), s.makeVariable("ct"), s.makeVariable("cw"), s.makeVariable("ch"))
        let cell = { (p: String) in (0..<2).map { r in (0..<2).map { c in s.makeVariable("\(p)\(r)\(c)") } } }
        let (L, T, W, H) = (cell("l"), cell("t"), cell("w"), cell("h"))
        var cs = [cl == 0, ct == 0]
        for i in 0..<2 {
            for j in 0..<2 {
                cs += [W[i][j] >= 10, H[i][j] >= 10, (W[i][j] == 50).with(.weak), (H[i][j] == 30).with(.weak)]
                cs.append(j == 0 ? L[i][j] == cl + 20 : L[i][j] == L[i][j - 1] + W[i][j - 1] + 8)
                cs.append(i == 0 ? T[i][j] == ct + 20 : T[i][j] == T[i - 1][j] + H[i - 1][j] + 8)
                if j > 0 { cs.append(T[i][j] == T[i][0]) }
                if i > 0 { cs.append(L[i][j] == L[0][j]) }
                if j == 1 { cs.append(L[i][j] + W[i][j] <= cl + cw - 20) }
                if i == 1 { cs.append(T[i][j] + H[i][j] <= ct + ch - 20) }
            }
        }
        try s.addEditVariable(cw, strength: .strong)
        try s.addEditVariable(ch, strength: .strong)
        try s.add(cs)
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<25 {
            let (w, h) = (Double(Int.random(in: 40...200, using: &rng)), Double(Int.random(in: 40...150, using: &rng)))
            try s.suggestValue(w, for: cw)
            try s.suggestValue(h, for: ch)
            let problems = SolverChecks.requiredHold(in: s) + SolverChecks.optimal(s, edits: [(cw, w, .strong), (ch, h, .strong)])
            #expect(problems.isEmpty, "cw → \(w), ch → \(h): \(problems)")
        }
    }

    @Test("independent containers do not disturb each other")
    func independentContainers() throws {
        let solver = Solver()
        let a = flexChain(3, in: solver), b = flexChain(3, in: solver)
        try solver.addEditVariable(a.cw, strength: .strong)
        try solver.addEditVariable(b.cw, strength: .strong)
        try solver.add(a.constraints + b.constraints)
        try solver.suggestValue(400, for: a.cw)
        try solver.suggestValue(200, for: b.cw)
        let bValues = b.constraints.flatMap { $0.expression.terms.map(\.variable) }.map { solver[$0].bitPattern }
        for target in stride(from: 300.0, through: 500, by: 25) {
            try solver.suggestValue(target, for: a.cw)
            #expect(b.constraints.flatMap { $0.expression.terms.map(\.variable) }.map { solver[$0].bitPattern } == bValues)
        }
        try solver.remove(a.constraints)
        #expect(b.constraints.flatMap { $0.expression.terms.map(\.variable) }.map { solver[$0].bitPattern } == bValues)
    }
}
