/// Rows appended to a basis together with as many new basic columns, when
/// they cannot be bordered on one at a time (a component absorbed after its
/// own pivots has no triangular order): the basis grows to `[[B, 0], [C, D]]`,
/// where `D` is the new rows' entries in the new columns (square, small,
/// factorised densely with partial pivoting) and `C` their entries in the
/// basic columns before, so `x_new = D⁻¹ (v_new − C x)`.
///
/// The new columns must have no entries in the rows before (the zero block):
/// they are new, or come from another component.
struct BorderBlock: Equatable {
    /// The appended rows, in the order of `D`'s rows.
    let rows: [Int32]
    /// Row `q`'s entries in the basic columns before (index = position) are
    /// `entries[entryStart[q]..<entryStart[q + 1]]`.
    let entryStart: [Int32]
    let entries: [Entry]
    /// `P D = L U`, row-major `k × k`: `L` (unit diagonal) below, `U` on and above.
    let lu: [Double]
    /// Row `q` of `P D` is row `permutation[q]` of `D`.
    let permutation: [Int32]

    /// The number of rows (and columns) of `D`.
    var size: Int { rows.count }

    /// Factorises `dense` (`D`, row-major `k × k`) with partial pivoting, or
    /// returns nil if a pivot is negligible next to `D`'s largest entry.
    init?(rows: [Int32], entryStart: [Int32], entries: [Entry], dense: [Double]) {
        let k = rows.count
        var a = dense
        var permutation = (0..<k).map { Int32($0) }
        var scale = 0.0
        for value in a { scale = Swift.max(scale, Swift.abs(value)) }
        for c in 0..<k {
            var pivotRow = c
            for r in c..<k where Swift.abs(a[r * k + c]) > Swift.abs(a[pivotRow * k + c]) { pivotRow = r }
            guard Swift.abs(a[pivotRow * k + c]) > 1e-9 * scale, Swift.abs(a[pivotRow * k + c]) > Tolerance.pivot else { return nil }
            if pivotRow != c {
                for j in 0..<k { a.swapAt(pivotRow * k + j, c * k + j) }
                permutation.swapAt(pivotRow, c)
            }
            let pivot = a[c * k + c]
            for r in (c + 1)..<k where a[r * k + c] != 0 {
                let l = a[r * k + c] / pivot
                a[r * k + c] = l
                for j in (c + 1)..<k { a[r * k + j] -= l * a[c * k + j] }
            }
        }
        self.rows = rows
        self.entryStart = entryStart
        self.entries = entries
        self.lu = a
        self.permutation = permutation
    }

    /// Writes `x[first..<first + k] = D⁻¹ (v_rows − C x)`, reading `v` by row
    /// and the earlier positions of `x`.
    func solve(rows v: UnsafeBufferPointer<Double>, into x: UnsafeMutableBufferPointer<Double>, first: Int) {
        solve(rowValue: { v[$0] }, into: x, first: first)
    }

    /// As ``solve(rows:into:first:)``, with `v` given by row as a function
    /// (a component's right-hand sides, which live in its rows).
    @inline(__always)
    func solve(rowValue v: (Int) -> Double, into x: UnsafeMutableBufferPointer<Double>, first: Int) {
        let k = size
        // Scratch on the stack, and the block's arrays as buffers: a screen
        // laid out piece by piece has a block per piece, and every solve goes
        // through all of them.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * k) { scratch in
            withBuffers { rows, entryStart, entries, lu, permutation in
                let w = UnsafeMutableBufferPointer(rebasing: scratch[0..<k])
                let z = UnsafeMutableBufferPointer(rebasing: scratch[k..<2 * k])
                for q in 0..<k {
                    var sum = v(Int(rows[q]))
                    for n in Int(entryStart[q])..<Int(entryStart[q + 1]) { sum -= entries[n].value * x[Int(entries[n].index)] }
                    w[q] = sum
                }
                for q in 0..<k { z[q] = w[Int(permutation[q])] }
                for i in 0..<k {
                    for j in 0..<i { z[i] -= lu[i * k + j] * z[j] }
                }
                var i = k - 1
                while i >= 0 {
                    var sum = z[i]
                    for j in (i + 1)..<k { sum -= lu[i * k + j] * x[first + j] }
                    x[first + i] = sum / lu[i * k + i]
                    i -= 1
                }
            }
        }
    }

    /// Calls `body` with the block's arrays as buffers: rows, entry starts,
    /// entries, the dense LU, the permutation.
    @inline(__always)
    private func withBuffers<R>(
        _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Entry>,
                 UnsafeBufferPointer<Double>, UnsafeBufferPointer<Int32>) -> R
    ) -> R {
        rows.withUnsafeBufferPointer { rows in
            entryStart.withUnsafeBufferPointer { entryStart in
                entries.withUnsafeBufferPointer { entries in
                    lu.withUnsafeBufferPointer { lu in
                        permutation.withUnsafeBufferPointer { permutation in body(rows, entryStart, entries, lu, permutation) }
                    }
                }
            }
        }
    }

    /// Transposed: `y_rows = D⁻ᵀ c[first..<first + k]`, then `c −= Cᵀ y_rows`
    /// (`c` by position, `y` by row).
    func solveTransposed(_ c: UnsafeMutableBufferPointer<Double>, into y: inout [Double], first: Int) {
        let k = size
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * k) { scratch in
            // Uᵀ s = c, then Lᵀ t = s, then y[permutation[q]] = t[q].
            let s = UnsafeMutableBufferPointer(rebasing: scratch[0..<k])
            let byRow = UnsafeMutableBufferPointer(rebasing: scratch[k..<2 * k])
            for i in 0..<k {
                var sum = c[first + i]
                for j in 0..<i { sum -= lu[j * k + i] * s[j] }
                s[i] = sum / lu[i * k + i]
            }
            var i = k - 1
            while i >= 0 {
                for j in (i + 1)..<k { s[i] -= lu[j * k + i] * s[j] }
                i -= 1
            }
            for q in 0..<k { byRow[Int(permutation[q])] = s[q] }
            for q in 0..<k {
                let w = byRow[q]
                y[Int(rows[q])] = w
                if w == 0 { continue }
                for n in Int(entryStart[q])..<Int(entryStart[q + 1]) { c[Int(entries[n].index)] -= entries[n].value * w }
            }
        }
    }
}
