import ArrangeSolver
import Testing
import TestSupport

@Suite("Many right-hand sides changed in one call move the values with one solve")
struct ComponentRightHandSidesTests {
    /// A list of 60 items stacked from 16: y0 == 16, y{i+1} == y{i} + h{i} + 8,
    /// each height held at 17 at strength strong (both ways, as a label's
    /// intrinsic height), the bottom b == y59 + h59 + 16.
    func list() throws -> (Solver, ys: [Variable], hs: [Variable], bottom: Variable, heights: [Constraint]) {
        let solver = Solver()
        let ys = (0..<60).map { solver.makeVariable("y\($0)") }, hs = (0..<60).map { solver.makeVariable("h\($0)") }
        let bottom = solver.makeVariable("bottom")
        var constraints: [Constraint] = [ys[0] == 16, bottom == ys[59] + hs[59] + 16]
        for i in 0..<59 { constraints.append(ys[i + 1] == ys[i] + hs[i] + 8) }
        let heights = hs.flatMap { [($0 <= 17).with(.strong), ($0 >= 17).with(.strong)] }
        try solver.add(constraints + heights)
        return (solver, ys, hs, bottom, heights)
    }

    @Test("every height changed at once (17 × lines, lines 1 to 4 in turn): each item moves by the heights above it, exactly")
    func allHeights() throws {
        let (solver, ys, hs, bottom, heights) = try list()
        let stacked: Double = 16 + 60 * 17 + 59 * 8 + 16
        #expect(solver[bottom] == stacked)
        let lines = (0..<60).map { Double(1 + $0 % 4) }
        let new = heights.enumerated().map { n, c in c.withConstant(-17 * lines[n / 2]) }
        try solver.replaceConstants(heights, with: new)
        // y_i = 16 + Σ_{j<i} (17 lines_j + 8); every term an integer, so the sums are exact.
        var y = 16.0
        for i in 0..<60 {
            #expect(solver[ys[i]] == y, "y\(i)")
            #expect(solver[hs[i]] == 17 * lines[i], "h\(i)")
            y += 17 * lines[i] + 8
        }
        #expect(solver[bottom] == y - 8 + 16)
        #expect(SolverChecks.requiredHold(in: solver).isEmpty)
    }

    @Test("taken back, every value is bit for bit as before")
    func takenBack() throws {
        let (solver, ys, hs, bottom, heights) = try list()
        let all = ys + hs + [bottom]
        let before = all.map { solver[$0].bitPattern }
        let new = heights.map { $0.withConstant(-51) }
        let kept = try solver.replaceConstants(heights, with: new) { _ in false }
        #expect(!kept)
        #expect(all.map { solver[$0].bitPattern } == before)
        #expect(heights.allSatisfy(solver.contains))
    }
}
