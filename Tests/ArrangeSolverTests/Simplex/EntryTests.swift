@testable import ArrangeSolver
import Testing

@Suite("An entry keeps an index and a value in 12 bytes")
struct EntryTests {
    @Test("an entry takes 12 bytes: a 4-byte index and the value's two 4-byte halves, with no padding")
    func size() {
        // 4 (index) + 4 + 4 (the value's halves), aligned to 4; a Double field would pad the index to 8, making 16.
        #expect(MemoryLayout<Entry>.size == 12)
        #expect(MemoryLayout<Entry>.stride == 12)
    }

    @Test("every value reads back bit for bit, and the index with it")
    func roundTrip() {
        let values: [Double] = [0, -0.0, 1, -1, 0.1, -2.5e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, 7.0e8 + 0.25]
        for (i, v) in values.enumerated() {
            let e = Entry(i * 1_000_003, v)
            #expect(e.index == Int32(i * 1_000_003))
            #expect(e.value.bitPattern == v.bitPattern)
        }
        #expect(Entry(3, .nan).value.isNaN)
    }

    @Test("setting the value replaces both halves and leaves the index")
    func setValue() {
        var e = Entry(42, 1.5)
        e.value = -3.25e10
        #expect(e.index == 42 && e.value == -3.25e10)
        e.value += 0.25e10
        #expect(e.value == -3.0e10)   // −32.5e9 + 2.5e9
    }

    @Test("entries are equal when their indices and values are, -0 equal to 0 as numbers")
    func equality() {
        #expect(Entry(1, 0.0) == Entry(1, -0.0))
        #expect(Entry(1, 2) != Entry(2, 2))
        #expect(Entry(1, 2) != Entry(1, 2.000000000000001))
    }
}
