@testable import ArrangeSolver
import Testing

@Suite("Spike columns keep set-aside positions dense and eliminate with the rows")
struct SpikeColumnsTests {
    @Test("a position set aside starts at zero in every row and is known by its index")
    func add() {
        let spikes = SpikeColumns(size: 4)
        #expect(spikes.count == 0 && spikes.hasRoom)
        let q = spikes.add(position: 2)
        #expect(q == 0)
        #expect(spikes.position(0) == 2)
        #expect(spikes.contains(2) && !spikes.contains(0) && !spikes.contains(3))
        #expect((0..<4).allSatisfy { spikes[0, row: $0] == 0 })
        #expect(spikes.add(position: 0) == 1)
        #expect(spikes.count == 2)
    }

    @Test("an elimination subtracts the multiple of the pivot row's values from every spike")
    func eliminate() {
        let spikes = SpikeColumns(size: 3)
        _ = spikes.add(position: 1)
        _ = spikes.add(position: 2)
        spikes[0, row: 0] = 2; spikes[0, row: 1] = 5
        spikes[1, row: 0] = -1                      // row 1 has no value: fill-in
        spikes.eliminate(row: 1, multiplier: 3, pivotRow: 0)
        // 5 − 3·2 = −1; 0 − 3·(−1) = 3; row 0 and row 2 are untouched.
        #expect(spikes[0, row: 1] == -1)
        #expect(spikes[1, row: 1] == 3)
        #expect(spikes[0, row: 0] == 2 && spikes[1, row: 0] == -1)
        #expect(spikes[0, row: 2] == 0 && spikes[1, row: 2] == 0)
    }

    @Test("a row's entries list its spike values by position and leave out negligible ones")
    func entries() {
        let spikes = SpikeColumns(size: 2)
        _ = spikes.add(position: 1)
        _ = spikes.add(position: 0)
        spikes[0, row: 0] = 4
        spikes[1, row: 0] = 1e-15                   // below Tolerance.drop (1e-14)
        spikes[1, row: 1] = -2
        var out: [Entry] = []
        spikes.appendEntries(row: 0, to: &out)
        #expect(out == [Entry(1, 4)])
        spikes.appendEntries(row: 1, to: &out)
        #expect(out == [Entry(1, 4), Entry(0, -2)])
    }

    @Test("the densest open position is found, skipping the positions marked done, lowest first on ties")
    func densest() {
        // Rows 0…3 (flags and counts first), then positions 0…3 at 4…7.
        var done: [Bool] = [false, false, false, false, false, false, false, false]
        var counts: [Int32] = [0, 0, 0, 0, 3, 5, 5, 2]
        let spikes = SpikeColumns(size: 4)
        func densest() -> Int {
            done.withUnsafeMutableBufferPointer { done in
                counts.withUnsafeMutableBufferPointer { counts in spikes.densest(done: done, counts: counts) }
            }
        }
        #expect(densest() == 1)                     // 5 entries, before position 2's 5
        _ = spikes.add(position: 1)
        done[4 + 1] = true                          // as the factorisation marks a spike
        #expect(densest() == 2)
        done[4 + 2] = true                          // position 2 pivoted
        #expect(densest() == 0)
        done[4 + 0] = true
        counts[4 + 3] = 1                           // a single entry is a singleton, not a spike
        #expect(densest() == -1)
    }

    @Test("a reset starts over with no spike, for a smaller or a larger basis")
    func reset() {
        let spikes = SpikeColumns(size: 3)
        _ = spikes.add(position: 2)
        spikes[0, row: 1] = 7
        spikes.reset(size: 2)
        #expect(spikes.count == 0 && spikes.size == 2)
        #expect(!spikes.contains(0) && !spikes.contains(1))
        spikes.reset(size: 10)                      // grows its storage
        #expect(spikes.size == 10 && (0..<10).allSatisfy { !spikes.contains($0) })
        #expect(spikes.add(position: 9) == 0)
        #expect((0..<10).allSatisfy { spikes[0, row: $0] == 0 })
    }

    @Test("only the limit's number of positions can be set aside")
    func limit() {
        let spikes = SpikeColumns(size: Tuning.luSpikeLimit + 1)
        for k in 0..<Tuning.luSpikeLimit { _ = spikes.add(position: k) }
        #expect(!spikes.hasRoom)
        #expect(spikes.count == Tuning.luSpikeLimit)
    }
}
