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
    /// - Returns: the solver variables that no longer appear in the component.
    mutating func removeRows(_ doomed: [Int]) -> [Int] {
        ensureFactor()
        var isDoomed = [Bool](repeating: false, count: rows.count)
        for i in doomed { isDoomed[i] = true }
        func isProtected(_ k: Int) -> Bool {
            let owner = ownerRow[Int(basis[k])]
            return owner >= 0 && isDoomed[Int(owner)]
        }
        for i in doomed {
            if rows[i].contains(where: { ownerRow[Int($0.index)] == Int32(i) && position[Int($0.index)] >= 0 }) { continue }
            let l = Int(logical[i])
            let column = solveColumn(l)
            // Blocking ratio for each restricted basic, in either direction.
            var choice: (k: Int, direction: Double, ratio: Double)?
            for k in 0..<rows.count where column[k] != 0 && !isProtected(k) {
                let a = column[k]
                guard Swift.abs(a) > Tolerance.pivot else { continue }
                let ratio: Double
                let direction: Double
                switch kind[Int(basis[k])] {
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
                for k in 0..<rows.count where !isProtected(k) && Swift.abs(column[k]) > Tolerance.pivot {
                    if best < 0 || Swift.abs(column[k]) > Swift.abs(column[best]) { best = k }
                }
                precondition(best >= 0, "a row of a non-singular basis always has a pivot")
                p = best
                t = x[p] / column[p]
            }
            for k in 0..<rows.count where column[k] != 0 { x[k] -= column[k] * t }
            x[p] = t
            pivot(position: p, entering: l, alpha: column)
            if factor!.needsRefactor { refactor() }
        }
        let released = delete(rows: doomed)
        refactor()
        primalSimplex()
        return released
    }

    /// Deletes rows whose private column is basic, with their private columns
    /// and any external column left empty. Indices are kept dense by moving
    /// the last row (column, position) into each hole.
    private mutating func delete(rows doomed: [Int]) -> [Int] {
        var doomedColumns: [Int] = []
        var deadPositions: [Int] = []
        var touched: [Int] = []
        for i in doomed.sorted(by: >) {
            for e in rows[i] {
                let c = Int(e.index)
                if ownerRow[c] == Int32(i) {
                    doomedColumns.append(c)
                    if position[c] >= 0 { deadPositions.append(Int(position[c])) }
                } else {
                    columns[c].removeAll { Int($0.index) == i }
                    touched.append(c)
                }
            }
            let last = rows.count - 1
            if i != last {
                rows[i] = rows[last]; rhs[i] = rhs[last]; logical[i] = logical[last]; record[i] = record[last]
                for e in rows[i] {
                    let c = Int(e.index)
                    for n in columns[c].indices where Int(columns[c][n].index) == last { columns[c][n].index = Int32(i) }
                    if ownerRow[c] == Int32(last) { ownerRow[c] = Int32(i) }
                }
            }
            rows.removeLast(); rhs.removeLast(); logical.removeLast(); record.removeLast()
        }
        precondition(deadPositions.count == doomed.count, "each removed row has exactly one basic private column")
        for p in deadPositions.sorted(by: >) {
            position[Int(basis[p])] = -1
            let last = basis.count - 1
            if p != last {
                basis[p] = basis[last]; x[p] = x[last]
                position[Int(basis[p])] = Int32(p)
            }
            basis.removeLast(); x.removeLast()
        }
        var released: [Int] = []
        for c in touched where columns[c].isEmpty && !doomedColumns.contains(c) {
            precondition(position[c] < 0, "an empty column cannot be basic")
            doomedColumns.append(c)
            released.append(Int(variable[c]))
        }
        for c in Set(doomedColumns).sorted(by: >) {
            let last = columns.count - 1
            if c != last {
                columns[c] = columns[last]; kind[c] = kind[last]; cost[c] = cost[last]
                variable[c] = variable[last]; ownerRow[c] = ownerRow[last]; position[c] = position[last]
                if position[c] >= 0 { basis[Int(position[c])] = Int32(c) }
                for e in columns[c] {
                    let r = Int(e.index)
                    for n in rows[r].indices where Int(rows[r][n].index) == last { rows[r][n].index = Int32(c) }
                }
                if ownerRow[c] >= 0, logical[Int(ownerRow[c])] == Int32(last) { logical[Int(ownerRow[c])] = Int32(c) }
            }
            columns.removeLast(); kind.removeLast(); cost.removeLast()
            variable.removeLast(); ownerRow.removeLast(); position.removeLast()
        }
        maxCost = cost.max() ?? 0
        factor = nil
        return released.sorted()
    }
}
