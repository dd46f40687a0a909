@testable import ArrangeSolver
import Testing

@Suite("An update removes and adds atomically, and an undoable one is taken back bit for bit")
struct SolverStateUpdateTests {
    /// Values, components, variable tables and installed constraints (by
    /// identity) equal: what a test can compare in any build configuration.
    func sameContent(_ a: SolverState, _ b: SolverState) -> Bool {
        a.values == b.values && a.components == b.components && a.variableComponent == b.variableComponent
            && a.variableColumn == b.variableColumn
            && a.installedConstraints().map(ObjectIdentifier.init) == b.installedConstraints().map(ObjectIdentifier.init)
    }

    @Test("an undoable pure addition keeps journals, an undoable replacement a copy, and each undo restores the state")
    func undoByJournalOrCopy() throws {
        // x == 10 installed; then x + y == 30 added (y = 20), or x == 10 replaced by x == 5.
        var state = SolverState()
        let x = state.makeVariable("x"), y = state.makeVariable("y")
        let fixX = Constraint(Expression(x), .equal, Expression(10))
        try state.update(removing: [], adding: [fixX])
        let before = state
        let sum = Constraint(Expression(x) + Expression(y), .equal, Expression(30))
        let added = try state.update(removing: [], adding: [sum], undoable: true)
        guard case .journals = added else { Issue.record("a pure addition should keep journals"); return }
        #expect(state.values[y.id] == 20)
        state.undo(added)
        #expect(sameContent(state, before))
        let moveX = Constraint(Expression(x), .equal, Expression(5))
        let replaced = try state.update(removing: [fixX], adding: [moveX], undoable: true)
        guard case .copy = replaced else { Issue.record("a replacement should keep a copy"); return }
        #expect(state.values[x.id] == 5)
        state.undo(replaced)
        #expect(sameContent(state, before) && state.values[x.id] == 10)
    }
}
