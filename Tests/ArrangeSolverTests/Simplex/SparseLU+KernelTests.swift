@testable import ArrangeSolver
import Testing

@Suite("The Markowitz kernel factorises what the singleton passes leave")
struct SparseLUKernelTests {
    @Test("a dense basis with no singleton solves to within rounding of the matrix")
    func denseBasis() {
        // B = [[4, 1, 2], [1, 5, 3], [2, 3, 6]], x = (1, 2, 3): B x = (12, 20, 26).
        let matrix: [[Double]] = [[4, 1, 2], [1, 5, 3], [2, 3, 6]]
        var start: [Int32] = [0], entries: [Entry] = []
        for k in 0..<3 {
            for i in 0..<3 { entries.append(Entry(i, matrix[i][k])) }
            start.append(Int32(entries.count))
        }
        var workspace = Workspace()
        let lu = SparseLU(columnStart: start, columnEntries: entries, basis: [0, 1, 2], workspace: &workspace)
        #expect(lu.singularPositions.isEmpty && lu.pivotPosition.count == 3)
        var v: [Double] = [12, 20, 26]
        var x = [Double](repeating: 0, count: 3)
        lu.solve(&v, into: &x)
        for (k, expected) in [1.0, 2, 3].enumerated() { #expect(abs(x[k] - expected) <= 1e-12) }
    }
}
