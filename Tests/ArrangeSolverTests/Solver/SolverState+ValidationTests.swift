@testable import ArrangeSolver
import Testing

@Suite("An update is checked before it touches anything")
struct SolverStateValidationTests {
    @Test("a constraint repeated in a batch is named, its first repeat, whether the batch is checked pair by pair or through a set of addresses")
    func repeatsInBatches() {
        for n in [3, Tuning.pairwiseRepeatCheck, Tuning.pairwiseRepeatCheck + 1, 60, 1000] {
            // Rows 0…n−1, then row 1 and row 0 again: row 1 repeats first (batch order).
            var (state, _, rows) = SolverState.solitaryRows(n)
            let batch = rows + [rows[1], rows[0]]
            var named: Constraint?
            do throws(SolverError) {
                try state.update(removing: [], adding: batch)
            } catch {
                if case let .duplicateConstraint(c) = error { named = c }
            }
            #expect(named === rows[1], "batch of \(batch.count)")
            #expect(state.records.isEmpty && state.components.isEmpty)
            // Without the repeats, the same batch installs.
            #expect(throws: Never.self) { try state.update(removing: [], adding: rows) }
            #expect(state.records.count == n)
        }
    }

    @Test("a repeat anywhere in a small batch is found and named, at every pair of positions (the address filter only skips what cannot repeat)")
    func repeatsAtEveryPosition() {
        let n = Tuning.pairwiseRepeatCheck
        for i in 0..<n {
            for j in (i + 1)..<n {
                // Position j holds row i again: its first repeat in batch order.
                var (state, _, rows) = SolverState.solitaryRows(n)
                var batch = rows
                batch[j] = rows[i]
                var named: Constraint?
                do throws(SolverError) {
                    try state.update(removing: [], adding: batch)
                } catch {
                    if case let .duplicateConstraint(c) = error { named = c }
                }
                #expect(named === rows[i], "row \(i) again at \(j)")
                #expect(state.records.isEmpty && state.components.isEmpty)
            }
        }
    }
}
