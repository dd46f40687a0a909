import ArrangeSolver
import Testing
import TestSupport

@Suite("A batch starts from the basis its rows resolve")
struct ComponentResolutionTests {
    /// `text/N` in miniature: N labels stacked from 16 below the top, 8
    /// apart, the content height `H` 16 below the last, wished 0 (weak);
    /// each label's height `h` at most its measure (hugging, medium) and
    /// at least it (compression resistance, strong).
    static func column(_ n: Int, measures m: [Double], in s: Solver) -> (tops: [Variable], heights: [Variable], content: Variable, constraints: [Constraint]) {
        let tops = (0..<n).map { s.makeVariable("t\($0)") }, heights = (0..<n).map { s.makeVariable("h\($0)") }
        let content = s.makeVariable("H")
        var cs: [Constraint] = [(content == 0).with(.weak), tops[0] == 16]
        for i in 1..<n { cs.append(tops[i] == tops[i - 1] + heights[i - 1] + 8) }
        cs.append(content == tops[n - 1] + heights[n - 1] + 16)
        for i in 0..<n { cs += [(heights[i] <= m[i]).with(.medium), (heights[i] >= m[i]).with(.strong)] }
        return (tops, heights, content, cs)
    }

    @Test("a column of 100 measured labels is optimal as resolved: no pivot, each label at its measure")
    func columnNeedsNoPivot() throws {
        let n = 100
        let m = (0..<n).map { Double(17 * (1 + $0 % 3)) }   // 17, 34, 51, …
        let solver = Solver()
        let (tops, heights, content, cs) = Self.column(n, measures: m, in: solver)
        try solver.add(cs)
        #expect(solver.pivotCount == 0)
        // t0 = 16, t(i+1) = t(i) + m(i) + 8; H = t99 + m99 + 16.
        var top = 16.0
        for i in 0..<n {
            #expect(solver[tops[i]] == top, "t\(i)")
            #expect(solver[heights[i]] == m[i], "h\(i)")
            top += m[i] + 8
        }
        // Σ m = 33 × (17 + 34 + 51) + 17 = 3383; H = 16 + 3383 + 99 × 8 + 16 = 4207.
        #expect(solver[content] == 4207)
        #expect(SolverChecks.requiredHold(in: solver).isEmpty && SolverChecks.optimal(solver).isEmpty)
    }

    @Test("with the switch off the same column takes the crash's pivots to the same values")
    func switchForcesTheCrash() throws {
        let n = 100
        let m = (0..<n).map { Double(17 * (1 + $0 % 3)) }
        let resolved = Solver(), crashed = Solver()
        let a = Self.column(n, measures: m, in: resolved), b = Self.column(n, measures: m, in: crashed)
        try resolved.add(a.constraints)
        try Tuning.$resolvedStartRows.withValue(.max) { try crashed.add(b.constraints) }
        #expect(resolved.pivotCount == 0 && crashed.pivotCount > 0)
        for i in 0..<n { #expect(crashed[b.heights[i]] == resolved[a.heights[i]] && crashed[b.tops[i]] == resolved[a.tops[i]], "label \(i)") }
        #expect(crashed[b.content] == resolved[a.content])
    }

    @Test("a required row that the resolved values break leaves the conflict to the dual method, which names it")
    func brokenRequiredRowIsStillAConflict() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add((x == 5).with(.weak))
        let cs: [Constraint] = [y == 10, x == y + 1, x <= 3]
        #expect(throws: SolverError.self) { try Tuning.$resolvedStartRows.withValue(2) { try solver.add(cs) } }
        #expect(solver.constraints.count == 1 && solver[x] == 5)
    }

    @Test("a losing wish with its error basic is priced: a weaker row it beats moves the optimum (x from 0 to 40)")
    func losingWishIsPriced() throws {
        // y == 40 (medium) fixes y first, x == y (required); x == 0 (weak) loses
        // with its error basic at 40, and x <= 100 (weak) holds with its slack at 60.
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try Tuning.$resolvedStartRows.withValue(2) {
            try solver.add([(x == 0).with(.weak), (y == 40).with(.medium), x == y, (x <= 100).with(.weak)])
        }
        #expect(solver.pivotCount == 0)
        #expect(solver[x] == 40 && solver[y] == 40)
        #expect(SolverChecks.optimal(solver).isEmpty)
    }

    @Test("a wall further out than a label's measure does not stretch it: the label keeps its measure, 120, with no pivot")
    func wallDoesNotStretch() throws {
        // x = 52, the accessory's left a = 339; label.right ≤ a (level 900),
        // w ≥ 120 (750), w ≤ 120 (250): the range [120, 120] within w ≤ 287.
        let solver = Solver()
        let (x, w, a) = (solver.makeVariable("x"), solver.makeVariable("w"), solver.makeVariable("a"))
        try Tuning.$resolvedStartRows.withValue(2) {
            try solver.add([x == 52, a == 339, (x + w <= a).with(.level(900)), (w >= 120).with(.level(750)), (w <= 120).with(.level(250))])
        }
        #expect(solver[w] == 120 && solver.pivotCount == 0)
        #expect(SolverChecks.optimal(solver).isEmpty)
    }

    /// Adds `system` to a fresh solver in one batch, every group whose
    /// crash leaves a value out of bounds resolved, or every group crashed, and returns its values, whether they are
    /// unique, and what the reference finds wrong.
    static func solve(_ system: SystemSpec, resolving: Bool) throws -> (values: [Double], unique: Bool, problems: [String]) {
        try Tuning.$resolvedStartRows.withValue(resolving ? 2 : .max) {
            let solver = Solver()
            let (variables, constraints) = system.instantiate(in: solver)
            try solver.add(constraints)
            let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
            return (variables.map { solver[$0] }, solver.undeterminedVariables().isEmpty, problems)
        }
    }

    @Test("random systems in one batch: both starts reach the reference optimum, and the same values where they are unique",
          arguments: propertySeeds(100))
    func differential(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 70_000 + seed)
        let small = seed % 2 == 0
        let system = (small ? SystemGenerator() : SystemGenerator(variables: 8...14, rows: 12...24, requiredShare: 0.4)).feasible(using: &rng)
        let resolved = try Self.solve(system, resolving: true), crashed = try Self.solve(system, resolving: false)
        #expect(resolved.problems.isEmpty, "resolved: \(resolved.problems)\n\(system)")
        #expect(crashed.problems.isEmpty, "crashed: \(crashed.problems)\n\(system)")
        #expect(resolved.unique == crashed.unique, "\(system)")
        if resolved.unique && crashed.unique {
            for (i, (a, b)) in zip(resolved.values, crashed.values).enumerated() {
                #expect(abs(a - b) <= 1e-9 * max(1, abs(a)), "x\(i): \(a) resolved, \(b) crashed\n\(system)")
            }
        }
    }
}
