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
