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
    /// A batch of one `arrange` (a list row's cell) is usually triangular,
    /// just not in the order its constraints were written: as a block it
    /// costs a dense factorisation, and every later solve a dense block.
    ///
    /// - Complexity: O(entries of the rows + rows²).
    mutating func extendFactorInOrder(rows: Range<Int>) -> Bool {
        let k = rows.count, first = rows.lowerBound
        guard k <= 64, k > 0 else { return false }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: k) { needs in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: k) { order in
                // Each pair's dependencies, as a mask of the pairs it needs.
                for q in 0..<k {
                    let i = first + q
                    let basic = Int(basis[i])
                    var pivot = 0.0, largest = 0.0
                    var mask: UInt64 = 0
                    forEachEntry(row: i) { j, value in
                        largest = Swift.max(largest, Swift.abs(value))
                        if j == basic { pivot = value; return }
                        let p = Int(columns[j].position)
                        if p >= first { mask |= 1 << UInt64(p - first) }
                    }
                    guard Swift.abs(pivot) >= Tolerance.luThreshold * largest, Swift.abs(pivot) > Tolerance.pivot else { return false }
                    needs[q] = mask
                }
                // Topological order, the lowest ready pair first.
                var placed: UInt64 = 0
                for t in 0..<k {
                    var next = -1
                    for q in 0..<k where placed & (1 << UInt64(q)) == 0 && needs[q] & ~placed == 0 { next = q; break }
                    guard next >= 0 else { return false }   // a cycle
                    order[t] = next
                    placed |= 1 << UInt64(next)
                }
                // The basic columns in that order, then the borders.
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: k) { moved in
                    for t in 0..<k { moved[t] = basis[first + order[t]] }
                    for t in 0..<k {
                        basis[first + t] = moved[t]
                        columns[Int(moved[t])].position = Int32(first + t)
                    }
                }
                var f = factor.take()!   // uniquely referenced while it grows
                for t in 0..<k {
                    let i = first + order[t]
                    let basic = Int(basis[first + t])
                    var sum = self.rows[i].rhs, pivot = 0.0
                    forEachEntry(row: i) { j, value in
                        if j == basic { pivot = value; return }
                        let p = Int(columns[j].position)
                        guard p >= 0 else { return }
                        sum -= value * x[p]
                        f.appendBorderEntry(Entry(p, value))
                    }
                    f.endBorder(row: i, pivot: pivot)
                    x[first + t] = sum / pivot
                }
                factor = consume f
                return true
            }
        }
    }
}
