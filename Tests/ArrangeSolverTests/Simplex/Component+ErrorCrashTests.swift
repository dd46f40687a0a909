import ArrangeSolver
import Testing
import TestSupport

@Suite("A batch violating many priorities at once starts from their error columns")
struct ComponentErrorCrashTests {
    /// A chain of 100 positions 10 apart from 0 (required), each also asked
    /// to be at least 5000 at strength strong and at most 3 at strength weak
    /// (all 100 violated at once: at least ``Component/errorCrashThreshold``).
    static func constraints(_ v: [Variable]) -> [Constraint] {
        var all: [Constraint] = [v[0] == 0]
        for i in 0..<99 { all.append(v[i + 1] == v[i] + 10) }
        for i in 0..<100 { all.append((v[i] >= 5000).with(.strong)); all.append((v[i] <= 3).with(.weak)) }
        return all
    }

    @Test("in one batch the required chain holds exactly: position i at 10 i, as one call each gives")
    func batchMatchesOneByOne() throws {
        let batch = Solver(), single = Solver()
        let a = (0..<100).map { batch.makeVariable("a\($0)") }, b = (0..<100).map { single.makeVariable("b\($0)") }
        try batch.add(Self.constraints(a))
        for c in Self.constraints(b) { try single.add(c) }   // one violated row per call: the dual method's pivots
        for i in 0..<100 {
            #expect(batch[a[i]] == 10 * Double(i), "a\(i)")
            #expect(single[b[i]] == batch[a[i]], "b\(i)")
        }
        #expect(SolverChecks.requiredHold(in: batch).isEmpty)
    }

    @Test("a batch that conflicts with a required constraint still names the conflict, and changes nothing")
    func conflictStillExplained() throws {
        let solver = Solver()
        let v = (0..<100).map { solver.makeVariable("v\($0)") }
        let extra = solver.makeVariable("extra")
        try solver.add(extra == 1)
        let conflict: Constraint = v[99] == 7
        #expect(throws: SolverError.self) { try solver.add(Self.constraints(v) + [conflict]) }
        #expect(solver.constraints.count == 1)
        #expect(solver[extra] == 1)
    }

    @Test("taken back, every value is bit for bit as before")
    func takenBack() throws {
        let solver = Solver()
        let v = (0..<100).map { solver.makeVariable("v\($0)") }
        try solver.add(v[0] == 1)
        let before = v.map { solver[$0].bitPattern }
        let kept = try solver.replace([], with: Array(Self.constraints(v).dropFirst())) { _ in false }
        #expect(!kept)
        #expect(v.map { solver[$0].bitPattern } == before)
    }
}

@Suite("A batch of constant changes that violates many rows keeps the factorisation, scaled")
struct ComponentErrorCrashConstantTests {
    /// 100 labels held at the root's width 343 (required), each asked to be at
    /// least as wide as its text (strong), 0 at first; then the first
    /// label's text widened to 500 alone (one violated row, a dual pivot: the
    /// basis is factorised, not left as the borders it was installed with).
    func labels() throws -> (Solver, widths: [Variable], texts: [Constraint]) {
        let solver = Solver()
        let root = solver.makeVariable("root"), ws = (0..<100).map { solver.makeVariable("w\($0)") }
        var texts = ws.map { ($0 >= 0).with(.strong) }
        try solver.add([root == 343] + ws.map { $0 == root } + texts)   // one component
        texts[0] = try solver.setConstant(-500, of: texts[0])
        return (solver, ws, texts)
    }

    @Test("every text widened past 343 in one batch, then narrowed: the widths stay 343, as one change at a time gives")
    func batchMatchesOneByOne() throws {
        let (batch, a, texts) = try labels()
        let (single, b, singleTexts) = try labels()
        var current = texts, singleCurrent = singleTexts
        // 99 rows violated at once (w_i ≥ 400 + i against w_i = 343; ≥ 64): the crash swaps their
        // error columns in. Then 300 + i: the rows with 300 + i ≤ 343 hold again, the others stay out.
        for widths in [(0..<100).map { 400 + Double($0) }, (0..<100).map { 300 + Double($0) }] {
            let new = zip(current, widths).map { $0.withConstant(-$1) }
            try batch.replaceConstants(current, with: new)
            current = new
            singleCurrent = try zip(singleCurrent, widths).map { try single.setConstant(-$1, of: $0) }
            for i in 0..<100 { #expect(batch[a[i]] == 343, "w\(i)") }
            #expect(zip(a, b).allSatisfy { batch[$0].bitPattern == single[$1].bitPattern })
            #expect(SolverChecks.requiredHold(in: batch).isEmpty)
        }
    }

    @Test("taken back, every value is bit for bit as before, and the next change is as without it")
    func takenBack() throws {
        let (solver, all, texts) = try labels()
        let before = all.map { solver[$0].bitPattern }
        let kept = try solver.replaceConstants(texts, with: texts.map { $0.withConstant(-600) }) { _ in false }
        #expect(!kept)
        #expect(all.map { solver[$0].bitPattern } == before)
        let (fresh, freshAll, freshTexts) = try labels()
        try solver.replaceConstants(texts, with: texts.map { $0.withConstant(-600) })
        try fresh.replaceConstants(freshTexts, with: freshTexts.map { $0.withConstant(-600) })
        #expect(all.map { solver[$0].bitPattern } == freshAll.map { fresh[$0].bitPattern })
        #expect(all.allSatisfy { solver[$0] == 343 })
    }
}
