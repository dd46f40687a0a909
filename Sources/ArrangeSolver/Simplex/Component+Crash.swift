/// The crash basis: new rows get new columns as their basic variables.
extension Component {
    /// Makes brand-new external columns basic in new rows instead of the
    /// rows' logicals (a crash basis), so that most new rows start feasible.
    ///
    /// Rows are matched greedily, required equalities first, then other
    /// equalities, then inequalities (whose logicals are slacks and may well
    /// stay basic), each to an unmatched new column: for required rows one
    /// that no non-required row mentions if possible (so `w == 100 ~ weak`
    /// can keep `w`), then the one that appears in the fewest new rows. New rows whose basic columns all cost 0 (logicals and
    /// free columns) get zero duals, so an optimal basis stays dual feasible
    /// and the dual simplex can restore primal feasibility directly; a
    /// matching that turns out singular is repaired by ``refactor()``.
    /// Chains of equalities become fully basic and need no pivot at all.
    mutating func crash(rows newRows: Range<Int>, newColumns: Range<Int>) {
        let first = newColumns.lowerBound
        if newRows.count == 1 {
            // One row: every new column appears once, and in a row of the
            // same kind, so the largest coefficient decides (the first on ties).
            let i = newRows.lowerBound
            var pick = -1, pickValue = 0.0
            for e in pool[entryRange(row: i)] where Int(e.index) >= first && columns[Int(e.index)].position < 0 {
                if pick < 0 || Swift.abs(e.value) > pickValue { pick = Int(e.index); pickValue = Swift.abs(e.value) }
            }
            if pick >= 0 {
                let l = Int(rows[i].logical)
                let p = Int(columns[l].position)
                basis[p] = Int32(pick); columns[pick].position = Int32(p); columns[l].position = -1
            }
            return
        }
        // Scratch on the stack when small (a few rows per group is the usual batch).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: newColumns.count) { appearances in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: newColumns.count) { soft in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: newRows.count) { ordered in
                    appearances.initialize(repeating: 0)
                    soft.initialize(repeating: false)
                    ordered.initialize(repeating: 0)
                    crash(rows: newRows, first: first, appearances: appearances, soft: soft, ordered: ordered)
                }
            }
        }
    }

    /// The crash of several rows, with zeroed scratch: `appearances` and
    /// `soft` per new column, `ordered` per new row.
    ///
    /// Over buffers: it runs once per `add` of several rows (one arrange of
    /// a list's cell into a large solver), where every array access checked
    /// and every slice of the pool retained was most of its cost.
    mutating func crash(rows newRows: Range<Int>, first: Int, appearances: UnsafeMutableBufferPointer<Int32>,
                                soft: UnsafeMutableBufferPointer<Bool>, ordered: UnsafeMutableBufferPointer<Int>) {
        // Read-only references (a retain each), so that the columns and the
        // basis can be written through buffers meanwhile.
        let rowArray = rows, poolArray = pool
        rowArray.withUnsafeBufferPointer { rows in
            poolArray.withUnsafeBufferPointer { pool in
                columns.withUnsafeMutableBufferPointer { columns in
                    basis.withUnsafeMutableBufferPointer { basis in
                        Self.crash(rows: newRows, first: first, appearances: appearances, soft: soft, ordered: ordered,
                                   rowRecords: rows, pool: pool, columns: columns, basis: basis)
                    }
                }
            }
        }
    }

    static func crash(rows newRows: Range<Int>, first: Int, appearances: UnsafeMutableBufferPointer<Int32>,
                              soft: UnsafeMutableBufferPointer<Bool>, ordered: UnsafeMutableBufferPointer<Int>,
                              rowRecords rows: UnsafeBufferPointer<Row>, pool: UnsafeBufferPointer<Entry>,
                              columns: UnsafeMutableBufferPointer<Column>, basis: UnsafeMutableBufferPointer<Int32>) {
        /// The crash's order for row `i`: 0 required equality, 1 other
        /// equality, 2 required inequality, 3 other inequality.
        @inline(__always)
        func rank(row i: Int) -> Int {
            let fixed = columns[Int(rows[i].logical)].kind == .fixed
            let hard = rows[i].errorA < 0   // only non-required rows have error columns
            return fixed ? (hard ? 0 : 1) : (hard ? 2 : 3)
        }
        // How often each new column appears, and whether a non-required row
        // mentions it (such a row would rather keep it: `w == 100 ~ weak`).
        // The new rows by rank: required equalities, other equalities,
        // required inequalities, other inequalities (a counting sort).
        var ranked = SIMD4<Int>(repeating: 0)   // rows of each rank
        for i in newRows {
            let hard = rows[i].errorA < 0   // only non-required rows have error columns
            for n in entryRange(row: i, rows, poolCount: pool.count) where Int(pool[n].index) >= first {
                let j = Int(pool[n].index) - first
                appearances[j] += 1
                if !hard { soft[j] = true }
            }
            ranked[rank(row: i)] += 1
        }
        let rankStart = SIMD4<Int>(0, ranked[0], ranked[0] + ranked[1], ranked[0] + ranked[1] + ranked[2])
        var fill = rankStart
        for i in newRows {
            let r = rank(row: i)
            ordered[fill[r]] = i
            fill[r] += 1
        }
        // (Rows whose logical is not basic took a column already: ``resolveStart(rows:newColumns:)``.)
        for (n, i) in ordered.enumerated() where columns[Int(rows[i].logical)].position >= 0 {
            // Required rows prefer columns no soft row wants, then the rarest, then the largest coefficient.
            let considersSoft = n < rankStart[1] || (n >= rankStart[2] && n < rankStart[3])
            var pick = -1, pickSoft = true, pickCount: Int32 = 0, pickValue = 0.0
            for m in entryRange(row: i, rows, poolCount: pool.count) {
                let e = pool[m]
                let j = Int(e.index)
                guard j >= first, columns[j].position < 0 else { continue }
                let isSoft = considersSoft ? soft[j - first] : false
                let count = appearances[j - first]
                let better = pick < 0 || (!isSoft && pickSoft)
                    || (isSoft == pickSoft && (count < pickCount || (count == pickCount && Swift.abs(e.value) > pickValue)))
                if better {
                    pick = j; pickSoft = isSoft; pickCount = count; pickValue = Swift.abs(e.value)
                }
            }
            if pick >= 0 {
                let l = Int(rows[i].logical)
                let p = Int(columns[l].position)
                basis[p] = Int32(pick); columns[pick].position = Int32(p); columns[l].position = -1
            }
        }
    }
}
