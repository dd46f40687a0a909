@testable import ArrangeSolver
import Testing

@Suite("An LU factorisation's scratch counts the basis's entries by row and by position")
struct LUScratchTests {
    @Test("counts, column ranges and row starts follow the basis order, and the arrays go back to the workspace")
    func countsFollowTheBasis() {
        // Columns of the matrix: column 0 has rows 0 (2) and 1 (−1); column 1 has row 1 (3).
        let start: [Int32] = [0, 2, 3]
        let entries = [Entry(0, 2), Entry(1, -1), Entry(1, 3)]
        var workspace = Workspace()
        // Basis position 0 holds column 1, position 1 holds column 0.
        var scratch = LUScratch(size: 2, &workspace)
        let nonZeros = scratch.countEntries(columnStart: start, columnEntries: entries, basis: [1, 0])
        #expect(nonZeros == 3)
        // Rows 0, 1 (1 and 2 entries), then positions 0, 1 (1 and 2 entries).
        #expect(Array(scratch.counts.prefix(4)) == [1, 2, 1, 2])
        // Position 0's entries are column 1's (2..<3), position 1's column 0's (0..<2): firsts, then ends.
        #expect(Array(scratch.ranges.prefix(4)) == [2, 0, 3, 2])
        #expect(Array(scratch.rowStart.prefix(3)) == [0, 1, 3])
        scratch.takeRows(nonZeros: nonZeros, &workspace)
        #expect(scratch.rowPosition.count >= 3 && scratch.done.count >= 4)
        scratch.giveBack(to: &workspace)
        #expect(workspace.luCounts.count >= 4 && workspace.luPositions.count >= 3)
    }
}
