@testable import ArrangeSolver
import Testing

@Suite("The solver's thresholds agree with the structures they size")
struct TuningTests {
    @Test("a group bordered on in order fits one 64-bit dependency mask per row, and a dense block is no longer than that")
    func borderOrderFitsItsMask() {
        #expect(Tuning.longBorderRows == UInt64.bitWidth)
        #expect(Tuning.blockBorderRows <= Tuning.longBorderRows)
    }

    @Test("a batch checked pair by pair makes at most 276 comparisons (24 × 23 / 2)")
    func pairwiseComparisons() {
        let n = Tuning.pairwiseRepeatCheck
        #expect(n * (n - 1) / 2 == 276)
    }

    @Test("a full shared component of one-row groups is small enough for the workspace to keep as a spare")
    func sharedComponentIsSpareSized() throws {
        var (state, _, batch) = SolverState.solitaryRows(Tuning.sharedComponentRows)
        try state.update(removing: [], adding: batch)
        let full = state.components.compactMap { $0 }.filter { $0.rowCount == Tuning.sharedComponentRows }
        #expect(full.count == 1)
        for c in full { #expect(c.storageBytes <= Tuning.spareComponentBytes) }
    }
}
