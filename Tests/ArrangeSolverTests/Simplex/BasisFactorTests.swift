@testable import ArrangeSolver
import Testing

@Suite("A basis factor emptied in place is a new one's equal and keeps its storage")
struct BasisFactorTests {
    @Test("a factor with borders and an eta, emptied, equals the empty basis's factor and keeps its update file's storage")
    func emptiedBordersAndEta() {
        var f = BasisFactor(lu: .empty)
        // Row 0 bordered on alone (β = 2), row 1 with an entry 1 in position 0 (β = 4): B = [[2, 0], [1, 4]].
        f.endBorder(row: 0, pivot: 2)
        f.appendBorderEntry(Entry(0, 1))
        f.endBorder(row: 1, pivot: 4)
        // A pivot at position 1 whose column solved to α = (0.5, 3): one entry off the pivot.
        f.update(position: 1, alpha: [0.5, 3])
        #expect(f.size == 2)
        #expect(f.updates.count == 3)
        #expect(f.entries.count == 2)   // the border's 1 and the eta's 0.5
        #expect(f != BasisFactor(lu: .empty))
        let updates = f.updates.capacity, entries = f.entries.capacity
        f.empty()
        #expect(f == BasisFactor(lu: .empty))
        #expect(f.extent == BasisFactor(lu: .empty).extent)
        #expect(f.updates.capacity == updates)
        #expect(f.entries.capacity == entries)
    }

    @Test("a factor over a refactorised basis, emptied, drops the LU for the empty basis's")
    func emptiedLU() {
        // B = [[1, 0], [2, 3]] (column 0 has 1 in row 0 and 2 in row 1, column 1 has 3 in row 1).
        var workspace = Workspace()
        let lu = SparseLU(columnStart: [0, 2, 3], columnEntries: [Entry(0, 1), Entry(1, 2), Entry(1, 3)], basis: [0, 1],
                          workspace: &workspace)
        var f = BasisFactor(lu: lu)
        #expect(f.size == 2)
        #expect(f.lu != .empty)
        f.empty()
        #expect(f == BasisFactor(lu: .empty))
        #expect(f.lu.size == 0)
    }
}
