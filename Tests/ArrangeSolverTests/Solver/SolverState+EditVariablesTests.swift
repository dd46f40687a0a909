@testable import ArrangeSolver
import Testing

@Suite("Edit variables wait until the next change or read, then go in with it")
struct SolverStateEditVariablesTests {
    @Test("an edit variable is pending until flushed, keeps the value suggested meanwhile, then holds it")
    func pendingUntilFlushed() throws {
        var state = SolverState()
        let w = state.makeVariable("w")
        try state.addEditVariable(w, strength: .strong)
        #expect(state.pendingEdits == [w] && state.edits[w]?.slot == nil)
        try state.suggestValue(120, for: w)            // pending: only the value is kept
        #expect(state.edits[w]?.value == 120 && state.values[w.id] == 0)
        state.flushPendingEdits()
        #expect(state.pendingEdits.isEmpty && state.edits[w]?.slot != nil)
        #expect(state.values[w.id] == 120)
        try state.suggestValue(80, for: w)             // installed: the solver moves it
        #expect(state.values[w.id] == 80)
        try state.removeEditVariable(w)
        #expect(state.edits[w] == nil && state.installedConstraints().isEmpty)
    }
}
