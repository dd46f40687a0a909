// Bordering appended rows on one by one in an order of their dependencies.
extension Component {
    /// Extends the factorisation over `rows`, just appended (past 64, see
    /// ``extendFactorInLongOrder(rows:)``),
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
        guard k > 0 else { return false }
        guard k <= Tuning.longBorderRows else { return extendFactorInLongOrder(rows: rows) }
        // Fixed-size scratch on the stack (no closures that capture `self`:
        // one copies the component, a retain per array).
        var needs = InlineArray<64, UInt64>(repeating: 0)   // 64: Tuning.longBorderRows
        // Each pair's dependencies, as a mask of the pairs it needs, and
        // the entries the borders will hold.
        var entryCount = 0
        guard dependencies(rows: rows, into: &needs, entries: &entryCount) else { return false }
        if k == 1 {
            // One row (a component of one row, one call of many): nothing to order.
            var f = factor.take()!   // uniquely referenced while it grows
            border(row: first, at: first, into: &f)
            factor = consume f
            return true
        }
        var order = InlineArray<64, Int32>(repeating: 0)
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
        // The k borders at once, through buffers: the update file grows at
        // most once (at least doubling, so a component extended by a few
        // rows at a time grows it by amortised O(1) per row), where a border
        // at a time checked its arrays' uniqueness per entry.
        var f = factor.take()!
        borderRun(from: first, count: k, entries: entryCount, into: &f) { first + Int(order[$0]) }
        factor = consume f
        return true
    }

    /// ``extendFactorInOrder(rows:)`` past 64 rows (a first layout's group
    /// joined to a component, such as every item's top set from the
    /// root's, or a whole list bordered on from nothing): only when the
    /// rows are already in an order of their dependencies (each row needs
    /// the basic values of rows before it only), which one pass checks
    /// without any scratch; the same rule for pivots. Anything else (a
    /// cycle, as in a row of equal widths, or rows out of order) is left
    /// to the refactorisation, having cost at most that pass up to the
    /// first row that breaks the order.
    ///
    /// Returns false and changes nothing on a row out of order, a small
    /// pivot, or when the new borders would hold more entries than the
    /// factorisation keeps before it asks to be redone
    /// (``BasisFactor/canBorder(entries:)``: the next operation would
    /// refactorise anyway, after paying for both).
    ///
    /// - Complexity: O(entries of the rows).
    private mutating func extendFactorInLongOrder(rows: Range<Int>) -> Bool {
        var borderEntries = 0
        let inOrder = self.rows.withUnsafeBufferPointer { rowList in
            pool.withUnsafeBufferPointer { pool in
                columns.withUnsafeBufferPointer { columns in
                    basis.withUnsafeBufferPointer { basis in
                        for i in rows {
                            let scanned = Self.scanBorder(row: i, basic: Int(basis[i]), rowList, pool, columns) { p in
                                guard p < i else { return false }   // needs a row bordered after it
                                borderEntries += 1
                                return true
                            }
                            guard scanned else { return false }
                        }
                        return true
                    }
                }
            }
        }
        guard inOrder, factor?.canBorder(entries: borderEntries) == true else { return false }
        // The scan counted the external entries in basic columns; a row's
        // private columns may be basic elsewhere too (not in a first install).
        var entryCount = borderEntries
        for i in rows {
            let r = self.rows[i], basic = basis[i]
            for c in 0..<3 {
                let j = c == 0 ? r.logical : c == 1 ? r.errorA : r.errorB
                guard j >= 0 else { break }   // errorB only with errorA
                if j != basic && columns[Int(j)].position >= 0 { entryCount += 1 }
            }
        }
        var f = factor.take()!   // uniquely referenced while it grows
        f.reserveBorders(rows.count, entries: entryCount)
        borderRun(from: rows.lowerBound, count: rows.count, entries: entryCount, into: &f) { rows.lowerBound + $0 }
        factor = consume f
        return true
    }

    /// ``border(row:at:into:)`` of `count` rows, with `entryCount` entries
    /// in all: border `t` at position `first + t`, of row `row(t)` (its own
    /// in a long run; in an order of dependencies for a few rows). The same
    /// sums in the same order, written through buffers (the factor's grown
    /// once, the values' checked once), where a border at a time appended
    /// each entry.
    private mutating func borderRun(from first: Int, count: Int, entries entryCount: Int, into f: inout BasisFactor,
                                    row: (Int) -> Int) {
        // Read-only references (a retain each), so that the values can be written meanwhile.
        let rowArray = self.rows, poolArray = pool, columnArray = columns, basisArray = basis
        x.withUnsafeMutableBufferPointer { x in
            rowArray.withUnsafeBufferPointer { rowList in
                poolArray.withUnsafeBufferPointer { pool in
                    columnArray.withUnsafeBufferPointer { columns in
                        basisArray.withUnsafeBufferPointer { basis in
                            f.appendBorders(count: count, entries: entryCount) { entries, updates, firstEntry in
                                var e = 0
                                for t in 0..<count {
                                    let p = first + t, i = row(t)
                                    let basic = Int(basis[p])
                                    var sum = rowList[i].rhs, pivot = 0.0
                                    // ``forEachEntry(row:_:)``'s order: external entries, the logical, the errors.
                                    func visit(_ j: Int, _ value: Double) {
                                        if j == basic { pivot = value; return }
                                        let q = Int(columns[j].position)
                                        guard q >= 0 else { return }
                                        sum -= value * x[q]
                                        precondition(e < entryCount, "a run's borders hold the entries counted")
                                        entries[e] = Entry(q, value)
                                        e += 1
                                    }
                                    for n in Self.entryRange(row: i, rowList, poolCount: pool.count) { visit(Int(pool[n].index), pool[n].value) }
                                    let r = rowList[i]
                                    for c in 0..<3 {
                                        let j = Int(c == 0 ? r.logical : c == 1 ? r.errorA : r.errorB)
                                        guard j >= 0 else { break }   // errorB only with errorA
                                        visit(j, columns[j].privateCoefficient)
                                    }
                                    updates[t] = BasisFactor.Update(position: Int32(p), row: Int32(i), end: Int32(firstEntry + e), pivot: pivot)
                                    x[p] = sum / pivot
                                }
                                precondition(e == entryCount, "a run's borders hold the entries counted")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each row's dependencies (``extendFactorInOrder(rows:)``, at most 64
    /// rows): `needs[q]` gets the mask of the pairs (from `rows.lowerBound`
    /// on) whose basic columns row `rows.lowerBound + q` has entries in;
    /// `entries` gets the entries their borders hold: each row's entries in
    /// other basic columns, external or private (a private column basic
    /// elsewhere: never in a first install).
    /// False as soon as a row's entry in its own basic column is small next
    /// to its others.
    ///
    /// One pass over the component's buffers for all the rows: a call per
    /// row through the arrays copied the component (a non-mutating method
    /// called from a mutating one) and checked every index, for every row
    /// of a list row's cell.
    @inline(__always)
    private func dependencies(rows: Range<Int>, into needs: inout InlineArray<64, UInt64>, entries: inout Int) -> Bool {
        let first = rows.lowerBound
        return self.rows.withUnsafeBufferPointer { rowList in
            pool.withUnsafeBufferPointer { pool in
                columns.withUnsafeBufferPointer { columns in
                    basis.withUnsafeBufferPointer { basis in
                        for i in rows {
                            var mask: UInt64 = 0
                            let scanned = Self.scanBorder(row: i, basic: Int(basis[i]), rowList, pool, columns) { p in
                                if p >= first { mask |= 1 &<< UInt64(p - first) }
                                entries += 1
                                return true
                            }
                            guard scanned else { return false }
                            needs[i - first] = mask
                            let r = rowList[i], basic = basis[i]
                            for c in 0..<3 {
                                let j = c == 0 ? r.logical : c == 1 ? r.errorA : r.errorB
                                guard j >= 0 else { break }   // errorB only with errorA
                                if j != basic && columns[Int(j)].position >= 0 { entries += 1 }
                            }
                        }
                        return true
                    }
                }
            }
        }
    }

    /// Scans row `i`'s entries for bordering it on with `basic` as its basic
    /// column, through the component's buffers: calls `dependency` with the
    /// position of each other basic column it has an entry in, and stops
    /// with false as soon as that returns false; otherwise tells whether the
    /// row's pivot is stable (``hasStablePivot(_:basic:pivot:largest:_:)``).
    /// The first pass of both long-group paths
    /// (``extendFactorInLongOrder(rows:)``, ``extendFactorWithSpikes(rows:)``).
    @inline(__always)
    static func scanBorder(row i: Int, basic: Int, _ rowList: UnsafeBufferPointer<Row>, _ pool: UnsafeBufferPointer<Entry>,
                           _ columns: UnsafeBufferPointer<Column>, dependency: (Int) -> Bool) -> Bool {
        var pivot = 0.0, largest = 0.0
        for n in entryRange(row: i, rowList, poolCount: pool.count) {
            let j = Int(pool[n].index), value = pool[n].value
            largest = Swift.max(largest, Swift.abs(value))
            if j == basic { pivot = value; continue }
            let p = Int(columns[j].position)
            guard p >= 0 else { continue }
            guard dependency(p) else { return false }
        }
        return hasStablePivot(rowList[i], basic: basic, pivot: pivot, largest: largest) { columns[$0].privateCoefficient }
    }

    /// Whether a row's entry in its basic column is a stable pivot, given the
    /// pivot and largest entry among its external entries: its private
    /// columns (the logical, errors: their only entry is in this row, with
    /// the coefficient `coefficient(j)`) count too, and the basic column
    /// may be one of them.
    @inline(__always)
    static func hasStablePivot(_ row: Row, basic: Int, pivot: Double, largest: Double, _ coefficient: (Int) -> Double) -> Bool {
        var pivot = pivot, largest = largest
        for c in 0..<3 {
            let j = c == 0 ? row.logical : c == 1 ? row.errorA : row.errorB
            guard j >= 0 else { break }   // errorB only with errorA
            let value = coefficient(Int(j))
            largest = Swift.max(largest, Swift.abs(value))
            if Int(j) == basic { pivot = value }
        }
        return Swift.abs(pivot) >= Tolerance.luThreshold * largest && Swift.abs(pivot) > Tolerance.pivot
    }

    /// Borders row `i` on at position `p` (the next of `f`, the
    /// factorisation taken out meanwhile), whose basic column is its own,
    /// and computes its value from the ones before.
    @inline(__always)
    mutating func border(row i: Int, at p: Int, into f: inout BasisFactor) {
        let basic = Int(basis[p])
        var sum = rows[i].rhs, pivot = 0.0
        forEachEntry(row: i) { j, value in
            if j == basic { pivot = value; return }
            let q = Int(columns[j].position)
            guard q >= 0 else { return }
            sum -= value * x[q]
            f.appendBorderEntry(Entry(q, value))
        }
        f.endBorder(row: i, pivot: pivot, at: p)
        x[p] = sum / pivot
    }
}
