import ArrangeSolver
import Testing
import TestSupport
@testable import Arrange

/// The operation fuzzer run in this process with each of the solver's two
/// start bases forced (``Tuning/resolvedStartRows``), in lockstep
/// (``FuzzLockstep``): every group of several rows whose crash leaves a
/// value out of bounds resolved (2), and every group crashed (`Int.max`),
/// operation by operation. Where their frames differ (an ambiguous layout:
/// random trees often are) both must be optima of the same cost.
@Suite("The fuzzer from either start basis")
struct FuzzerStartTests {
    @Test("seeded operations break no invariant from either start, end the same way both ways, and reach optima of the same cost",
          arguments: [UInt64(1), 2, 3, 4, 5])
    func bothStartsAgree(seed: UInt64) {
        let operations = 250
        // The general path, so that the start bases are what the two runs choose between.
        var lockstep = FuzzLockstep(seed: seed, contexts: [2, Int.max].map { rows in
            { body in Tuning.$directResolution.withValue(false) { Tuning.$resolvedStartRows.withValue(rows, operation: body) } }
        })
        let label = { (k: Int) in k == 0 ? "resolved" : "crashed" }
        lockstep.run(operations, label: label)
        let differing = lockstep.expectAgreement(label: label)
        print("fuzz seed \(seed): \(lockstep.figures(operations, differing: differing))")
    }
}
