/// Passes 1 and 2 of ``SparseLU``'s factorisation: the column and row
/// singletons, over the factorisation's scratch as raw buffers (no
/// uniqueness or bounds check per access).
///
/// During these passes no row of `B` changes (a row singleton has nothing
/// to subtract), so an entry of the row-wise copy is live exactly while its
/// row and its position are both active. Counts and done flags: rows at
/// `0..<m`, positions at `m..<2m`; the basis columns' ranges in
/// `columnEntries`: first at `0..<m`, end at `m..<2m`.
struct SingletonPasses {
    let m: Int
    let counts: UnsafeMutableBufferPointer<Int32>
    let ranges: UnsafeMutableBufferPointer<Int32>
    let rowStart: UnsafeMutableBufferPointer<Int32>
    let fill: UnsafeMutableBufferPointer<Int32>
    let rowPosition: UnsafeMutableBufferPointer<Int32>
    let rowValue: UnsafeMutableBufferPointer<Double>
    let done: UnsafeMutableBufferPointer<Bool>
    /// The singleton stacks: a position or row is pushed at most twice (at
    /// the start, and when its count drops to one).
    let columnStack: UnsafeMutableBufferPointer<Int32>
    let rowStack: UnsafeMutableBufferPointer<Int32>
    let columnEntries: UnsafeBufferPointer<Entry>
    var columnTop = 0, rowTop = 0
    /// Positions not pivoted yet.
    var remaining: Int
    /// Positions set aside when the passes get stuck (in the workspace's
    /// storage, `spikeStorage`, taken when first needed).
    var spikes: SpikeColumns?
    let spikeStorage: SpikeColumns?

    /// Fills the row-wise copy of `B` (`rowPosition`, `rowValue` from
    /// `fill`, the rows' starts), then stacks the first singletons.
    @inline(__always)
    mutating func copyRows() {
        for k in 0..<m {
            for n in Int(ranges[k])..<Int(ranges[m + k]) {
                let e = columnEntries[n]
                let at = Int(fill[Int(e.index)])
                rowPosition[at] = Int32(k); rowValue[at] = e.value
                fill[Int(e.index)] += 1
            }
        }
        for k in (0..<m).reversed() where counts[m + k] == 1 { columnStack[columnTop] = Int32(k); columnTop += 1 }
        for i in (0..<m).reversed() where counts[i] == 1 { rowStack[rowTop] = Int32(i); rowTop += 1 }
    }

    /// Runs both passes to the end: column singletons first, then row
    /// singletons, and when both stacks are empty with a kernel left, sets
    /// its densest position aside as a spike (which may free singletons).
    @inline(__always)
    mutating func run(into lu: inout SparseLU) {
        while true {
            if columnTop > 0 {
                pivotColumnSingleton(into: &lu)
            } else if rowTop > 0 {
                pivotRowSingleton(into: &lu)
            } else if !setAsideSpike() {
                break
            }
        }
        spikesJoinKernel()
    }

    /// Pass 1: pivots on the position on top of the column stack, if it is
    /// still a singleton: its row goes to `U`, with no elimination.
    @inline(__always)
    mutating func pivotColumnSingleton(into lu: inout SparseLU) {
        columnTop -= 1
        let k = Int(columnStack[columnTop])
        guard !done[m + k], counts[m + k] == 1 else { return }
        var r = -1
        var u = 0.0
        for n in Int(ranges[k])..<Int(ranges[m + k]) where !done[Int(columnEntries[n].index)] {
            r = Int(columnEntries[n].index); u = columnEntries[n].value; break
        }
        guard r >= 0, Swift.abs(u) > Tolerance.drop else { return }
        lu.pivotRow.append(Int32(r)); lu.pivotPosition.append(Int32(k)); lu.pivotValue.append(u)
        done[r] = true; done[m + k] = true; counts[m + k] = 0
        for n in Int(rowStart[r])..<Int(rowStart[r + 1]) {
            let j = Int(rowPosition[n])
            guard !done[m + j] else { continue }
            lu.entries.append(Entry(j, rowValue[n]))
            counts[m + j] -= 1
            if counts[m + j] == 1 { columnStack[columnTop] = Int32(j); columnTop += 1 }
        }
        spikes?.appendEntries(row: r, to: &lu.entries)
        lu.split.append(Int32(lu.entries.count))
        lu.start.append(Int32(lu.entries.count))
        remaining -= 1
    }

    /// Pass 2: pivots on the row on top of the row stack, if it is still a
    /// singleton: its position's other rows are eliminated, with no fill.
    @inline(__always)
    mutating func pivotRowSingleton(into lu: inout SparseLU) {
        rowTop -= 1
        let r = Int(rowStack[rowTop])
        guard !done[r], counts[r] == 1 else { return }
        var k = -1
        var u = 0.0
        for n in Int(rowStart[r])..<Int(rowStart[r + 1]) where !done[m + Int(rowPosition[n])] {
            k = Int(rowPosition[n]); u = rowValue[n]; break
        }
        guard k >= 0, Swift.abs(u) > Tolerance.drop else { return }
        if spikes != nil {
            // Eliminating this row changes the other rows' spike
            // values: only with a pivot that bounds the multipliers.
            var largest = 0.0
            for n in Int(ranges[k])..<Int(ranges[m + k]) where !done[Int(columnEntries[n].index)] {
                largest = Swift.max(largest, Swift.abs(columnEntries[n].value))
            }
            guard Swift.abs(u) >= Tolerance.luThreshold * largest else { return }
        }
        lu.pivotRow.append(Int32(r)); lu.pivotPosition.append(Int32(k)); lu.pivotValue.append(u)
        done[r] = true; done[m + k] = true; counts[m + k] = 0
        spikes?.appendEntries(row: r, to: &lu.entries)
        lu.split.append(Int32(lu.entries.count))
        for n in Int(ranges[k])..<Int(ranges[m + k]) {
            let e = columnEntries[n]
            let i = Int(e.index)
            guard !done[i] else { continue }
            let l = e.value / u
            lu.entries.append(Entry(i, l))
            spikes?.eliminate(row: i, multiplier: l, pivotRow: r)
            counts[i] -= 1
            if counts[i] == 1 { rowStack[rowTop] = Int32(i); rowTop += 1 }
        }
        lu.start.append(Int32(lu.entries.count))
        remaining -= 1
    }

    /// Stuck with a kernel left: sets its densest position aside as a spike
    /// (see ``SpikeColumns``), which may free singletons. False when no
    /// position is left to set aside, or no room.
    @inline(__always)
    mutating func setAsideSpike() -> Bool {
        guard remaining > (spikes?.count ?? 0), spikes?.hasRoom != false else { return false }
        if spikes == nil {
            spikes = spikeStorage ?? SpikeColumns(size: m)
            spikes!.reset(size: m)
        }
        let densest = spikes!.densest(done: done, counts: counts)
        guard densest >= 0 else { return false }
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
        return true
    }

    /// The spikes go to the kernel, counting the values left in its rows.
    @inline(__always)
    func spikesJoinKernel() {
        guard let spikes else { return }
        for q in 0..<spikes.count { done[m + spikes.position(q)] = false }
        for i in 0..<m where !done[i] {
            for q in 0..<spikes.count where Swift.abs(spikes[q, row: i]) > Tolerance.drop {
                counts[i] += 1
                counts[m + spikes.position(q)] += 1
            }
        }
    }
}
