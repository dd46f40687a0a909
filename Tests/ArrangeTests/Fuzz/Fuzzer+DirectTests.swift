@testable import ArrangeSolver
import Testing
import TestSupport
@testable import Arrange

/// The operation fuzzer run in this process twice in lockstep
/// (``FuzzLockstep``): once with the solver's direct mode on (every tree's
/// solver starts direct, keeps a resolved layout as a tape, and hands it to
/// the simplex method on the first change that needs it) and once with it
/// off (``Tuning/directResolution``: every batch on the general path).
@Suite("The fuzzer with the direct mode on and off")
struct FuzzerDirectTests {
    @Test("seeded operations break no invariant either way, end the same way both ways, and reach the same frames or optima of the same cost",
          arguments: [UInt64(1), 2, 3, 4, 5])
    func bothModesAgree(seed: UInt64) {
        let operations = 250
        // Every tree (and its solver) is made inside its mode, on first use.
        var lockstep = FuzzLockstep(seed: seed, contexts: [true, false].map { mode in { body in Tuning.$directResolution.withValue(mode, operation: body) } })
        let label = { (k: Int) in k == 0 ? "directly" : "generally" }
        lockstep.run(operations, label: label)
        // The trees with constraints whose solver still resolves directly: the direct path was tried.
        let solvers = lockstep.sessions[0].world.roots.compactMap { $0.ownedTree?.rawSolver }.filter { !$0.state.slots.isEmpty }
        let stillDirect = solvers.filter { $0.state.direct != nil }.count
        // The general run made no direct solver: the two runs did take the two paths.
        #expect(lockstep.sessions[1].world.roots.allSatisfy { $0.ownedTree?.rawSolver.state.direct == nil })
        let differing = lockstep.expectAgreement(label: label)
        print("fuzz seed \(seed), direct on and off: \(lockstep.figures(operations, differing: differing)); at the end \(stillDirect) of \(solvers.count) trees with constraints still direct")
    }
}
