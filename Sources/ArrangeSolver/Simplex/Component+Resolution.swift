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
    /// then largest weight, then the first row) fixes its unknown at the
    /// value it asks for (an inequality: its bound), so a label's height is
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
    /// - Complexity: O(entries of the new rows · log rows).
    mutating func resolveStart(rows newRows: Range<Int>, newColumns: Range<Int>) -> Resolution {
        let first = newColumns.lowerBound, firstRow = newRows.lowerBound
        let rowCount = newRows.count, newColumnCount = newColumns.count
        // Per new row: unknowns left, the sum of its fixed entries.
        var unknowns = [Int32](repeating: 0, count: rowCount)
        var fixedSum = [Double](repeating: 0, count: rowCount)
        // Per new column: whether fixed, and the rows mentioning it (by pool entry).
        var isFixed = [Bool](repeating: false, count: newColumnCount)
        var value = [Double](repeating: 0, count: newColumnCount)
        var mentionStart = [Int32](repeating: 0, count: newColumnCount + 1)
        for i in newRows {
            let start = Int(rows[i].start)
            for n in start..<start + Int(rows[i].length) {
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
        var fill = mentionStart
        var mentions = [Int32](repeating: 0, count: Int(mentionStart[newColumnCount]))   // pool entries, by column
        var mentionRow = [Int32](repeating: 0, count: mentions.count)
        for i in newRows {
            let start = Int(rows[i].start)
            for n in start..<start + Int(rows[i].length) where Int(pool[n].index) >= first {
                let k = Int(pool[n].index) - first
                mentions[Int(fill[k])] = Int32(n)
                mentionRow[Int(fill[k])] = Int32(i - firstRow)
                fill[k] += 1
            }
        }
        // Rows ready to fix their one unknown: required equalities first (FIFO),
        // then the strongest other row (a heap).
        var ready: [Int32] = [], readyHead = 0
        var wishes = ResolutionHeap()
        func enqueue(_ r: Int) {
            let i = firstRow + r
            if rows[i].errorCount == 0 {
                if columns[Int(rows[i].logical)].kind == .fixed { ready.append(Int32(r)) }
            } else {
                let k = rows[i].costIndex
                wishes.push(row: Int32(r), slot: k >= 0 ? costs[Int(k)].slot : Int32.max, weight: k >= 0 ? costs[Int(k)].weight : 0)
            }
        }
        for r in 0..<rowCount where unknowns[r] == 1 { enqueue(r) }
        /// Fixes the one unknown of row `r`, basic in that row; false if its coefficient is too small to divide by.
        func fix(row r: Int) -> Bool {
            let i = firstRow + r
            let start = Int(rows[i].start)
            var u = -1, a = 0.0, largest = 0.0
            for n in start..<start + Int(rows[i].length) {
                let j = Int(pool[n].index)
                largest = Swift.max(largest, Swift.abs(pool[n].value))
                if j >= first && !isFixed[j - first] { u = j; a = pool[n].value }
            }
            guard u >= 0, Swift.abs(a) > 1e-7 * largest else { return false }
            let v = (rows[i].rhs - fixedSum[r]) / a
            isFixed[u - first] = true
            value[u - first] = v
            let l = Int(rows[i].logical)
            let p = Int(columns[l].position)
            basis[p] = Int32(u); columns[u].position = Int32(p); columns[l].position = -1
            for m in Int(mentionStart[u - first])..<Int(mentionStart[u - first + 1]) {
                let s = Int(mentionRow[m])
                unknowns[s] -= 1
                fixedSum[s] += pool[Int(mentions[m])].value * v
                if unknowns[s] == 1 { enqueue(s) }
            }
            return true
        }
        while true {
            if readyHead < ready.count {
                let r = Int(ready[readyHead])
                readyHead += 1
                if unknowns[r] == 1 { _ = fix(row: r) }
            } else if let r = wishes.pop() {
                if unknowns[Int(r)] == 1 { _ = fix(row: Int(r)) }
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
            for e in [rows[i].errorA, rows[i].errorB] where e >= 0 && residual * columns[Int(e)].privateCoefficient > 0 {
                losing.append((Int(columns[l].position), Int(e)))
                break
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
/// the strongest first (lowest level slot, then largest weight), ties to
/// the first row, so the order never depends on anything but the rows.
struct ResolutionHeap {
    private var items: [(slot: Int32, weight: Double, row: Int32)] = []

    @inline(__always)
    private static func before(_ a: (slot: Int32, weight: Double, row: Int32), _ b: (slot: Int32, weight: Double, row: Int32)) -> Bool {
        a.slot != b.slot ? a.slot < b.slot : a.weight != b.weight ? a.weight > b.weight : a.row < b.row
    }

    /// Adds row `row`, whose errors cost `weight` on level slot `slot`.
    mutating func push(row: Int32, slot: Int32, weight: Double) {
        items.append((slot, weight, row))
        var k = items.count - 1
        while k > 0 {
            let parent = (k - 1) / 2
            guard Self.before(items[k], items[parent]) else { break }
            items.swapAt(k, parent)
            k = parent
        }
    }

    /// Removes and returns the strongest row, or nil.
    mutating func pop() -> Int32? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var k = 0
            while true {
                let left = 2 * k + 1, right = left + 1
                var best = k
                if left < items.count && Self.before(items[left], items[best]) { best = left }
                if right < items.count && Self.before(items[right], items[best]) { best = right }
                guard best != k else { break }
                items.swapAt(k, best)
                k = best
            }
        }
        return top.row
    }
}
