@testable import ArrangeSolver
import Testing

@Suite("The solver's per-constraint records and per-component values stay small")
struct SolverStateTests {
    @Test("a record, optional or not, takes 24 bytes and gives back its serial and whether it is an edit")
    func recordPacking() {
        #expect(MemoryLayout<Record>.stride == 24)
        #expect(MemoryLayout<Record?>.stride == 24)
        let c = Constraint(Expression(3), .equal)
        for serial in [0, 1, 41, Int.max] {
            for isEdit in [false, true] {
                let r = Record(constraint: c, component: 2, row: 7, serial: serial, isEdit: isEdit)
                #expect(r.serial == serial && r.isEdit == isEdit && r.component == 2 && r.row == 7)
            }
        }
    }

    @Test("a component takes 256 bytes inline, and a new one has no column copy to allocate")
    func componentSize() {
        // 248 and the costs array's reference (8): rows keep an index into it, not a weight and slot each.
        #expect(MemoryLayout<Component>.stride == 256)
        let c = Component()
        #expect(c.columnStart.isEmpty && c.columnEntries.isEmpty && !c.columnsCurrent)
    }

    /// A state with `n` variables `v0…`, and a batch `vk == k` (required) for each.
    private func solitaryRows(_ n: Int) -> (SolverState, [Variable], [Constraint]) {
        var state = SolverState()
        let v = (0..<n).map { state.makeVariable("v\($0)") }
        let batch = v.enumerated().map { k, x in Constraint(Expression(x), .equal, Expression(Double(k))) }
        return (state, v, batch)
    }
}
