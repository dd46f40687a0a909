// Bordering appended rows on one by one in an order of their dependencies.
extension Component {
    /// Extends the factorisation over `rows`, just appended (at most 64),
    /// as borders in an order where each row needs only the basic values of
    /// rows bordered before it, when there is one: row `i` is paired with
    /// the basic column at position `i`, a pair depends on the pairs whose
    /// basic columns its row has entries in, and the pairs go in
    /// topological order, the lowest row first among those ready (so rows
    /// already in order keep it). The basic columns move to the positions of
    /// that order (positions from `rows.lowerBound` on, all new to the
    /// factorisation). Returns false and changes nothing when the pairs
    /// have a cycle, or a row's entry in its own basic column is small next
    /// to its others (the caller borders them on as a block).
    ///
    /// Rows already in order keep it (then this is plain bordering, one row
    /// after the other). A batch of one `arrange` (a list row's cell) is
    /// usually triangular, just not in the order its constraints were
    /// written: as a block it would cost a dense factorisation, and every
    /// later solve a dense block.
    ///
    /// - Complexity: O(entries of the rows + rows²).
    mutating func extendFactorInOrder(rows: Range<Int>) -> Bool {
        let k = rows.count, first = rows.lowerBound
        guard k <= 64, k > 0 else { return false }
        if k == 1 {
            // One row (a component of one row, one call of many): nothing to order.
            guard borderDependencies(row: first, first: first) != nil else { return false }
            var f = factor.take()!   // uniquely referenced while it grows
            border(row: first, at: first, into: &f)
            factor = consume f
            return true
        }
        // Fixed-size scratch on the stack (no closures: a closure that
        // captures `self` copies the component, a retain per array).
        var needs = InlineArray<64, UInt64>(repeating: 0)
        var order = InlineArray<64, Int32>(repeating: 0)
        // Each pair's dependencies, as a mask of the pairs it needs.
        for q in 0..<k {
            guard let mask = borderDependencies(row: first + q, first: first) else { return false }
            needs[q] = mask
        }
        // Topological order, the lowest ready pair first.
        var placed: UInt64 = 0
        for t in 0..<k {
            var next = -1
            for q in 0..<k where placed & (1 << UInt64(q)) == 0 && needs[q] & ~placed == 0 { next = q; break }
            guard next >= 0 else { return false }   // a cycle
            order[t] = Int32(next)
            placed |= 1 << UInt64(next)
        }
        // The basic columns in that order (`needs` holds them meanwhile), then the borders.
        for t in 0..<k { needs[t] = UInt64(basis[first + Int(order[t])]) }
        for t in 0..<k {
            basis[first + t] = Int32(needs[t])
            columns[Int(needs[t])].position = Int32(first + t)
        }
        var f = factor.take()!
        for t in 0..<k { border(row: first + Int(order[t]), at: first + t, into: &f) }
        factor = consume f
        return true
    }

    /// The pairs (from `first` on) whose basic columns row `i` has entries
    /// in, as a mask, or nil if its entry in its own basic column (at
    /// position `i`) is small next to its others.
    private func borderDependencies(row i: Int, first: Int) -> UInt64? {
        let basic = Int(basis[i])
        var pivot = 0.0, largest = 0.0
        var mask: UInt64 = 0
        let from = Int(rows[i].start)
        for n in from..<from + Int(rows[i].length) {
            let j = Int(pool[n].index), value = pool[n].value
            largest = Swift.max(largest, Swift.abs(value))
            if j == basic { pivot = value; continue }
            let p = Int(columns[j].position)
            if p >= first { mask |= 1 << UInt64(p - first) }
        }
        // Private columns (the logical, errors) have their only entry here.
        let row = rows[i]
        for c in 0..<3 {
            let j = c == 0 ? row.logical : c == 1 ? row.errorA : row.errorB
            guard j >= 0 else { break }   // errorB only with errorA
            let value = columns[Int(j)].privateCoefficient
            largest = Swift.max(largest, Swift.abs(value))
            if Int(j) == basic { pivot = value }
        }
        guard Swift.abs(pivot) >= Tolerance.luThreshold * largest, Swift.abs(pivot) > Tolerance.pivot else { return nil }
        return mask
    }

    /// Borders row `i` on at position `p` (the next of `f`, the
    /// factorisation taken out meanwhile), whose basic column is its own,
    /// and computes its value from the ones before.
    @inline(__always)
    private mutating func border(row i: Int, at p: Int, into f: inout BasisFactor) {
        let basic = Int(basis[p])
        var sum = rows[i].rhs, pivot = 0.0
        forEachEntry(row: i) { j, value in
            if j == basic { pivot = value; return }
            let q = Int(columns[j].position)
            guard q >= 0 else { return }
            sum -= value * x[q]
            f.appendBorderEntry(Entry(q, value))
        }
        f.endBorder(row: i, pivot: pivot)
        x[p] = sum / pivot
    }
}
