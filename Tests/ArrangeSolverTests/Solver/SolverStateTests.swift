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

    @Test("a component takes 248 bytes inline, and a new one has no column copy to allocate")
    func componentSize() {
        #expect(MemoryLayout<Component>.stride == 248)
        let c = Component()
        #expect(c.columnStart.isEmpty && c.columnEntries.isEmpty && !c.columnsCurrent)
    }
}
