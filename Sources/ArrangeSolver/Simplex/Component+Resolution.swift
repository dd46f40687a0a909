// The resolution start: a batch's first basis read off what its rows
// determine, so that a first layout starts at (or next to) its optimum.
extension Component {
    /// What ``resolveStart(rows:newColumns:)`` left for the simplex method.
    enum Resolution {
        /// Every new row's basic column costs nothing (the crash's kind of
        /// basis): the previous optimum stays dual feasible, and the dual
        /// simplex method restores feasibility as after ``crash(rows:newColumns:)``.
        case dualFeasible
        /// Every new row was resolved and some losing wishes have their
        /// errors basic: expected primal feasible, not known to be optimal.
        /// ``settleResolvedStart(rows:_:)`` checks it, and the primal
        /// simplex method prices it.
        case losingErrorsBasic
    }

    /// Chooses a basic column for each new row from what the rows
    /// determine, instead of ``crash(rows:newColumns:)``'s guess by counts.
    ///
    /// Resolution, over the new rows only (the component's other columns
    /// keep their values): a required equality with one unknown left fixes
    /// it, which becomes basic in that row, in dependency order (a FIFO of
    /// such rows, Kahn's order, in row order); when none is left, the
    /// strongest non-required row with one unknown left (highest level,
    /// then largest weight) fixes its unknown where that unknown's wishes
    /// with no other unknown agree (`fixWish`), so a label's height is
    /// basic in its compression resistance and its hugging's slack is
    /// basic at 0, as at the optimum. A row whose unknowns are all fixed
    /// keeps its logical (slack) basic when it holds, and when a wish
    /// loses, the error of the sign that makes it positive (the root
    /// height's wish for 0 at fitting priority, once the chain of heights
    /// fixed it). Rows left with several unknowns (a cycle, an unknown
    /// nothing fixes) are matched by ``crash(rows:newColumns:)`` as before;
    /// then, and when a required row whose unknowns are all fixed does not
    /// hold, no error is made basic, so the basis is dual feasible as the
    /// crash's is. Nothing here decides the result: the simplex method
    /// starts from this basis and pivots only if it is not optimal.
    ///
    /// - Complexity: O(entries of the new rows), plus sorting each
    ///   resolved unknown's wishes (a handful) by strength.
    mutating func resolveStart(rows newRows: Range<Int>, newColumns: Range<Int>) -> Resolution {
        let first = newColumns.lowerBound, firstRow = newRows.lowerBound
        let rowCount = newRows.count, newColumnCount = newColumns.count
        // Scratch as raw buffers, freed on return: as arrays captured by the
        // local functions below, every write checked uniqueness and bounds
        // (a first layout's group has tens of thousands of rows).
        // Per new row: unknowns left, the sum of its fixed entries.
        let unknowns = UnsafeMutableBufferPointer<Int32>.allocate(capacity: rowCount)
        let fixedSum = UnsafeMutableBufferPointer<Double>.allocate(capacity: rowCount)
        // Per new column: whether fixed, and the rows mentioning it (by pool entry).
        let isFixed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: newColumnCount)
        let mentionStart = UnsafeMutableBufferPointer<Int32>.allocate(capacity: newColumnCount + 1)
        unknowns.initialize(repeating: 0); fixedSum.initialize(repeating: 0)
        isFixed.initialize(repeating: false); mentionStart.initialize(repeating: 0)
        defer { unknowns.deallocate(); fixedSum.deallocate(); isFixed.deallocate(); mentionStart.deallocate() }
        for i in newRows {
            for n in entryRange(row: i) {
                let j = Int(pool[n].index)
                if j >= first {
                    unknowns[i - firstRow] += 1
                    mentionStart[j - first + 1] += 1
                } else {
                    let p = Int(columns[j].position)
                    if p >= 0 { fixedSum[i - firstRow] += pool[n].value * x[p] }
                }
            }
        }
        for k in 0..<newColumnCount { mentionStart[k + 1] += mentionStart[k] }
        let mentionCount = Int(mentionStart[newColumnCount])
        // The cursor per column while filling, then the mentions: pool entries and their rows, by column.
        let fill = UnsafeMutableBufferPointer<Int32>.allocate(capacity: newColumnCount + 1)
        let mentions = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2 * mentionCount)
        let mentionRow = UnsafeMutableBufferPointer(rebasing: mentions[mentionCount...])
        _ = fill.initialize(from: mentionStart)
        defer { fill.deallocate(); mentions.deallocate() }
        for i in newRows {
            for n in entryRange(row: i) where Int(pool[n].index) >= first {
                let k = Int(pool[n].index) - first
                mentions[Int(fill[k])] = Int32(n)
                mentionRow[Int(fill[k])] = Int32(i - firstRow)
                fill[k] += 1
            }
        }
        // Rows ready to fix their one unknown: required equalities first (FIFO),
        // then the strongest other row (a heap).
        // (A row becomes ready once: its count of unknowns only falls.)
        let ready = UnsafeMutableBufferPointer<Int32>.allocate(capacity: rowCount)
        defer { ready.deallocate() }
        var readyCount = 0, readyHead = 0
        var wishes = ResolutionHeap()
        func enqueue(_ r: Int) {
            let i = firstRow + r
            if rows[i].errorCount == 0 {
                if columns[Int(rows[i].logical)].kind == .fixed {
                    ready[readyCount] = Int32(r)
                    readyCount += 1
                }
            } else {
                let k = rows[i].costIndex
                wishes.push(row: Int32(r), slot: k >= 0 ? costs[Int(k)].slot : Int32.max, weight: k >= 0 ? costs[Int(k)].weight : 0)
            }
        }
        for r in 0..<rowCount where unknowns[r] == 1 { enqueue(r) }
        /// The one unknown of row `r` and its coefficient, or nil if that is too small to divide by.
        func unknown(of r: Int) -> (column: Int, coefficient: Double)? {
            let i = firstRow + r
            var u = -1, a = 0.0, largest = 0.0
            for n in entryRange(row: i) {
                let j = Int(pool[n].index)
                largest = Swift.max(largest, Swift.abs(pool[n].value))
                if j >= first && !isFixed[j - first] { u = j; a = pool[n].value }
            }
            guard u >= 0, Swift.abs(a) > 1e-7 * largest else { return nil }
            return (u, a)
        }
        /// Fixes column `u` at the value row `r` gives it (its other columns fixed, its private ones at 0), basic in that row.
        func fix(_ u: Int, coefficient a: Double, row r: Int) {
            let i = firstRow + r
            let v = (rows[i].rhs - fixedSum[r]) / a
            isFixed[u - first] = true
            let l = Int(rows[i].logical)
            let p = Int(columns[l].position)
            basis[p] = Int32(u); columns[u].position = Int32(p); columns[l].position = -1
            for m in Int(mentionStart[u - first])..<Int(mentionStart[u - first + 1]) {
                let s = Int(mentionRow[m])
                unknowns[s] -= 1
                fixedSum[s] += pool[Int(mentions[m])].value * v
                if unknowns[s] == 1 { enqueue(s) }
            }
        }
        /// Fixes the unknown of non-required row `r` where its wishes with no
        /// other unknown agree, strongest first: an equality inside the range
        /// the stronger inequalities leave, else the bound of the strongest
        /// row bounding that range (a label's compression resistance, when its
        /// hugging closes the range at the same measure, and a wall further
        /// out loses nothing). The row giving the value holds it.
        var wishRows: [(row: Int, bound: Double, coefficient: Double, key: (slot: Int32, weight: Double), sense: Int)] = []
        func fixWish(row r: Int) {
            guard let (u, _) = unknown(of: r) else { return }
            wishRows.removeAll(keepingCapacity: true)
            for m in Int(mentionStart[u - first])..<Int(mentionStart[u - first + 1]) {
                let s = Int(mentionRow[m]), i = firstRow + s
                guard unknowns[s] == 1, rows[i].errorCount > 0 else { continue }
                let a = pool[Int(mentions[m])].value
                guard a != 0 else { continue }
                let bound = (rows[i].rhs - fixedSum[s]) / a
                let l = columns[Int(rows[i].logical)]
                // Equality 0; u ≤ bound −1; u ≥ bound +1 (a ≤ row's slack has +1, a ≥ row's −1; a negative a flips it).
                let sense = l.kind == .fixed ? 0 : (l.privateCoefficient > 0) == (a > 0) ? -1 : 1
                let k = rows[i].costIndex
                wishRows.append((s, bound, a, k >= 0 ? (costs[Int(k)].slot, costs[Int(k)].weight) : (Int32.max, 0), sense))
            }
            // Strongest first (a handful of rows: insertion sort), ties to the first row.
            for x in wishRows.indices.dropFirst() {
                let w = wishRows[x]
                var y = x
                while y > 0 {
                    let o = wishRows[y - 1]
                    let stronger = w.key.slot != o.key.slot ? w.key.slot < o.key.slot : w.key.weight != o.key.weight ? w.key.weight > o.key.weight : w.row < o.row
                    guard stronger else { break }
                    wishRows[y] = o
                    y -= 1
                }
                wishRows[y] = w
            }
            var low = -Double.infinity, high = Double.infinity, lowRow = -1, highRow = -1, chosen = -1
            for (n, w) in wishRows.enumerated() {
                let tolerance = Tolerance.primal * Swift.max(1, Swift.abs(w.bound))
                switch w.sense {
                case 0:
                    if w.bound >= low - tolerance && w.bound <= high + tolerance { chosen = n }
                case 1:
                    if w.bound <= high + tolerance && w.bound > low { low = w.bound; lowRow = n }
                default:
                    if w.bound >= low - tolerance && w.bound < high { high = w.bound; highRow = n }
                }
                if chosen >= 0 { break }
            }
            if chosen < 0 {
                // The range's end set by the stronger row (the first in order), else its one end.
                chosen = lowRow >= 0 && (highRow < 0 || lowRow < highRow) ? lowRow : highRow
            }
            guard chosen >= 0, let (column, a) = unknown(of: wishRows[chosen].row) else { return }
            fix(column, coefficient: a, row: wishRows[chosen].row)
        }
        while true {
            if readyHead < readyCount {
                let r = Int(ready[readyHead])
                readyHead += 1
                if unknowns[r] == 1, let (u, a) = unknown(of: r) { fix(u, coefficient: a, row: r) }
            } else if let r = wishes.pop() {
                if unknowns[Int(r)] == 1 { fixWish(row: Int(r)) }
            } else {
                break
            }
        }
        // Rows whose unknowns are all fixed: the private column their residual needs.
        var complete = true
        var losing: [(position: Int, column: Int)] = []
        for r in 0..<rowCount {
            let i = firstRow + r
            let l = Int(rows[i].logical)
            guard columns[l].position >= 0 else { continue }   // it fixed its unknown
            guard unknowns[r] == 0 else { complete = false; continue }   // left to the crash
            let residual = rows[i].rhs - fixedSum[r]
            let tolerance = Tolerance.primal * Swift.max(1, Swift.abs(rows[i].rhs))
            if Swift.abs(residual) <= tolerance { continue }   // it holds: its logical basic (at 0)
            if rows[i].errorCount == 0 {
                // A required row that does not hold (at the values guessed): the dual method decides.
                if columns[l].kind == .fixed || residual * columns[l].privateCoefficient < 0 { complete = false }
                continue
            }
            if columns[l].kind == .nonnegative && residual * columns[l].privateCoefficient > 0 { continue }   // slack
            let a = rows[i].errorA, b = rows[i].errorB
            if a >= 0 && residual * columns[Int(a)].privateCoefficient > 0 {
                losing.append((Int(columns[l].position), Int(a)))
            } else if b >= 0 && residual * columns[Int(b)].privateCoefficient > 0 {
                losing.append((Int(columns[l].position), Int(b)))
            }
        }
        // Rows left with several unknowns: the crash's matching.
        if !complete { crash(rows: newRows, newColumns: newColumns) }
        guard complete && !losing.isEmpty else { return .dualFeasible }
        for (p, e) in losing {
            columns[Int(basis[p])].position = -1
            basis[p] = Int32(e)
            columns[e].position = Int32(p)
        }
        return .losingErrorsBasic
    }

    /// After the crash's basis for the new rows was factorised: when one of
    /// their basic values is out of bounds (the dual simplex method would
    /// pivot, one row at a time: a column of labels under a content height
    /// took one pivot per label), puts their logicals back, chooses again
    /// with ``resolveStart(rows:newColumns:)`` and refactorises; returns what
    /// it left, or nil when the crash's basis is feasible (kept as it is:
    /// the same basis and values as without the resolution).
    ///
    /// - Complexity: O(new columns) to look; resolving and refactorising when it does.
    mutating func resolveIfCrashInfeasible(rows newRows: Range<Int>, newColumns: Range<Int>, _ workspace: inout Workspace) -> Resolution? {
        // The new rows' basic columns are new columns (the crash picks no
        // other), wherever bordering put their positions.
        var positions: [Int32] = []
        positions.reserveCapacity(newRows.count)
        for j in newColumns where columns[j].position >= 0 { positions.append(columns[j].position) }
        guard positions.count == newRows.count,
              positions.contains(where: { infeasibility(at: Int($0)) > Tolerance.primal }) else { return nil }
        positions.sort()
        for p in positions { columns[Int(basis[Int(p)])].position = -1 }
        for (k, i) in newRows.enumerated() {
            let l = Int(rows[i].logical)
            basis[Int(positions[k])] = Int32(l)
            columns[l].position = positions[k]
        }
        let resolution = resolveStart(rows: newRows, newColumns: newColumns)
        refactor(&workspace)
        return resolution
    }

    /// After a ``Resolution/losingErrorsBasic`` start was factorised: true
    /// when every basic value is within its bounds (then the primal
    /// simplex method takes it to the optimum); otherwise puts each new
    /// row's logical back in place of its error (a dual feasible basis,
    /// as the crash's), refactorises and returns false.
    mutating func settleResolvedStart(rows newRows: Range<Int>, _ workspace: inout Workspace) -> Bool {
        if (0..<rowCount).allSatisfy({ infeasibility(at: $0) <= Tolerance.primal }) { return true }
        for i in newRows {
            let l = Int(rows[i].logical)
            guard columns[l].position < 0 else { continue }
            for e in [rows[i].errorA, rows[i].errorB] where e >= 0 && columns[Int(e)].position >= 0 {
                let p = Int(columns[Int(e)].position)
                basis[p] = Int32(l); columns[l].position = Int32(p); columns[Int(e)].position = -1
            }
        }
        refactor(&workspace)
        return false
    }
}

/// The resolution's queue of non-required rows with one unknown left:
/// the strongest first (lowest level slot, then largest weight), rows of
/// one strength in the order they were pushed (a FIFO per strength: a
/// layout has a handful of strengths, so finding a row's bucket is a short
/// scan, where a heap of thousands of rows cost a dozen levels per pop).
/// The order depends on nothing but the rows.
struct ResolutionHeap {
    /// The strengths met, strongest first, each with its rows and how many were popped.
    private var buckets: [(slot: Int32, weight: Double, rows: [Int32], head: Int)] = []
    /// The first bucket that may hold a row not popped yet.
    private var first = 0

    /// Adds row `row`, whose errors cost `weight` on level slot `slot`.
    mutating func push(row: Int32, slot: Int32, weight: Double) {
        var k = 0
        while k < buckets.count && (buckets[k].slot < slot || (buckets[k].slot == slot && buckets[k].weight > weight)) { k += 1 }
        if k < buckets.count && buckets[k].slot == slot && buckets[k].weight == weight {
            buckets[k].rows.append(row)
        } else {
            buckets.insert((slot, weight, [row], 0), at: k)
        }
        first = Swift.min(first, k)
    }

    /// Removes and returns the strongest row (the first pushed of its strength), or nil.
    mutating func pop() -> Int32? {
        while first < buckets.count {
            if buckets[first].head < buckets[first].rows.count {
                let row = buckets[first].rows[buckets[first].head]
                buckets[first].head += 1
                return row
            }
            first += 1
        }
        return nil
    }
}
