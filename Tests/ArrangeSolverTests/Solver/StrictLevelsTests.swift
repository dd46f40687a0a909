import ArrangeSolver
import Testing
import TestSupport

/// Strict levels (the Cassowary paper's lexicographic objective): a higher
/// level is never traded for any amount of lower ones; weights add up
/// inside a level; kiwi's numeric strengths keep kiwi's single weighted sum.
@Suite("Strict levels")
struct StrictLevelsTests {
    /// nucleic/kiwi issue #28: `w == 1 | 1001`, `w == 2 | 1002`, `w == 3 | 1003`,
    /// `w == 4 | 1004`. kiwi answers 3: the three lower weights add up to more
    /// than the highest (kiwi's maintainers: "you need large variations in
    /// weights"). As strict levels, the highest one holds: w = 4.
    @Test("kiwi #28: the highest of four neighbouring levels holds exactly")
    func kiwi28Strict() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add([(w == 1).with(.level(1001)), (w == 2).with(.level(1002)), (w == 3).with(.level(1003)), (w == 4).with(.level(1004))])
        #expect(solver[w] == 4)
    }

    @Test("kiwi #28 with kiwi's numeric strengths gives kiwi's answer, 3")
    func kiwi28Numeric() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        // |w−1|·1001 + |w−2|·1002 + |w−3|·1003 + |w−4|·1004 is least at w = 3
        // (the weighted median: 1001 + 1002 + 1003 > 1004).
        try solver.add([(w == 1).with(Strength(value: 1001)), (w == 2).with(Strength(value: 1002)),
                        (w == 3).with(Strength(value: 1003)), (w == 4).with(Strength(value: 1004))])
        #expect(solver[w] == 3)
    }

    /// nucleic/kiwi issue #33: A `v >= 100` at 501, B `v == 90` at 500;
    /// adding C `v == 10` at 10 makes kiwi answer 90 (B + C outweigh A).
    /// Strictly, A holds whatever lower levels want: v = 100.
    @Test("kiwi #33: a lower constraint cannot help another lower one beat a higher one")
    func kiwi33Strict() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.add([(v >= 100).with(.level(501)), (v == 90).with(.level(500))])
        #expect(solver[v] == 100)
        try solver.add((v == 10).with(.level(10)))
        #expect(solver[v] == 100)
    }

    @Test("kiwi #33 with kiwi's medium-digit strengths gives kiwi's answer, 90")
    func kiwi33Numeric() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        let strength = { (p: Double) in Strength(strong: 0, medium: 1, weak: 0, weight: p) }
        try solver.add([(v >= 100).with(strength(501)), (v == 90).with(strength(500)), (v == 10).with(strength(10))])
        #expect(solver[v] == 90)
    }

    @Test("weights add up inside a level: two at weight 1 outweigh one")
    func weightsAddInsideALevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add([(x == 0).with(.level(5)), (x == 0).with(.level(5)), (x == 30).with(.level(5))])
        #expect(solver[x] == 0)
        let y = solver.makeVariable("y")
        try solver.add([(y == 0).with(.level(5)), (y == 30).with(.level(5, weight: 3))])
        #expect(solver[y] == 30)
    }

    @Test("a strict level beats kiwi's strongest numeric strength")
    func strictBeatsNumeric() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add([(x == 1).with(.level(1)), (x == 2).with(Strength(strong: 1000, medium: 1000, weak: 999))])
        #expect(solver[x] == 1)
    }

    @Test("a lower level decides among the optima of the higher ones")
    func lowerLevelBreaksTies() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        // Level 9 only wants x + y == 10; level 3 then wants x == 7 exactly,
        // and level 1's wish y == 100 may only use what level 3 leaves: y = 3.
        try solver.add([(x + y == 10).with(.level(9)), (x == 7).with(.level(3)), (y == 100).with(.level(1))])
        #expect(solver[x] == 7 && solver[y] == 3)
    }

    @Test("edits on a strict level re-solve incrementally and keep higher levels first")
    func editsOnLevels() throws {
        let solver = Solver()
        let (left, width, right) = (solver.makeVariable("left"), solver.makeVariable("width"), solver.makeVariable("right"))
        try solver.add([left == 0, right == left + width, (width >= 100).with(.level(750)), (width == 40).with(.level(250))])
        try solver.addEditVariable(right, strength: .level(500))
        for target in [300.0, 80, 20, 150, 100, 60] {
            try solver.suggestValue(target, for: right)
            // 750 keeps width ≥ 100, then the edit (500) wants right == target, then 250 wants 40.
            #expect(solver[width] == max(100, target), "target \(target)")
        }
    }

    @Test("removing the top level lets the next one decide")
    func removingALevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let top = (x == 50).with(.level(900))
        try solver.add([top, (x == 20).with(.level(100)), (x == 10).with(.level(100)), (x == 10).with(.level(100))])
        #expect(solver[x] == 50)
        try solver.remove(top)
        #expect(solver[x] == 10)
        try solver.add((x == 70).with(.level(950)))
        #expect(solver[x] == 70)
    }

    @Test("components with different levels merge and keep the lexicographic optimum")
    func mergingComponents() throws {
        let solver = Solver()
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        try solver.add([(a == 10).with(.level(300)), (a == 0).with(.level(100))])
        try solver.add([(b == 5).with(.level(200)), (b == 50).with(.level(400))])
        #expect(solver[a] == 10 && solver[b] == 50)
        // Linking them: a == b must hold; level 400 wins (b = 50), then 300 has nothing left.
        try solver.add(a == b)
        #expect(solver[a] == 50 && solver[b] == 50)
        let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("a failed required add on a many-level component leaves it bit for bit as it was")
    func failedAddChangesNothing() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add([x == y + 1, (x == 3).with(.level(7)), (y == 9).with(.level(2)), x <= 100])
        let before = solver.debugDescription
        let values = (solver[x], solver[y])
        // A new level (5) arrives with a required conflict.
        #expect(throws: SolverError.self) { try solver.add([(y == 4).with(.level(5)), x >= 200]) }
        #expect(solver.debugDescription == before)
        #expect(solver[x] == values.0 && solver[y] == values.1)
    }
}
