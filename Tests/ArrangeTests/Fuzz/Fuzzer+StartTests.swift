import ArrangeSolver
import Testing
import TestSupport
@testable import Arrange

/// The operation fuzzer run in this process with each of the solver's two
/// start bases forced (``Tuning/resolvedStartRows``): every group of several
/// rows whose crash leaves a value out of bounds resolved (2), and every
/// group crashed (`Int.max`), operation by operation. Each run must break
/// no invariant, the two must agree on what every operation did (succeeded,
/// threw which kind, was rejected), and where their frames differ (an
/// ambiguous layout: random trees often are) every tree must violate its
/// wishes by the same amounts on every level: both are optima.
@Suite("The fuzzer from either start basis")
struct FuzzerStartTests {
    @Test("seeded operations break no invariant from either start, end the same way both ways, and reach optima of the same cost",
          arguments: [UInt64(1), 2, 3, 4, 5])
    func bothStartsAgree(seed: UInt64) {
        let operations = 250
        var generators = [FuzzGenerator(seed: seed), FuzzGenerator(seed: seed)]
        let sessions = [FuzzSession(specs: generators[0].specs, seed: seed), FuzzSession(specs: generators[1].specs, seed: seed)]
        var reports = [FuzzReport(seed: seed), FuzzReport(seed: seed)]
        var identical = 0, within = 0, apart: [String] = []
        for n in 0..<operations {
            // Operation by operation, the same call from each start (resolved where the crash fails, crashed).
            for (k, rows) in [2, Int.max].enumerated() {
                let op = generators[k].next(sessions[k].world, index: n)
                let step = Tuning.$resolvedStartRows.withValue(rows) { sessions[k].step(op, index: n) }
                reports[k].record(step)
            }
            let a = FuzzSnapshot(sessions[0].world).frameBits, b = FuzzSnapshot(sessions[1].world).frameBits
            if a == b {
                identical += 1
            } else if a.count == b.count && zip(a, b).allSatisfy({ x, y in
                let (u, v) = (Double(bitPattern: x), Double(bitPattern: y))
                return abs(u - v) <= 1e-9 * max(1, abs(u)) }) {
                within += 1
            } else {
                // Frames apart: only where the layout is ambiguous, each tree's
                // violations per level then the same both ways (two optima).
                for (ra, rb) in zip(sessions[0].world.roots, sessions[1].world.roots) {
                    guard let ta = ra.ownedTree, let tb = rb.ownedTree else { continue }
                    let ea = weightedErrors(ta.solver.constraints, values: { ta.solver[$0] })
                    let eb = weightedErrors(tb.solver.constraints, values: { tb.solver[$0] })
                    let agree = ea.count == eb.count && zip(ea, eb).allSatisfy { $0.level == $1.level && objectivesAgree($0.value, $1.value) }
                    #expect(agree, "seed \(seed) operation \(n), tree \(ra.name): \(ea) resolved, \(eb) crashed")
                }
                apart.append("\(n) \(reports[0].trace.last ?? "")")
            }
        }
        let known = { (v: FuzzViolation) in FuzzReportedFailure.isReported(v) }
        #expect(reports[0].newViolations.filter { !known($0) }.isEmpty, "resolved: \(reports[0].newViolations.first.map { "\($0.operation): \($0.message)" } ?? "")")
        #expect(reports[1].newViolations.filter { !known($0) }.isEmpty, "crashed: \(reports[1].newViolations.first.map { "\($0.operation): \($0.message)" } ?? "")")
        // What each operation did: the trace line without its frame digest.
        let outcomes = { (report: FuzzReport) in report.trace.map { String($0.split(separator: ":").first ?? "") } }
        let differing = zip(outcomes(reports[0]), outcomes(reports[1])).filter { $0 != $1 }
        #expect(differing.isEmpty, "first difference: \(differing.first.map { "\($0.0) | \($0.1)" } ?? "")")
        print("fuzz seed \(seed): \(operations) operations both ways, \(differing.count) outcomes differ; frames bit-identical after \(identical), within 1e-9 after \(within), apart (equal violations per level: an ambiguous layout at another optimum) after \(apart.count)")
    }
}
