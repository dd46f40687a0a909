/// Pass 3 of the factorisation: the kernel, by Markowitz with threshold pivoting.
extension SparseLU {
    /// Pass 3 of the factorisation: the kernel that the singleton passes
    /// left (the rows and positions not done), in explicit, growable rows
    /// and columns.
    mutating func factorKernel(_ scratch: inout LUScratch, spikes: SpikeColumns?, _ workspace: inout Workspace) {
        let m = size
        // Flat lists from the workspace (no allocation per row or column).
        var rowEntries = FlatLists<Entry>()
        var columnRows = FlatLists<Int32>()
        swap(&rowEntries, &workspace.luKernelRows)
        swap(&columnRows, &workspace.luKernelColumns)
        defer {
            workspace.luKernelRows = rowEntries
            workspace.luKernelColumns = columnRows
        }
        // Room for the active entries twice over (fill-in), reserved once.
        var active = 0
        for i in 0..<m where !scratch.done[i] { active += Int(scratch.counts[i]) }
        rowEntries.reset(lists: m, capacity: 2 * active)
        columnRows.reset(lists: m, capacity: 2 * active)
        // Sized once from the active counts (fill-in grows them later).
        for i in 0..<m where !scratch.done[i] { rowEntries.reserve(list: i, capacity: Int(scratch.counts[i])) }
        for k in 0..<m where !scratch.done[m + k] { columnRows.reserve(list: k, capacity: Int(scratch.counts[m + k])) }
        // The kernel's single-element bookkeeping runs on buffers (no
        // uniqueness or bounds check per access), in a method (no dynamic
        // exclusivity check on the lists).
        let (rowStart, rowPosition, rowValue) = (scratch.rowStart, scratch.rowPosition, scratch.rowValue)
        scratch.counts.withUnsafeMutableBufferPointer { counts in
            scratch.done.withUnsafeMutableBufferPointer { done in
                factorKernel(counts: counts, done: done, rowStart: rowStart, rowPosition: rowPosition,
                             rowValue: rowValue, spikes: spikes, rowEntries: &rowEntries, columnRows: &columnRows)
            }
        }
    }

    /// Pass 3 of the factorisation: the kernel (the rows and positions not
    /// `done`, with their active `counts`: rows at 0..<m, positions at
    /// m..<2m), by Markowitz with threshold pivoting. `rowEntries` and
    /// `columnRows` have room for the active entries; the kernel's entries
    /// are copied from the row-wise copy of `B` (`rowStart`, `rowPosition`, `rowValue`).
    private mutating func factorKernel(
        counts: UnsafeMutableBufferPointer<Int32>, done: UnsafeMutableBufferPointer<Bool>,
        rowStart: [Int32], rowPosition: [Int32], rowValue: [Double], spikes: SpikeColumns?,
        rowEntries: inout FlatLists<Entry>, columnRows: inout FlatLists<Int32>
    ) {
        let m = size
        for i in 0..<m where !done[i] {
            for n in Int(rowStart[i])..<Int(rowStart[i + 1])
            where !done[m + Int(rowPosition[n])] && spikes?.contains(Int(rowPosition[n])) != true {
                rowEntries.append(Entry(Int(rowPosition[n]), rowValue[n]), to: i)
                columnRows.append(Int32(i), to: Int(rowPosition[n]))
            }
            guard let spikes else { continue }
            for q in 0..<spikes.count where Swift.abs(spikes[q, row: i]) > Tolerance.drop {
                rowEntries.append(Entry(spikes.position(q), spikes[q, row: i]), to: i)
                columnRows.append(Int32(i), to: spikes.position(q))
            }
        }
        /// The index in row `row`'s list of its entry at `position`, if any.
        func entryIndex(_ row: Int, _ position: Int) -> Int? {
            let entries = rowEntries.list(row)
            for n in entries.indices where Int(entries[n].index) == position { return n }
            return nil
        }
        let work = UnsafeMutablePointer<Double>.allocate(capacity: m)
        work.initialize(repeating: 0, count: m)
        let slot = UnsafeMutablePointer<Int32>.allocate(capacity: m)
        slot.initialize(repeating: -1, count: m)
        let stamp = UnsafeMutablePointer<Int32>.allocate(capacity: m)
        stamp.initialize(repeating: -1, count: m)
        // A searched column's usable rows and values, reused from column to column.
        var candidateCapacity = 16
        var candidates = UnsafeMutablePointer<Entry>.allocate(capacity: candidateCapacity)
        defer { work.deallocate(); slot.deallocate(); stamp.deallocate(); candidates.deallocate() }
        // Active positions in buckets by their count (doubly linked), so
        // that the fewest-entries search and each pivot cost O(1), not O(k).
        var buckets = ColumnBuckets(size: m)
        for k in 0..<m where !done[m + k] { buckets.insert(k, count: Int(counts[m + k])) }
        // `stamp`: rows already eliminated for the current pivot (a stamp per row).
        var step: Int32 = 0
        while let minCount = buckets.lowestCount() {
            if minCount <= 0 {
                // An empty column: the basis is singular at this position.
                let k = buckets.first(count: 0)!
                singularPositions.append(k)
                done[m + k] = true
                buckets.remove(k)
                continue
            }
            var best: (row: Int, position: Int, value: Double, cost: Int)?
            var searched = 0
            search: for count in minCount...(minCount + 1) {
                var next = buckets.first(count: count)
                while let k = next {
                    next = buckets.next(after: k)
                    searched += 1
                    // The column's usable rows and values, with the largest
                    // magnitude; then the candidates above the threshold.
                    let column = columnRows.list(k)
                    let length = column.count
                    if length > candidateCapacity {
                        candidates.deallocate()
                        candidateCapacity = 2 * length
                        candidates = .allocate(capacity: candidateCapacity)
                    }
                    var found = 0
                    var largest = 0.0
                    for n in 0..<length {
                        let r = Int(column[n])
                        guard !done[r] else { continue }
                        let row = rowEntries.list(r)
                        guard let at = row.firstIndex(where: { Int($0.index) == k }) else { continue }
                        let v = row[at].value
                        candidates[found] = Entry(r, v); found += 1
                        largest = Swift.max(largest, Swift.abs(v))
                    }
                    for c in 0..<found {
                        let r = Int(candidates[c].index), v = candidates[c].value
                        guard Swift.abs(v) >= Tolerance.luThreshold * largest && Swift.abs(v) > Tolerance.drop else { continue }
                        let cost = Int(counts[r] - 1) * Int(counts[m + k] - 1)
                        if let b = best {
                            if cost < b.cost || (cost == b.cost && Swift.abs(v) > Swift.abs(b.value)) {
                                best = (r, k, v, cost)
                            }
                        } else {
                            best = (r, k, v, cost)
                        }
                    }
                    if searched >= Tuning.markowitzColumns { break search }
                }
            }
            guard let (r, k, u, _) = best else {
                // Every remaining entry of the searched columns is numerically zero.
                let k = buckets.first(count: minCount)!
                singularPositions.append(k)
                done[m + k] = true
                for n in 0..<columnRows.count(k) {
                    let r = Int(columnRows[k, n])
                    if !done[r], let at = entryIndex(r, k) {
                        rowEntries.remove(at: at, from: r); counts[r] -= 1
                    }
                }
                buckets.remove(k)
                continue
            }
            pivotRow.append(Int32(r)); pivotPosition.append(Int32(k)); pivotValue.append(u)
            // The pivot row's other entries go to U: `entries[pivotStart..<pivotEnd]`
            // (later appends to `entries` leave them in place).
            let pivotStart = entries.count
            for n in 0..<rowEntries.count(r) where Int(rowEntries[r, n].index) != k { entries.append(rowEntries[r, n]) }
            let pivotEnd = entries.count
            split.append(Int32(pivotEnd))
            done[r] = true; done[m + k] = true
            buckets.remove(k)
            for p in pivotStart..<pivotEnd {
                let j = Int(entries[p].index)
                counts[m + j] -= 1
                buckets.move(j, to: Int(counts[m + j]))
            }
            // Eliminate column k from the other active rows.
            step += 1
            // (Column k's list does not change here: fill-in lands in
            // the pivot row's other columns.)
            for c in 0..<columnRows.count(k) {
                let i = Int(columnRows[k, c])
                guard i != r, !done[i], stamp[i] != step else { continue }
                stamp[i] = step
                guard let at = entryIndex(i, k) else { continue }
                let l = rowEntries[i, at].value / u
                entries.append(Entry(i, l))
                rowEntries.remove(at: at, from: i)
                let row = rowEntries.list(i)
                for n in row.indices {
                    let e = row[n]
                    work[Int(e.index)] = e.value; slot[Int(e.index)] = Int32(n)
                }
                for p in pivotStart..<pivotEnd {
                    let e = entries[p]
                    let j = Int(e.index)
                    if slot[j] >= 0 {
                        work[j] -= l * e.value
                    } else {
                        rowEntries.append(Entry(j, -l * e.value), to: i)
                        columnRows.append(Int32(i), to: j)
                        counts[m + j] += 1
                        buckets.move(j, to: Int(counts[m + j]))
                    }
                }
                // Compact the row in place (no new array per eliminated row).
                var keptCount = 0
                let filled = rowEntries.list(i)
                for n in filled.indices {
                    let e = filled[n]
                    let j = Int(e.index)
                    let v = slot[j] >= 0 ? work[j] : e.value
                    slot[j] = -1
                    if Swift.abs(v) > Tolerance.drop {
                        filled[keptCount] = Entry(j, v)
                        keptCount += 1
                    } else {
                        counts[m + j] -= 1
                        buckets.move(j, to: Int(counts[m + j]))
                    }
                }
                rowEntries.truncate(i, to: keptCount)
                counts[i] = Int32(keptCount)
            }
            start.append(Int32(entries.count))
            rowEntries.truncate(r, to: 0)
        }
    }
}
