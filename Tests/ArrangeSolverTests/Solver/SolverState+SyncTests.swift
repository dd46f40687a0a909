@testable import ArrangeSolver
import Testing

@Suite("The state's tables follow a component's columns, rows and values")
struct SolverStateSyncTests {
    @Test("syncing a component re-reads its variables' values and re-points its records at their rows")
    func syncRestoresTables() throws {
        // a == 3, b == a + 4: one component, a = 3, b = 7.
        var state = SolverState()
        let a = state.makeVariable("a"), b = state.makeVariable("b")
        let rows = [Constraint(Expression(a), .equal, Expression(3)),
                    Constraint(Expression(b), .equal, Expression(a) + Expression(4))]
        try state.update(removing: [], adding: rows)
        let k = Int(state.variableComponent[a.id])
        #expect(k >= 0 && Int(state.variableComponent[b.id]) == k)
        // Spoil the tables, then sync: values and record positions come back from the component.
        state.values[a.id] = -1; state.values[b.id] = -1
        for s in state.slots.indices where state.slots[s] != nil { state.slots[s]!.row = -1 }
        state.sync(component: k)
        #expect(state.values[a.id] == 3 && state.values[b.id] == 7)
        for s in state.slots.indices { if let r = state.slots[s] { #expect(r.row >= 0 && Int(r.component) == k) } }
    }
}
