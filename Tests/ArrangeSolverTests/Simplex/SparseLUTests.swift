@testable import ArrangeSolver
import Testing

@Suite("Sparse LU factorises layout bases, setting dense columns aside as spikes")
struct SparseLUTests {
    /// The factorisation of the square matrix whose column `k` has the
    /// entries `columns[k]` (row, value), with basis position `k` = column `k`.
    func factor(_ columns: [[(row: Int, value: Double)]]) -> SparseLU {
        var start: [Int32] = [0], entries: [Entry] = []
        for column in columns {
            for e in column { entries.append(Entry(e.row, e.value)) }
            start.append(Int32(entries.count))
        }
        var workspace = Workspace()
        return SparseLU(columnStart: start, columnEntries: entries, basis: (0..<columns.count).map { Int32($0) },
                        workspace: &workspace)
    }

    /// `B x` for the matrix of `columns`.
    func product(_ columns: [[(row: Int, value: Double)]], _ x: [Double]) -> [Double] {
        var out = [Double](repeating: 0, count: columns.count)
        for (k, column) in columns.enumerated() { for e in column { out[e.row] += e.value * x[k] } }
        return out
    }

    /// Expects the factorisation of `columns` to be regular and its solve of
    /// `B x = b` to give back `b` through the matrix, within `tolerance`.
    func expectSolves(_ columns: [[(row: Int, value: Double)]], _ b: [Double], within tolerance: Double) {
        let lu = factor(columns)
        #expect(lu.singularPositions.isEmpty)
        var v = b
        var x = [Double](repeating: 0, count: b.count)
        lu.solve(&v, into: &x)
        let back = product(columns, x)
        for i in b.indices { #expect(abs(back[i] - b[i]) <= tolerance) }
    }

    /// A row of `n` equal widths: x0 = 0; x(k+1) − xk − w = 0 for k < n; xn = total.
    /// Columns x0…xn, then w (in every chain row: the spike).
    func equalWidths(_ n: Int) -> [[(row: Int, value: Double)]] {
        var columns: [[(row: Int, value: Double)]] = []
        for k in 0...n {
            var column: [(row: Int, value: Double)] = []
            if k == 0 { column.append((0, 1)) }
            if k >= 1 { column.append((k, 1)) }           // chain row k: x(k) − x(k−1) − w
            if k < n { column.append((k + 1, -1)) }       // chain row k+1
            if k == n { column.append((n + 1, 1)) }       // xn = total
            columns.append(column)
        }
        columns.append((1...n).map { ($0, -1) })
        return columns
    }

    @Test("the empty basis's factorisation is recognised without a copy, and a factorised basis is not it")
    func emptyBasis() {
        #expect(SparseLU.empty.isEmptyBasis)
        #expect(SparseLU().isEmptyBasis)
        // B = [[2]]: one pivot.
        let lu = factor([[(0, 2)]])
        #expect(!lu.isEmptyBasis)
        #expect(lu != .empty)
    }

    @Test("equal widths along a chain solve exactly, with the shared width pivoted last")
    func equalWidthsChain() {
        // n = 4, total 40: w = 40 / 4 = 10, x = 0, 10, 20, 30, 40.
        let columns = equalWidths(4)
        let lu = factor(columns)
        #expect(lu.singularPositions.isEmpty)
        #expect(lu.pivotPosition.last == 5)               // w, set aside and pivoted in the kernel
        var v: [Double] = [0, 0, 0, 0, 0, 40]
        var x = [Double](repeating: 0, count: 6)
        lu.solve(&v, into: &x)
        #expect(x == [0, 10, 20, 30, 40, 10])
    }

    @Test("a long chain of equal widths stays as sparse as the basis (the spike fills one value per row)")
    func longChain() {
        let n = 2000
        let columns = equalWidths(n)
        let lu = factor(columns)
        // Each of the n + 1 chain pivots stores at most one L multiplier and
        // one U entry for w: fewer than 2 per position beyond the pivots.
        #expect(lu.entries.count <= 2 * (n + 2))
        #expect(lu.pivotPosition.last == Int32(n + 1))
        // Total 3000: w = 1.5, xk = 1.5 k (all exact in binary).
        var v = [Double](repeating: 0, count: n + 2)
        v[n + 1] = 3000
        var x = [Double](repeating: 0, count: n + 2)
        lu.solve(&v, into: &x)
        #expect(x[n + 1] == 1.5)
        #expect((0...n).allSatisfy { abs(x[$0] - 1.5 * Double($0)) <= 1e-9 })
        // The transposed solve agrees: yᵀ B = c for c = e_w.
        var c = [Double](repeating: 0, count: n + 2)
        c[n + 1] = 1
        var y = [Double](repeating: 0, count: n + 2)
        lu.solveTransposed(&c, into: &y)
        for (k, column) in columns.enumerated() {
            let sum = column.reduce(0.0) { $0 + $1.value * y[$1.row] }
            #expect(abs(sum - (k == n + 1 ? 1 : 0)) <= 1e-12)
        }
    }

    @Test("two dense columns and a cycle solve to within rounding of the matrix")
    func twoSpikes() {
        // Rows 0…5; columns a0…a3 a cycle of differences with weights, s and t dense.
        let columns: [[(row: Int, value: Double)]] = [
            [(0, 2), (1, -1)], [(1, 3), (2, -1)], [(2, 1), (3, -2)], [(3, 1), (0, -1), (4, 1)],
            [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1)],
            [(1, 0.5), (2, -2), (3, 4), (4, 1), (5, 1)],
        ]
        expectSolves(columns, [1, -2, 3.5, 0.25, 7, -1], within: 1e-12)
    }

    @Test("a small pivot is not taken for an elimination that would grow the spike values")
    func threshold() {
        // x0 = …; x0 + 1e-6·x1 + s (row 1); x1·1 + s (row 2): after x0, row 1 has x1 alone
        // but its entry 1e-6 is below 0.1 of row 2's 1, so x1 pivots on row 2 instead.
        let columns: [[(row: Int, value: Double)]] = [
            [(0, 1), (1, 1)], [(1, 1e-6), (2, 1)], [(1, 1), (2, 1), (3, 1)], [(0, 1), (3, 1)],
        ]
        expectSolves(columns, [1, 2, 3, 4], within: 1e-9)
    }

    @Test("two identical dense columns leave one position singular and one row uncovered")
    func singular() {
        // x0 in row 0 and 1; x1 in rows 1 and 2; w and v both in rows 1, 2, 3.
        let dense: [(row: Int, value: Double)] = [(1, -1), (2, 1), (3, 1)]
        let columns: [[(row: Int, value: Double)]] = [[(0, 1), (1, -1)], [(1, 1), (2, 1)], dense, dense]
        let lu = factor(columns)
        #expect(lu.singularPositions.count == 1)
        #expect(lu.uncoveredRows.count == 1)
    }
}
