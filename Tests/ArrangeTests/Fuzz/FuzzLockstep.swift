import Testing
import TestSupport
@testable import Arrange

/// The operation fuzzer run twice in this process, operation by operation,
/// each run inside its own context (a task-local setting of the solver,
/// such as its start basis or its direct mode): what the differential
/// fuzz tests share. Each run must break no invariant, the two must agree
/// on what every operation did (succeeded, threw which kind, was
/// rejected), and where their frames are further apart than 1e-9 (an
/// ambiguous layout at another vertex), every tree must violate its wishes
/// by the same amounts on every level: both are optima.
struct FuzzLockstep {
    /// Runs a step (or makes a session) inside one run's context.
    typealias Context = (() -> Void) -> Void

    let seed: UInt64
    /// The sessions: each made inside its own context.
    let sessions: [FuzzSession]
    private var generators: [FuzzGenerator]
    private let contexts: [Context]
    private(set) var reports: [FuzzReport]
    /// After how many operations the frames were bit-identical, within
    /// 1e-9, or apart (the operation and its trace line).
    private(set) var identical = 0, within = 0
    private(set) var apart: [String] = []

    init(seed: UInt64, contexts: [Context]) {
        precondition(contexts.count == 2, "a lockstep run compares two runs")
        self.seed = seed
        self.contexts = contexts
        var generators = [FuzzGenerator(seed: seed), FuzzGenerator(seed: seed)]
        var sessions: [FuzzSession] = []
        for k in 0..<2 { contexts[k]({ sessions.append(FuzzSession(specs: generators[k].specs, seed: seed)) }) }
        self.generators = generators
        self.sessions = sessions
        reports = [FuzzReport(seed: seed), FuzzReport(seed: seed)]
    }

    /// Runs `operations` operations in both, comparing frames after each;
    /// `label(k)` names run `k` in messages.
    mutating func run(_ operations: Int, label: (Int) -> String) {
        for n in 0..<operations {
            var bits: [[UInt64]] = [[], []]
            for k in 0..<2 {
                contexts[k]({
                    let op = generators[k].next(sessions[k].world, index: n)
                    reports[k].record(sessions[k].step(op, index: n))
                    bits[k] = FuzzSnapshot(sessions[k].world).frameBits
                })
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
                    #expect(agree, "seed \(seed) operation \(n), tree \(ra.name): \(ea) \(label(0)), \(eb) \(label(1))")
                }
                apart.append("\(n) \(reports[0].trace.last ?? "")")
            }
        }
    }

    /// Expects no new invariant violation in either run and the same
    /// outcome for every operation; returns how many outcomes differ.
    func expectAgreement(label: (Int) -> String) -> Int {
        let known = { (v: FuzzViolation) in FuzzReportedFailure.isReported(v) }
        for k in 0..<2 {
            #expect(reports[k].newViolations.filter { !known($0) }.isEmpty,
                    "\(label(k)): \(reports[k].newViolations.first.map { "\($0.operation): \($0.message)" } ?? "")")
        }
        // What each operation did: the trace line without its frame digest.
        let outcomes = { (report: FuzzReport) in report.trace.map { String($0.split(separator: ":").first ?? "") } }
        let differing = zip(outcomes(reports[0]), outcomes(reports[1])).filter { $0 != $1 }
        #expect(differing.isEmpty, "first difference: \(differing.first.map { "\($0.0) | \($0.1)" } ?? "")")
        return differing.count
    }

    /// The figures a run prints: operations, outcomes differing, frames.
    func figures(_ operations: Int, differing: Int) -> String {
        "\(operations) operations both ways, \(differing) outcomes differ; frames bit-identical after \(identical), within 1e-9 after \(within), "
            + "apart (equal violations per level: an ambiguous layout at another optimum) after \(apart.count)"
    }
}
