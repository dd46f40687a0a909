/// A sparse LU factorisation of a square basis matrix `B`.
///
/// Gaussian elimination picks a pivot sequence `(rₛ, cₛ)` (a row of `B` and
/// a basis position) in three passes, each cheaper than the next:
/// 1. column singletons (a position with one active row): no elimination;
/// 2. row singletons (a row with one active position): elimination with no fill;
/// 3. the remaining kernel, by Markowitz's rule (fewest `(r−1)(c−1)` fill-ins)
///    with threshold partial pivoting.
/// Layout bases are nearly triangular (chains, grids), so the first two passes
/// usually factor everything in time proportional to the non-zeros.
///
/// `L` is stored as elimination steps (`v[i] -= l · v[rₛ]`), `U` as the pivot
/// rows. A position that finds no usable pivot is reported as singular
/// together with a row left uncovered, so the caller can repair the basis.
struct SparseLU {
    /// The size of the basis.
    let size: Int
    /// For each pivot step, its row of `B`.
    var pivotRow: [Int32] = []
    /// For each pivot step, its basis position.
    var pivotPosition: [Int32] = []
    /// For each pivot step, the pivot element.
    var pivotValue: [Double] = []
    /// `U` rows: the entries (position, value) of step `s` are `uEntries[uStart[s]..<uStart[s+1]]`.
    var uStart: [Int32] = [0]
    var uEntries: [Entry] = []
    /// `L` steps: the entries (row, multiplier) of step `s` are `lEntries[lStart[s]..<lStart[s+1]]`.
    var lStart: [Int32] = [0]
    var lEntries: [Entry] = []
    /// Positions that found no pivot (a singular basis), in ascending order.
    var singularPositions: [Int] = []
    /// Rows that no pivot covered, in ascending order (as many as `singularPositions`).
    var uncoveredRows: [Int] = []

    /// The number of stored non-zeros in `L` and `U`.
    var nonZeros: Int { uEntries.count + lEntries.count + pivotValue.count }

    /// Factorises the matrix whose position `k` holds column `basis[k]` of a
    /// column-compressed matrix (entries indexed by row).
    ///
    /// - Complexity: O(non-zeros) for triangular bases; the kernel costs
    ///   O(k²) search plus fill-in for a kernel of `k` positions.
    init(columnStart: [Int32], columnEntries: [Entry], basis: [Int32]) {
        let m = basis.count
        size = m
        // Row-wise copy of B in compressed form. During the singleton passes
        // no row changes (a row singleton has nothing to subtract), so an
        // entry is live exactly while its row and its position are both active.
        var rowCount = [Int32](repeating: 0, count: m)
        var columnCount = [Int32](repeating: 0, count: m)
        // The basis columns' ranges in `columnEntries`.
        var first = [Int32](repeating: 0, count: m)
        var last = [Int32](repeating: 0, count: m)
        for k in 0..<m {
            let j = Int(basis[k])
            first[k] = columnStart[j]; last[k] = columnStart[j + 1]
            for n in Int(first[k])..<Int(last[k]) { rowCount[Int(columnEntries[n].index)] += 1 }
            columnCount[k] = last[k] - first[k]
        }
        var rowStart = [Int32](repeating: 0, count: m + 1)
        for i in 0..<m { rowStart[i + 1] = rowStart[i] + rowCount[i] }
        var fill = rowStart
        var rowPosition = [Int32](repeating: 0, count: Int(rowStart[m]))
        var rowValue = [Double](repeating: 0, count: Int(rowStart[m]))
        for k in 0..<m {
            for n in Int(first[k])..<Int(last[k]) {
                let e = columnEntries[n]
                let at = Int(fill[Int(e.index)])
                rowPosition[at] = Int32(k); rowValue[at] = e.value
                fill[Int(e.index)] += 1
            }
        }
        var rowDone = [Bool](repeating: false, count: m)
        var columnDone = [Bool](repeating: false, count: m)
        pivotRow.reserveCapacity(m)
        pivotPosition.reserveCapacity(m)
        pivotValue.reserveCapacity(m)
        lStart.reserveCapacity(m + 1)
        uStart.reserveCapacity(m + 1)

        // Pass 1 and 2: singletons, driven by two stacks.
        var columnSingletons: [Int] = []
        var rowSingletons: [Int] = []
        for k in stride(from: m - 1, through: 0, by: -1) where columnCount[k] == 1 { columnSingletons.append(k) }
        for i in stride(from: m - 1, through: 0, by: -1) where rowCount[i] == 1 { rowSingletons.append(i) }

        var remaining = m
        while true {
            if let k = columnSingletons.popLast() {
                guard !columnDone[k], columnCount[k] == 1 else { continue }
                var r = -1
                var u = 0.0
                for n in Int(first[k])..<Int(last[k]) where !rowDone[Int(columnEntries[n].index)] {
                    r = Int(columnEntries[n].index); u = columnEntries[n].value; break
                }
                guard r >= 0, Swift.abs(u) > Tolerance.drop else { continue }
                pivotRow.append(Int32(r)); pivotPosition.append(Int32(k)); pivotValue.append(u)
                rowDone[r] = true; columnDone[k] = true; columnCount[k] = 0
                for n in Int(rowStart[r])..<Int(rowStart[r + 1]) {
                    let j = Int(rowPosition[n])
                    guard !columnDone[j] else { continue }
                    uEntries.append(Entry(j, rowValue[n]))
                    columnCount[j] -= 1
                    if columnCount[j] == 1 { columnSingletons.append(j) }
                }
                uStart.append(Int32(uEntries.count))
                lStart.append(Int32(lEntries.count))
                remaining -= 1
                continue
            }
            if let r = rowSingletons.popLast() {
                guard !rowDone[r], rowCount[r] == 1 else { continue }
                var k = -1
                var u = 0.0
                for n in Int(rowStart[r])..<Int(rowStart[r + 1]) where !columnDone[Int(rowPosition[n])] {
                    k = Int(rowPosition[n]); u = rowValue[n]; break
                }
                guard k >= 0, Swift.abs(u) > Tolerance.drop else { continue }
                pivotRow.append(Int32(r)); pivotPosition.append(Int32(k)); pivotValue.append(u)
                rowDone[r] = true; columnDone[k] = true; columnCount[k] = 0
                for n in Int(first[k])..<Int(last[k]) {
                    let e = columnEntries[n]
                    let i = Int(e.index)
                    guard !rowDone[i] else { continue }
                    lEntries.append(Entry(i, e.value / u))
                    rowCount[i] -= 1
                    if rowCount[i] == 1 { rowSingletons.append(i) }
                }
                uStart.append(Int32(uEntries.count))
                lStart.append(Int32(lEntries.count))
                remaining -= 1
                continue
            }
            break
        }

        // Pass 3: the kernel, by Markowitz with threshold pivoting.
        if remaining > 0 {
            // The kernel gets explicit, growable rows and columns.
            var rowEntries = [[Entry]](repeating: [], count: m)
            var columnRows = [[Int32]](repeating: [], count: m)
            for i in 0..<m where !rowDone[i] {
                for n in Int(rowStart[i])..<Int(rowStart[i + 1]) where !columnDone[Int(rowPosition[n])] {
                    rowEntries[i].append(Entry(Int(rowPosition[n]), rowValue[n]))
                    columnRows[Int(rowPosition[n])].append(Int32(i))
                }
            }
            func entryValue(_ row: Int, _ position: Int) -> Double? {
                for e in rowEntries[row] where Int(e.index) == position { return e.value }
                return nil
            }
            var work = [Double](repeating: 0, count: m)
            var slot = [Int32](repeating: -1, count: m)
            var active = (0..<m).filter { !columnDone[$0] }
            while !active.isEmpty {
                // Fewest entries first; search up to four such columns.
                var minCount = Int32.max
                for k in active where columnCount[k] < minCount { minCount = columnCount[k] }
                if minCount <= 0 {
                    // An empty column: the basis is singular at this position.
                    let k = active.first { columnCount[$0] <= 0 }!
                    singularPositions.append(k)
                    columnDone[k] = true
                    active.removeAll { $0 == k }
                    continue
                }
                var best: (row: Int, position: Int, value: Double, cost: Int)?
                var searched = 0
                for k in active where columnCount[k] <= minCount + 1 {
                    searched += 1
                    var largest = 0.0
                    var candidates: [(Int, Double)] = []
                    for r32 in columnRows[k] {
                        let r = Int(r32)
                        guard !rowDone[r] else { continue }
                        if let v = entryValue(r, k) {
                            candidates.append((r, v))
                            largest = Swift.max(largest, Swift.abs(v))
                        }
                    }
                    for (r, v) in candidates where Swift.abs(v) >= Tolerance.luThreshold * largest && Swift.abs(v) > Tolerance.drop {
                        let cost = Int(rowCount[r] - 1) * Int(columnCount[k] - 1)
                        if let b = best {
                            if cost < b.cost || (cost == b.cost && Swift.abs(v) > Swift.abs(b.value)) {
                                best = (r, k, v, cost)
                            }
                        } else {
                            best = (r, k, v, cost)
                        }
                    }
                    if searched >= 4 { break }
                }
                guard let (r, k, u, _) = best else {
                    // Every remaining entry of the searched columns is numerically zero.
                    let k = active.first { columnCount[$0] <= minCount + 1 }!
                    singularPositions.append(k)
                    columnDone[k] = true
                    for r32 in columnRows[k] {
                        let r = Int(r32)
                        if !rowDone[r], let at = rowEntries[r].firstIndex(where: { Int($0.index) == k }) {
                            rowEntries[r].remove(at: at); rowCount[r] -= 1
                        }
                    }
                    active.removeAll { $0 == k }
                    continue
                }
                pivotRow.append(Int32(r)); pivotPosition.append(Int32(k)); pivotValue.append(u)
                let pivotEntries = rowEntries[r].filter { Int($0.index) != k }
                uEntries.append(contentsOf: pivotEntries)
                uStart.append(Int32(uEntries.count))
                rowDone[r] = true; columnDone[k] = true
                for e in pivotEntries { columnCount[Int(e.index)] -= 1 }
                // Eliminate column k from the other active rows.
                var eliminated = Set<Int>()  // membership only; never iterated
                for i32 in columnRows[k] {
                    let i = Int(i32)
                    guard i != r, !rowDone[i], !eliminated.contains(i) else { continue }
                    eliminated.insert(i)
                    guard let at = rowEntries[i].firstIndex(where: { Int($0.index) == k }) else { continue }
                    let l = rowEntries[i][at].value / u
                    lEntries.append(Entry(i, l))
                    rowEntries[i].remove(at: at)
                    for (n, e) in rowEntries[i].enumerated() {
                        work[Int(e.index)] = e.value; slot[Int(e.index)] = Int32(n)
                    }
                    for e in pivotEntries {
                        let j = Int(e.index)
                        if slot[j] >= 0 {
                            work[j] -= l * e.value
                        } else {
                            rowEntries[i].append(Entry(j, -l * e.value))
                            columnRows[j].append(Int32(i))
                            columnCount[j] += 1
                        }
                    }
                    var kept: [Entry] = []
                    kept.reserveCapacity(rowEntries[i].count)
                    for e in rowEntries[i] {
                        let j = Int(e.index)
                        let v = slot[j] >= 0 ? work[j] : e.value
                        slot[j] = -1
                        if Swift.abs(v) > Tolerance.drop { kept.append(Entry(j, v)) } else { columnCount[j] -= 1 }
                    }
                    rowEntries[i] = kept
                    rowCount[i] = Int32(kept.count)
                }
                lStart.append(Int32(lEntries.count))
                rowEntries[r] = []
                active.removeAll { $0 == k }
            }
        }
        if !singularPositions.isEmpty {
            singularPositions.sort()
            uncoveredRows = (0..<m).filter { !rowDone[$0] }
        }
    }

    /// Solves `B x = v`: `v` is indexed by row and is overwritten; `x` is indexed by position.
    ///
    /// - Complexity: O(non-zeros of L and U).
    func solve(_ v: inout [Double], into x: inout [Double]) {
        pivotRow.withUnsafeBufferPointer { pr in
            lStart.withUnsafeBufferPointer { ls in
                lEntries.withUnsafeBufferPointer { le in
                    v.withUnsafeMutableBufferPointer { v in
                        for s in 0..<pr.count {
                            let vr = v[Int(pr[s])]
                            if vr == 0 { continue }
                            for n in Int(ls[s])..<Int(ls[s + 1]) {
                                v[Int(le[n].index)] -= le[n].value * vr
                            }
                        }
                    }
                }
            }
        }
        pivotRow.withUnsafeBufferPointer { pr in
            pivotPosition.withUnsafeBufferPointer { pp in
                pivotValue.withUnsafeBufferPointer { pv in
                    uStart.withUnsafeBufferPointer { us in
                        uEntries.withUnsafeBufferPointer { ue in
                            x.withUnsafeMutableBufferPointer { x in
                                var s = pr.count - 1
                                while s >= 0 {
                                    var sum = v[Int(pr[s])]
                                    for n in Int(us[s])..<Int(us[s + 1]) {
                                        sum -= ue[n].value * x[Int(ue[n].index)]
                                    }
                                    x[Int(pp[s])] = sum / pv[s]
                                    s -= 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Solves `Bᵀ y = c`: `c` is indexed by position and is overwritten; `y` is indexed by row.
    ///
    /// - Complexity: O(non-zeros of L and U).
    func solveTransposed(_ c: inout [Double], into y: inout [Double]) {
        pivotRow.withUnsafeBufferPointer { pr in
            pivotPosition.withUnsafeBufferPointer { pp in
                pivotValue.withUnsafeBufferPointer { pv in
                    uStart.withUnsafeBufferPointer { us in
                        uEntries.withUnsafeBufferPointer { ue in
                            c.withUnsafeMutableBufferPointer { c in
                                y.withUnsafeMutableBufferPointer { y in
                                    for s in 0..<pr.count {
                                        let w = c[Int(pp[s])] / pv[s]
                                        y[Int(pr[s])] = w
                                        if w == 0 { continue }
                                        for n in Int(us[s])..<Int(us[s + 1]) {
                                            c[Int(ue[n].index)] -= ue[n].value * w
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        pivotRow.withUnsafeBufferPointer { pr in
            lStart.withUnsafeBufferPointer { ls in
                lEntries.withUnsafeBufferPointer { le in
                    y.withUnsafeMutableBufferPointer { y in
                        var s = pr.count - 1
                        while s >= 0 {
                            let r = Int(pr[s])
                            var sum = y[r]
                            for n in Int(ls[s])..<Int(ls[s + 1]) {
                                sum -= le[n].value * y[Int(le[n].index)]
                            }
                            y[r] = sum
                            s -= 1
                        }
                    }
                }
            }
        }
    }
}
