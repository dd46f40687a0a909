// Removing rows (constraints) from a component.
extension Component {
    /// Removes the given rows and their logical and error columns, then
    /// re-optimises.
    ///
    /// Before a row can go, one of its own columns must be basic (deleting a
    /// row and a column private to it keeps the basis square and
    /// non-singular). If none is, its logical enters the basis first, with
    /// the leaving column chosen by a ratio test in either direction so that
    /// the remaining basic values stay feasible (kiwi's marker rule, as a
    /// revised-simplex pivot). External columns left without any entry leave
    /// the component.
    ///
    /// - Returns: the solver variables that no longer appear in the component, ascending.
    mutating func removeRows(_ doomed: [Int], workspace: inout Workspace) -> [Int] {
        ensureFactor(&workspace)
        ensureColumns()
        var isDoomed = [Bool](repeating: false, count: rowCount)
        for i in doomed { isDoomed[i] = true }
        func isProtected(_ k: Int) -> Bool {
            let owner = columns[Int(basis[k])].ownerRow
            return owner >= 0 && isDoomed[Int(owner)]
        }
        func hasBasicPrivateColumn(_ i: Int) -> Bool {
            columns[Int(rows[i].logical)].position >= 0
                || (rows[i].errorA >= 0 && columns[Int(rows[i].errorA)].position >= 0)
                || (rows[i].errorB >= 0 && columns[Int(rows[i].errorB)].position >= 0)
        }
        var scratch = [Double](repeating: 0, count: rowCount)
        var column = [Double](repeating: 0, count: rowCount)
        for i in doomed where !hasBasicPrivateColumn(i) {
            let l = Int(rows[i].logical)
            for k in 0..<rowCount { scratch[k] = 0 }
            solveColumn(l, scratch: &scratch, into: &column)
            // The restricted basic that blocks first, in either direction.
            var choice: (k: Int, direction: Double, ratio: Double)?
            for k in 0..<rowCount where column[k] != 0 && !isProtected(k) {
                let a = column[k]
                guard Swift.abs(a) > Tolerance.pivot else { continue }
                let ratio: Double
                let direction: Double
                switch columns[Int(basis[k])].kind {
                case .free: continue
                case .fixed: ratio = 0; direction = 1
                case .nonnegative: ratio = Swift.max(x[k], 0) / Swift.abs(a); direction = a > 0 ? 1 : -1
                }
                if let c = choice {
                    if ratio < c.ratio || (ratio == c.ratio && Swift.abs(a) > Swift.abs(column[c.k])) { choice = (k, direction, ratio) }
                } else {
                    choice = (k, direction, ratio)
                }
            }
            let p: Int
            let t: Double   // the entering logical's value
            if let c = choice {
                p = c.k
                t = c.direction * c.ratio
            } else {
                // Only free basics move with this logical: the largest pivot leaves at 0.
                var best = -1
                for k in 0..<rowCount where !isProtected(k) && Swift.abs(column[k]) > Tolerance.pivot {
                    if best < 0 || Swift.abs(column[k]) > Swift.abs(column[best]) { best = k }
                }
                precondition(best >= 0, "a row of a non-singular basis always has a pivot")
                p = best
                t = x[p] / column[p]
            }
            for k in 0..<rowCount where column[k] != 0 { x[k] -= column[k] * t }
            x[p] = t
            pivot(position: p, entering: l, alpha: column)
            if factor!.needsRefactor { refactor(&workspace) }
        }
        let released = compact(removing: isDoomed)
        refactor(&workspace)
        primalSimplex(&workspace)
        return released
    }

    /// Deletes the doomed rows (each with exactly one basic private column),
    /// their private columns and any external column left without entries,
    /// keeping the order of everything that stays.
    private mutating func compact(removing isDoomed: [Bool]) -> [Int] {
        let n = columnCount, m = rowCount
        var live = [Int32](repeating: 0, count: n)
        for i in 0..<m where !isDoomed[i] {
            for e in pool[entryRange(row: i)] { live[Int(e.index)] += 1 }
        }
        var newColumn = [Int32](repeating: -1, count: n)
        var released: [Int] = []
        var next: Int32 = 0
        for j in 0..<n {
            let keep = columns[j].ownerRow >= 0 ? !isDoomed[Int(columns[j].ownerRow)] : live[j] > 0
            if keep {
                newColumn[j] = next; next += 1
            } else if columns[j].variable >= 0 {
                precondition(columns[j].position < 0, "a column without entries cannot be basic")
                released.append(Int(columns[j].variable))
            }
        }
        var newRow = [Int32](repeating: -1, count: m)
        var nextRow: Int32 = 0
        for i in 0..<m where !isDoomed[i] { newRow[i] = nextRow; nextRow += 1 }

        func keepColumns<T>(_ a: [T]) -> [T] {
            var out: [T] = []
            out.reserveCapacity(Int(next))
            for j in 0..<n where newColumn[j] >= 0 { out.append(a[j]) }
            return out
        }
        func keepRows<T>(_ a: [T]) -> [T] {
            var out: [T] = []
            out.reserveCapacity(Int(nextRow))
            for i in 0..<m where newRow[i] >= 0 { out.append(a[i]) }
            return out
        }
        func mapColumn(_ j: Int32) -> Int32 { j >= 0 ? newColumn[Int(j)] : -1 }

        var newPool: [Entry] = []
        newPool.reserveCapacity(pool.count)
        var newStart: [Int32] = []
        newStart.reserveCapacity(Int(nextRow))
        for i in 0..<m where !isDoomed[i] {
            newStart.append(Int32(newPool.count))
            for e in pool[entryRange(row: i)] { newPool.append(Entry(Int(newColumn[Int(e.index)]), e.value)) }
        }
        var newBasis: [Int32] = []
        var newX: [Double] = []
        newBasis.reserveCapacity(Int(nextRow)); newX.reserveCapacity(Int(nextRow))
        for (p, j) in basis.enumerated() where newColumn[Int(j)] >= 0 {
            newBasis.append(newColumn[Int(j)]); newX.append(x[p])
        }
        precondition(newBasis.count == Int(nextRow), "each removed row has exactly one basic private column")

        columns = keepColumns(columns).map { c in
            var c = c
            c.ownerRow = c.ownerRow >= 0 ? newRow[Int(c.ownerRow)] : -1
            c.position = -1
            return c
        }
        rows = keepRows(rows).enumerated().map { n, r in
            var r = r
            r.start = newStart[n]
            r.logical = mapColumn(r.logical)   // its errors follow it, and columns keep their order
            return r
        }
        pool = newPool
        basis = newBasis; x = newX
        for (p, j) in basis.enumerated() { columns[Int(j)].position = Int32(p) }
        pruneLevels()
        magnitude = 0
        for i in 0..<rowCount where rows[i].errorA < 0 { magnitude = Swift.max(magnitude, Swift.abs(rows[i].rhs)) }
        span = 0
        for i in 0..<rowCount { span = Swift.max(span, Swift.abs(rows[i].rhs)) }
        factor = nil
        columnsCurrent = false
        return released
    }
}
