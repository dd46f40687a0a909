@testable import ArrangeSolver
import Testing
import TestSupport
@testable import Arrange

/// The operation fuzzer run in this process twice in lockstep: once with
/// the solver's direct mode on (every tree's solver starts direct, keeps a
/// resolved layout as a tape, and hands it to the simplex method on the
/// first change that needs it) and once with it off
/// (``Tuning/directResolution``: every batch on the general path). Each run
/// must break no invariant, the two must agree on what every operation did
/// (succeeded, threw which kind, was rejected), and their frames must be
/// bit-identical or within 1e-9; where they are further apart (only after a
/// materialization chose another vertex of an ambiguous layout), every
/// tree must violate its wishes by the same amounts on every level: both
/// are optima.
@Suite("The fuzzer with the direct mode on and off")
struct FuzzerDirectTests {
    @Test("seeded operations break no invariant either way, end the same way both ways, and reach the same frames or optima of the same cost",
          arguments: [UInt64(1), 2, 3, 4, 5])
    func bothModesAgree(seed: UInt64) {
        let operations = 250
        let modes = [true, false]
        var generators = [FuzzGenerator(seed: seed), FuzzGenerator(seed: seed)]
        // Every tree (and its solver) is made inside its mode, on first use.
        let sessions = modes.indices.map { k in
            Tuning.$directResolution.withValue(modes[k]) { FuzzSession(specs: generators[k].specs, seed: seed) }
        }
        var reports = [FuzzReport(seed: seed), FuzzReport(seed: seed)]
        var identical = 0, within = 0, apart: [String] = []
        for n in 0..<operations {
            // Operation by operation, the same call in each mode.
            var bits: [[UInt64]] = []
            for k in modes.indices {
                Tuning.$directResolution.withValue(modes[k]) {
                    let op = generators[k].next(sessions[k].world, index: n)
                    reports[k].record(sessions[k].step(op, index: n))
                    bits.append(FuzzSnapshot(sessions[k].world).frameBits)
                }
            }
            let (a, b) = (bits[0], bits[1])
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
                    #expect(agree, "seed \(seed) operation \(n), tree \(ra.name): \(ea) directly, \(eb) generally")
                }
                apart.append("\(n) \(reports[0].trace.last ?? "")")
            }
        }
        // The trees with constraints whose solver still resolves directly: the direct path was tried.
        let solvers = sessions[0].world.roots.compactMap { $0.ownedTree?.rawSolver }.filter { !$0.state.slots.isEmpty }
        let stillDirect = solvers.filter { $0.state.direct != nil }.count
        // The general run made no direct solver: the two runs did take the two paths.
        #expect(sessions[1].world.roots.allSatisfy { $0.ownedTree?.rawSolver.state.direct == nil })
        let known = { (v: FuzzViolation) in FuzzReportedFailure.isReported(v) }
        #expect(reports[0].newViolations.filter { !known($0) }.isEmpty, "direct: \(reports[0].newViolations.first.map { "\($0.operation): \($0.message)" } ?? "")")
        #expect(reports[1].newViolations.filter { !known($0) }.isEmpty, "general: \(reports[1].newViolations.first.map { "\($0.operation): \($0.message)" } ?? "")")
        // What each operation did: the trace line without its frame digest.
        let outcomes = { (report: FuzzReport) in report.trace.map { String($0.split(separator: ":").first ?? "") } }
        let differing = zip(outcomes(reports[0]), outcomes(reports[1])).filter { $0 != $1 }
        #expect(differing.isEmpty, "first difference: \(differing.first.map { "\($0.0) | \($0.1)" } ?? "")")
        print("fuzz seed \(seed), direct on and off: \(operations) operations both ways, \(differing.count) outcomes differ; frames bit-identical after \(identical), within 1e-9 after \(within), apart (equal violations per level: an ambiguous layout at another optimum) after \(apart.count); at the end \(stillDirect) of \(solvers.count) trees with constraints still direct")
    }
}
