/// A sparse LU factorisation of a square basis matrix `B`.
///
/// Gaussian elimination picks a pivot sequence `(rₛ, cₛ)` (a row of `B` and
/// a basis position) in three passes, each cheaper than the next:
/// 1. column singletons (a position with one active row): no elimination;
/// 2. row singletons (a row with one active position): elimination with no fill;
/// 3. the remaining kernel, by Markowitz's rule (fewest `(r−1)(c−1)` fill-ins)
///    with threshold partial pivoting.
/// Layout bases are nearly triangular (chains, grids), so the first two passes
/// usually factor everything in time proportional to the non-zeros. When
/// they get stuck, the densest position left is set aside as a spike
/// (``SpikeColumns``, dense by row) and the passes go on without it; the
/// spikes join the kernel, pivoted last (a bordered block-triangular form):
/// equal widths put one width into every row of a chain, which is
/// triangular without it.
///
/// `L` is stored as elimination steps (`v[i] -= l · v[rₛ]`), `U` as the pivot
/// rows. A position that finds no usable pivot is reported as singular
/// together with a row left uncovered, so the caller can repair the basis.
struct SparseLU: Equatable {
    /// The size of the basis.
    let size: Int
    /// For each pivot step, its row of `B`.
    var pivotRow: [Int32] = []
    /// For each pivot step, its basis position.
    var pivotPosition: [Int32] = []
    /// For each pivot step, the pivot element.
    var pivotValue: [Double] = []
    /// Step `s` stores its `U` row, the entries (position, value)
    /// `entries[start[s]..<split[s]]`, followed by its `L` column, the
    /// entries (row, multiplier) `entries[split[s]..<start[s+1]]`: one array,
    /// so that a factorisation makes one allocation for both.
    var start: [Int32] = [0]
    var split: [Int32] = []
    var entries: [Entry] = []
    /// Positions that found no pivot (a singular basis), in ascending order.
    var singularPositions: [Int] = []
    /// Rows that no pivot covered, in ascending order (as many as `singularPositions`).
    var uncoveredRows: [Int] = []

    /// The factorisation of the empty basis (a new component's, before its
    /// rows are bordered on).
    init() {
        size = 0
    }

    /// The empty basis's factorisation, shared (no allocation per use).
    static let empty = SparseLU()

    /// Whether this equals ``empty`` (compared without copying it).
    var isEmptyBasis: Bool {
        size == 0 && pivotRow.isEmpty && pivotPosition.isEmpty && pivotValue.isEmpty && start.count == 1 && start[0] == 0
            && split.isEmpty && entries.isEmpty && singularPositions.isEmpty && uncoveredRows.isEmpty
    }

    /// The number of stored non-zeros in `L` and `U`.
    var nonZeros: Int { entries.count + pivotValue.count }

    /// Factorises the matrix whose position `k` holds column `basis[k]` of a
    /// column-compressed matrix (entries indexed by row).
    ///
    /// - Complexity: O(non-zeros) for triangular bases; the kernel costs
    ///   O(k²) search plus fill-in for a kernel of `k` positions.
    init(columnStart: [Int32], columnEntries: [Entry], basis: [Int32], workspace: inout Workspace) {
        let m = basis.count
        size = m
        // Row-wise copy of B in compressed form. During the singleton passes
        // no row changes (a row singleton has nothing to subtract), so an
        // entry is live exactly while its row and its position are both active.
        // Counts: rows at 0..<m, positions at m..<2m; the basis columns'
        // ranges in `columnEntries`: first at 0..<m, end at m..<2m.
        var counts = Workspace.take(&workspace.luCounts, count: 2 * m, value: 0)
        var ranges = Workspace.take(&workspace.luRanges, count: 2 * m, value: 0)
        var rowStart = Workspace.take(&workspace.luStarts, count: m + 1, value: 0)
        var fill = Workspace.take(&workspace.luFill, count: m + 1, value: 0)
        var nonZeros = 0
        counts.withUnsafeMutableBufferPointer { counts in
            ranges.withUnsafeMutableBufferPointer { ranges in
                columnEntries.withUnsafeBufferPointer { columnEntries in
                    for k in 0..<m {
                        let j = Int(basis[k])
                        ranges[k] = columnStart[j]; ranges[m + k] = columnStart[j + 1]
                        for n in Int(ranges[k])..<Int(ranges[m + k]) { counts[Int(columnEntries[n].index)] += 1 }
                        counts[m + k] = ranges[m + k] - ranges[k]
                    }
                }
            }
            rowStart.withUnsafeMutableBufferPointer { rowStart in
                fill.withUnsafeMutableBufferPointer { fill in
                    for i in 0..<m { rowStart[i + 1] = rowStart[i] + counts[i] }
                    for i in 0..<(m + 1) { fill[i] = rowStart[i] }
                    nonZeros = Int(rowStart[m])
                }
            }
        }
        var rowPosition = Workspace.take(&workspace.luPositions, count: nonZeros, value: 0)
        var rowValue = Workspace.take(&workspace.luValues, count: nonZeros, value: 0)
        // Done flags: rows at 0..<m, positions at m..<2m.
        var done = Workspace.take(&workspace.luDone, count: 2 * m, value: false)
        // The singleton stacks: a position or row is pushed at most twice
        // (at the start, and when its count drops to one).
        var columnSingletons = Workspace.take(&workspace.luStackA, count: 2 * m, value: 0)
        var rowSingletons = Workspace.take(&workspace.luStackB, count: 2 * m, value: 0)
        pivotRow.reserveCapacity(m)
        pivotPosition.reserveCapacity(m)
        pivotValue.reserveCapacity(m)
        start.reserveCapacity(m + 1)
        split.reserveCapacity(m)
        // The singleton passes store each off-pivot entry of B once, in U or in L.
        entries.reserveCapacity(Swift.max(0, nonZeros - m))

        var remaining = m
        // Positions set aside when the singleton passes get stuck (in the
        // workspace's storage, taken when first needed).
        var spikes: SpikeColumns?
        let spikeStorage = workspace.spikes
        counts.withUnsafeMutableBufferPointer { counts in
        ranges.withUnsafeMutableBufferPointer { ranges in
        rowStart.withUnsafeMutableBufferPointer { rowStart in
        fill.withUnsafeMutableBufferPointer { fill in
        rowPosition.withUnsafeMutableBufferPointer { rowPosition in
        rowValue.withUnsafeMutableBufferPointer { rowValue in
        done.withUnsafeMutableBufferPointer { done in
        columnSingletons.withUnsafeMutableBufferPointer { columnStack in
        rowSingletons.withUnsafeMutableBufferPointer { rowStack in
        columnEntries.withUnsafeBufferPointer { columnEntries in
            // Row-wise copy of B in compressed form. During the singleton passes
            // no row changes (a row singleton has nothing to subtract), so an
            // entry is live exactly while its row and its position are both active.
            for k in 0..<m {
                for n in Int(ranges[k])..<Int(ranges[m + k]) {
                    let e = columnEntries[n]
                    let at = Int(fill[Int(e.index)])
                    rowPosition[at] = Int32(k); rowValue[at] = e.value
                    fill[Int(e.index)] += 1
                }
            }
            // Pass 1 and 2: singletons, driven by two stacks.
            var columnTop = 0, rowTop = 0
            for k in (0..<m).reversed() where counts[m + k] == 1 { columnStack[columnTop] = Int32(k); columnTop += 1 }
            for i in (0..<m).reversed() where counts[i] == 1 { rowStack[rowTop] = Int32(i); rowTop += 1 }
            while true {
                if columnTop > 0 {
                    columnTop -= 1
                    let k = Int(columnStack[columnTop])
                    guard !done[m + k], counts[m + k] == 1 else { continue }
                    var r = -1
                    var u = 0.0
                    for n in Int(ranges[k])..<Int(ranges[m + k]) where !done[Int(columnEntries[n].index)] {
                        r = Int(columnEntries[n].index); u = columnEntries[n].value; break
                    }
                    guard r >= 0, Swift.abs(u) > Tolerance.drop else { continue }
                    pivotRow.append(Int32(r)); pivotPosition.append(Int32(k)); pivotValue.append(u)
                    done[r] = true; done[m + k] = true; counts[m + k] = 0
                    for n in Int(rowStart[r])..<Int(rowStart[r + 1]) {
                        let j = Int(rowPosition[n])
                        guard !done[m + j] else { continue }
                        entries.append(Entry(j, rowValue[n]))
                        counts[m + j] -= 1
                        if counts[m + j] == 1 { columnStack[columnTop] = Int32(j); columnTop += 1 }
                    }
                    spikes?.appendEntries(row: r, to: &entries)
                    split.append(Int32(entries.count))
                    start.append(Int32(entries.count))
                    remaining -= 1
                    continue
                }
                if rowTop > 0 {
                    rowTop -= 1
                    let r = Int(rowStack[rowTop])
                    guard !done[r], counts[r] == 1 else { continue }
                    var k = -1
                    var u = 0.0
                    for n in Int(rowStart[r])..<Int(rowStart[r + 1]) where !done[m + Int(rowPosition[n])] {
                        k = Int(rowPosition[n]); u = rowValue[n]; break
                    }
                    guard k >= 0, Swift.abs(u) > Tolerance.drop else { continue }
                    if spikes != nil {
                        // Eliminating this row changes the other rows' spike
                        // values: only with a pivot that bounds the multipliers.
                        var largest = 0.0
                        for n in Int(ranges[k])..<Int(ranges[m + k]) where !done[Int(columnEntries[n].index)] {
                            largest = Swift.max(largest, Swift.abs(columnEntries[n].value))
                        }
                        guard Swift.abs(u) >= Tolerance.luThreshold * largest else { continue }
                    }
                    pivotRow.append(Int32(r)); pivotPosition.append(Int32(k)); pivotValue.append(u)
                    done[r] = true; done[m + k] = true; counts[m + k] = 0
                    spikes?.appendEntries(row: r, to: &entries)
                    split.append(Int32(entries.count))
                    for n in Int(ranges[k])..<Int(ranges[m + k]) {
                        let e = columnEntries[n]
                        let i = Int(e.index)
                        guard !done[i] else { continue }
                        let l = e.value / u
                        entries.append(Entry(i, l))
                        spikes?.eliminate(row: i, multiplier: l, pivotRow: r)
                        counts[i] -= 1
                        if counts[i] == 1 { rowStack[rowTop] = Int32(i); rowTop += 1 }
                    }
                    start.append(Int32(entries.count))
                    remaining -= 1
                    continue
                }
                // Stuck with a kernel left: set its densest position aside
                // as a spike (see `SpikeColumns`), which may free singletons.
                guard remaining > (spikes?.count ?? 0), spikes?.hasRoom != false else { break }
                if spikes == nil {
                    spikes = spikeStorage ?? SpikeColumns(size: m)
                    spikes!.reset(size: m)
                }
                let densest = spikes!.densest(done: done, counts: counts)
                guard densest >= 0 else { break }
                let q = spikes!.add(position: densest)
                for n in Int(ranges[densest])..<Int(ranges[m + densest]) {
                    let i = Int(columnEntries[n].index)
                    spikes![q, row: i] = columnEntries[n].value
                    guard !done[i] else { continue }
                    counts[i] -= 1
                    if counts[i] == 1 { rowStack[rowTop] = Int32(i); rowTop += 1 }
                }
                // Done while the passes go on (every check skips it), counted again for the kernel.
                done[m + densest] = true
                counts[m + densest] = 0
            }
            // The spikes go to the kernel, counting the values left in its rows.
            if let spikes {
                for q in 0..<spikes.count { done[m + spikes.position(q)] = false }
                for i in 0..<m where !done[i] {
                    for q in 0..<spikes.count where Swift.abs(spikes[q, row: i]) > Tolerance.drop {
                        counts[i] += 1
                        counts[m + spikes.position(q)] += 1
                    }
                }
            }
        } } } } } } } } } }

        if let spikes { workspace.spikes = spikes }

        // Pass 3: the kernel, by Markowitz with threshold pivoting.
        if remaining > 0 {
            // The kernel gets explicit, growable rows and columns, in flat
            // lists from the workspace (no allocation per row or column).
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
            for i in 0..<m where !done[i] { active += Int(counts[i]) }
            rowEntries.reset(lists: m, capacity: 2 * active)
            columnRows.reset(lists: m, capacity: 2 * active)
            // Sized once from the active counts (fill-in grows them later).
            for i in 0..<m where !done[i] { rowEntries.reserve(list: i, capacity: Int(counts[i])) }
            for k in 0..<m where !done[m + k] { columnRows.reserve(list: k, capacity: Int(counts[m + k])) }
            // The kernel's single-element bookkeeping runs on buffers (no
            // uniqueness or bounds check per access), in a method (no dynamic
            // exclusivity check on the lists).
            counts.withUnsafeMutableBufferPointer { counts in
                done.withUnsafeMutableBufferPointer { done in
                    factorKernel(counts: counts, done: done, rowStart: rowStart, rowPosition: rowPosition,
                                 rowValue: rowValue, spikes: spikes, rowEntries: &rowEntries, columnRows: &columnRows)
                }
            }
        }
        if !singularPositions.isEmpty {
            singularPositions.sort()
            uncoveredRows = (0..<m).filter { !done[$0] }
        }
        workspace.luCounts = counts; workspace.luRanges = ranges; workspace.luStarts = rowStart
        workspace.luFill = fill; workspace.luPositions = rowPosition; workspace.luValues = rowValue
        workspace.luDone = done
        workspace.luStackA = columnSingletons; workspace.luStackB = rowSingletons
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
                    if searched >= 4 { break search }
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

    /// Solves `B x = v`: `v` is indexed by row and is overwritten; `x` is indexed by position.
    ///
    /// - Complexity: O(non-zeros of L and U).
    func solve(_ v: inout [Double], into x: inout [Double]) {
        withBuffers { pr, pp, pv, st, sp, e in
            v.withUnsafeMutableBufferPointer { v in
                for s in 0..<pr.count {
                    let vr = v[Int(pr[s])]
                    if vr == 0 { continue }
                    for n in Int(sp[s])..<Int(st[s + 1]) {
                        v[Int(e[n].index)] -= e[n].value * vr
                    }
                }
                x.withUnsafeMutableBufferPointer { x in
                    var s = pr.count - 1
                    while s >= 0 {
                        var sum = v[Int(pr[s])]
                        for n in Int(st[s])..<Int(sp[s]) {
                            sum -= e[n].value * x[Int(e[n].index)]
                        }
                        x[Int(pp[s])] = sum / pv[s]
                        s -= 1
                    }
                }
            }
        }
    }

    /// Solves `Bᵀ y = c`: `c` is indexed by position and is overwritten; `y` is indexed by row.
    ///
    /// - Complexity: O(non-zeros of L and U).
    func solveTransposed(_ c: inout [Double], into y: inout [Double]) {
        withBuffers { pr, pp, pv, st, sp, e in
            y.withUnsafeMutableBufferPointer { y in
                c.withUnsafeMutableBufferPointer { c in
                    for s in 0..<pr.count {
                        let w = c[Int(pp[s])] / pv[s]
                        y[Int(pr[s])] = w
                        if w == 0 { continue }
                        for n in Int(st[s])..<Int(sp[s]) {
                            c[Int(e[n].index)] -= e[n].value * w
                        }
                    }
                }
                var s = pr.count - 1
                while s >= 0 {
                    let r = Int(pr[s])
                    var sum = y[r]
                    for n in Int(sp[s])..<Int(st[s + 1]) {
                        sum -= e[n].value * y[Int(e[n].index)]
                    }
                    y[r] = sum
                    s -= 1
                }
            }
        }
    }

    /// Calls `body` with the factorisation's arrays as buffers: pivot rows,
    /// positions and values, step starts and splits, entries.
    @inline(__always)
    private func withBuffers<R>(
        _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>,
                 UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Entry>) -> R
    ) -> R {
        pivotRow.withUnsafeBufferPointer { pr in
            pivotPosition.withUnsafeBufferPointer { pp in
                pivotValue.withUnsafeBufferPointer { pv in
                    start.withUnsafeBufferPointer { st in
                        split.withUnsafeBufferPointer { sp in
                            entries.withUnsafeBufferPointer { e in body(pr, pp, pv, st, sp, e) }
                        }
                    }
                }
            }
        }
    }
}

/// The active positions of the LU kernel, bucketed by their count of
/// active entries: doubly linked lists, newest first, so that finding a
/// position with the fewest entries, moving one when its count changes, and
/// removing one all cost O(1) (amortised for the lowest count). A position's
/// links and count share one record, in raw memory that the buckets own
/// (so they cannot be copied): an access is pointer arithmetic.
struct ColumnBuckets: ~Copyable {
    /// A position's neighbours in its bucket (-1 for none) and its count (-1 when absent).
    private struct Link {
        var next: Int32 = -1
        var previous: Int32 = -1
        var count: Int32 = -1
    }

    /// The first position of each count's bucket (-1 for none).
    private let head: UnsafeMutablePointer<Int32>
    private let headCount: Int
    private let links: UnsafeMutablePointer<Link>
    private let size: Int
    /// No non-empty bucket is below this.
    private var lowest = 0

    init(size m: Int) {
        size = m
        headCount = m + 2
        head = .allocate(capacity: m + 2)
        head.initialize(repeating: -1, count: m + 2)
        links = .allocate(capacity: m)
        links.initialize(repeating: Link(), count: m)
    }

    deinit {
        head.deallocate()
        links.deallocate()
    }

    /// Adds position `k` with `count` entries.
    @inline(__always)
    mutating func insert(_ k: Int, count: Int) {
        assert(k < size)
        let c = Swift.min(Swift.max(count, 0), headCount - 1)
        let first = head[c]
        links[k] = Link(next: first, previous: -1, count: Int32(c))
        if first >= 0 { links[Int(first)].previous = Int32(k) }
        head[c] = Int32(k)
        if c < lowest { lowest = c }
    }

    /// Removes position `k` (no-op if absent).
    @inline(__always)
    func remove(_ k: Int) {
        assert(k < size)
        let link = links[k]
        guard link.count >= 0 else { return }
        if link.previous >= 0 { links[Int(link.previous)].next = link.next } else { head[Int(link.count)] = link.next }
        if link.next >= 0 { links[Int(link.next)].previous = link.previous }
        links[k].count = -1
    }

    /// Moves position `k`, if present, to the bucket of `count`.
    @inline(__always)
    mutating func move(_ k: Int, to count: Int) {
        assert(k < size)
        guard links[k].count >= 0 else { return }
        remove(k)
        insert(k, count: count)
    }

    /// The lowest count with a position, or nil when none is left.
    mutating func lowestCount() -> Int? {
        while lowest < headCount && head[lowest] < 0 { lowest += 1 }
        return lowest < headCount ? lowest : nil
    }

    /// The first position with `count` entries.
    func first(count: Int) -> Int? {
        guard count < headCount, head[count] >= 0 else { return nil }
        return Int(head[count])
    }

    /// The position after `k` in its bucket.
    func next(after k: Int) -> Int? {
        assert(k < size)
        return links[k].next >= 0 ? Int(links[k].next) : nil
    }
}
