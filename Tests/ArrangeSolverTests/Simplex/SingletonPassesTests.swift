@testable import ArrangeSolver
import Testing

@Suite("The singleton passes pivot triangular bases with no search, setting a dense column aside when stuck")
struct SingletonPassesTests {
    /// Runs the singleton passes on the square matrix whose column `k`
    /// has the entries `columns[k]` (row, value), position `k` = column `k`:
    /// the pivots they made, the positions left, and the spikes set aside.
    func passes(_ columns: [[(row: Int, value: Double)]]) -> (lu: SparseLU, remaining: Int, spikes: [Int]) {
        var start: [Int32] = [0], entries: [Entry] = []
        for column in columns {
            for e in column { entries.append(Entry(e.row, e.value)) }
            start.append(Int32(entries.count))
        }
        var workspace = Workspace()
        var scratch = LUScratch(size: columns.count, &workspace)
        let nonZeros = scratch.countEntries(columnStart: start, columnEntries: entries, basis: (0..<columns.count).map { Int32($0) })
        scratch.takeRows(nonZeros: nonZeros, &workspace)
        var lu = SparseLU()
        let (remaining, spikes) = scratch.withSingletonPasses(columnEntries: entries, spikeStorage: nil) { passes in
            passes.copyRows()
            passes.run(into: &lu)
            return (passes.remaining, passes.spikes.map { s in (0..<s.count).map { s.position($0) } } ?? [])
        }
        return (lu, remaining, spikes)
    }

    @Test("a lower-triangular basis is pivoted whole by column singletons, last row first")
    func triangular() {
        // [[1, 0, 0], [2, 1, 0], [0, 3, 1]]: column 2 is a singleton (row 2); then column 1
        // (row 1, row 2 done), then column 0 (row 0).
        let (lu, remaining, spikes) = passes([[(0, 1), (1, 2)], [(1, 1), (2, 3)], [(2, 1)]])
        #expect(remaining == 0 && spikes.isEmpty)
        #expect(lu.pivotPosition == [2, 1, 0] && lu.pivotRow == [2, 1, 0])
        #expect(lu.pivotValue == [1, 1, 1])
    }

    @Test("equal widths along a chain set the shared width aside, and the chain around it pivots as row singletons")
    func chainSetsWidthAside() {
        // x0 = 0 (row 0); x(k) − x(k−1) − w = 0 (rows 1…3); x3 = total (row 4); columns x0…x3, w.
        // Rows 0 and 4 pivot x0 and x3; then x1 and x2 have 2 active entries and w 3: w is set
        // aside, rows 1 and 3 become singletons (x1, x2), and w is left for the kernel.
        let columns: [[(row: Int, value: Double)]] = [
            [(0, 1), (1, -1)], [(1, 1), (2, -1)], [(2, 1), (3, -1)], [(3, 1), (4, 1)],
            [(1, -1), (2, -1), (3, -1)],
        ]
        let (lu, remaining, spikes) = passes(columns)
        #expect(spikes == [4])
        #expect(remaining == 1)
        #expect(Set(lu.pivotPosition) == [0, 1, 2, 3])
    }
}
