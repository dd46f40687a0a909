@testable import ArrangeSolver
import Testing

@Suite("Column and row records move into an absorbing component by offsets")
struct ComponentRecordsTests {
    @Test("a private column's owner row and position shift, its cost slot is mapped, the rest stays")
    func columnOffset() {
        let error = Component.Column(kind: .nonnegative, costSlot: 1, variable: -1, ownerRow: 2, position: 5, cost: 1000, privateCoefficient: -1)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2) { slots in
            slots[0] = 3; slots[1] = 0   // the other's slot 1 is this component's slot 0
            let moved = error.offset(rows: 10, positions: 20, slots: slots)
            #expect(moved == Component.Column(kind: .nonnegative, costSlot: 0, variable: -1, ownerRow: 12, position: 25, cost: 1000, privateCoefficient: -1))
        }
    }

    @Test("an external non-basic column without cost keeps its −1s")
    func externalColumn() {
        let free = Component.Column(kind: .free, costSlot: -1, variable: 7, ownerRow: -1, position: -1, cost: 0, privateCoefficient: 0)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 0) { slots in
            #expect(free.offset(rows: 10, positions: 20, slots: slots) == free)
        }
    }

    @Test("a row's pool range and private columns shift; absent errors stay absent")
    func rowOffset() {
        let row = Component.Row(rhs: -8, start: 4, length: 3, logical: 6, errorA: 7, errorB: -1, record: 42)
        #expect(row.offset(columns: 100, pool: 50) == Component.Row(rhs: -8, start: 54, length: 3, logical: 106, errorA: 107, errorB: -1, record: 42))
    }

    @Test("a column record takes 24 bytes and a row record 32, and a column reads back its variable, owner row and coefficient")
    func recordSizes() {
        #expect(MemoryLayout<Component.Column>.stride == 24)
        #expect(MemoryLayout<Component.Row>.stride == 32)
        for a in [-1.0, 1] {
            let slack = Component.Column(kind: .nonnegative, costSlot: -1, variable: -1, ownerRow: 3, position: -1, cost: 0, privateCoefficient: a)
            #expect(slack.privateCoefficient == a && slack.ownerRow == 3 && slack.variable == -1)
        }
        let free = Component.Column(kind: .free, costSlot: -1, variable: 9, ownerRow: -1, position: 2, cost: 0, privateCoefficient: 0)
        #expect(free.privateCoefficient == 0 && free.ownerRow == -1 && free.variable == 9 && free.position == 2)
    }
}
