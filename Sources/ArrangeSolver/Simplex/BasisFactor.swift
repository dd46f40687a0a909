/// The inverse of a basis, kept as a sparse LU factorisation of an earlier
/// basis followed by a file of updates, one per change since.
///
/// Three kinds of update, in the order they happened:
/// - an *eta*: a pivot that puts a new column at position `p` appends
///   `(p, α = B⁻¹ a)` (the product form);
/// - a *border*: a row `r` appended together with a new basic column that
///   has its only entry `β` in that row, at the new position `p`. The basis
///   grows to `[[B, 0], [a, β]]`, where `a` is the new row's entries in the
///   basic columns before it, so `x_p = (v_r − a·x) / β`;
/// - a *border block*: several rows and columns at once, factorised densely
///   (see ``BorderBlock``).
///
/// Solves apply the LU and then the updates in order; transposed solves go
/// backwards. The owner refactorises when ``needsRefactor`` says the updates
/// cost more than a new LU.
struct BasisFactor: Equatable {
    /// The factorisation of the basis at the last refactorisation.
    var lu: SparseLU
    /// The size of the basis now (the LU's plus one per border).
    private(set) var size: Int
    /// For each update, its basis position.
    var etaPosition: [Int32] = []
    /// For each update, the row it appends (a border), −1 (an eta), or
    /// `−2 − b` for border block `b`.
    var etaRow: [Int32] = []
    /// The border blocks, in order.
    var blocks: [BorderBlock] = []
    /// For each update, its pivot: `α[p]` for an eta, `β` for a border.
    var etaPivot: [Double] = []
    /// Update `t`'s other non-zeros are `etaEntries[etaStart[t]..<etaStart[t+1]]`
    /// (index = position): `α` off the pivot, or the border row's `a`.
    var etaStart: [Int32] = [0]
    var etaEntries: [Entry] = []

    init(lu: SparseLU) {
        self.lu = lu
        self.size = lu.size
    }

    /// How many of the updates are etas (pivots).
    private(set) var etaCount = 0

    /// Whether solving with the updates now costs more than refactorising
    /// would, or enough pivots have accumulated rounding: after 100 etas, or
    /// once the updates hold more entries than twice the LU. Borders alone
    /// only trip the second, so adding rows one by one refactorises after
    /// as many rows again as the LU had (amortised O(1) per row).
    var needsRefactor: Bool {
        etaCount >= 100 || etaEntries.count + blockEntries > 2 * (lu.nonZeros + lu.size) + 1000
    }

    /// The stored entries of the border blocks (`C` and the dense `D`).
    private(set) var blockEntries = 0

    /// Solves `B x = a` for a sparse column `a` (entries indexed by row).
    ///
    /// The first basis-size elements of `rowScratch` must be zeros and are left
    /// so; `x` receives the result indexed by position (its first basis-size
    /// elements are written).
    ///
    /// - Complexity: O(size + non-zeros of the LU and the updates).
    func solve(column: ArraySlice<Entry>, rowScratch: inout [Double], into x: inout [Double]) {
        for e in column { rowScratch[Int(e.index)] = e.value }
        lu.solve(&rowScratch, into: &x)
        applyUpdates(rows: rowScratch, &x)
        for i in 0..<size { rowScratch[i] = 0 }
    }

    /// Solves `B x = v` for a dense right-hand side indexed by row (overwritten).
    func solve(dense v: inout [Double], into x: inout [Double]) {
        lu.solve(&v, into: &x)
        applyUpdates(rows: v, &x)
    }

    /// Applies the updates in order to `x`, the solve with the LU; `v` is
    /// the right-hand side, whose rows appended by borders the LU left alone.
    private func applyUpdates(rows v: [Double], _ x: inout [Double]) {
        let count = etaPosition.count
        if count == 0 { return }
        etaPosition.withUnsafeBufferPointer { ep in
            etaRow.withUnsafeBufferPointer { er in
                etaPivot.withUnsafeBufferPointer { ev in
                    etaStart.withUnsafeBufferPointer { es in
                        etaEntries.withUnsafeBufferPointer { ee in
                            x.withUnsafeMutableBufferPointer { x in
                                for t in 0..<count {
                                    let p = Int(ep[t])
                                    if er[t] <= -2 {
                                        blocks[Int(-2 - er[t])].solve(rows: v, into: x, first: p)
                                        continue
                                    }
                                    if er[t] >= 0 {
                                        var sum = v[Int(er[t])]
                                        for n in Int(es[t])..<Int(es[t + 1]) {
                                            sum -= ee[n].value * x[Int(ee[n].index)]
                                        }
                                        x[p] = sum / ev[t]
                                        continue
                                    }
                                    let xp = x[p] / ev[t]
                                    x[p] = xp
                                    if xp == 0 { continue }
                                    for n in Int(es[t])..<Int(es[t + 1]) {
                                        x[Int(ee[n].index)] -= ee[n].value * xp
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Solves `Bᵀ y = c`: `c` is indexed by position (overwritten), `y` by row.
    ///
    /// - Complexity: O(size + non-zeros of the LU and the updates).
    func solveTransposed(_ c: inout [Double], into y: inout [Double]) {
        let count = etaPosition.count
        if count > 0 {
            etaPosition.withUnsafeBufferPointer { ep in
                etaRow.withUnsafeBufferPointer { er in
                    etaPivot.withUnsafeBufferPointer { ev in
                        etaStart.withUnsafeBufferPointer { es in
                            etaEntries.withUnsafeBufferPointer { ee in
                                c.withUnsafeMutableBufferPointer { c in
                                    var t = count - 1
                                    while t >= 0 {
                                        let p = Int(ep[t])
                                        if er[t] <= -2 {
                                            blocks[Int(-2 - er[t])].solveTransposed(c, into: &y, first: p)
                                            t -= 1
                                            continue
                                        }
                                        if er[t] >= 0 {
                                            // [Bᵀ aᵀ; 0 β]: the border row's dual first, then the rest.
                                            let w = c[p] / ev[t]
                                            y[Int(er[t])] = w
                                            if w != 0 {
                                                for n in Int(es[t])..<Int(es[t + 1]) {
                                                    c[Int(ee[n].index)] -= ee[n].value * w
                                                }
                                            }
                                            t -= 1
                                            continue
                                        }
                                        var sum = c[p]
                                        for n in Int(es[t])..<Int(es[t + 1]) {
                                            sum -= ee[n].value * c[Int(ee[n].index)]
                                        }
                                        c[p] = sum / ev[t]
                                        t -= 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        lu.solveTransposed(&c, into: &y)
    }

    /// Records that the column whose solve gave `alpha` replaced position `p`.
    ///
    /// Only the first basis-size elements of `alpha` are read.
    mutating func update(position p: Int, alpha: [Double]) {
        reserveOnFirstUpdate()
        etaCount += 1
        etaPosition.append(Int32(p))
        etaRow.append(-1)
        etaPivot.append(alpha[p])
        for i in 0..<size where alpha[i] != 0 && i != p {
            etaEntries.append(Entry(i, alpha[i]))
        }
        etaStart.append(Int32(etaEntries.count))
    }

    /// Starts recording that row `r` was appended with a new basic column
    /// whose only entry is in that row, at the new position ``size``: then
    /// ``appendBorderEntry(_:)`` for each of the row's entries in the basic
    /// columns before it (index = position), then ``endBorder(pivot:)``.
    mutating func beginBorder(row r: Int) {
        reserveOnFirstUpdate()
        etaPosition.append(Int32(size))
        etaRow.append(Int32(r))
    }

    /// One entry of the border row being recorded.
    mutating func appendBorderEntry(_ entry: Entry) {
        etaEntries.append(entry)
    }

    /// Records that `block`'s rows were appended with as many new basic
    /// columns, at the new positions from ``size`` on.
    mutating func append(_ block: BorderBlock) {
        reserveOnFirstUpdate()
        etaPosition.append(Int32(size))
        etaRow.append(Int32(-2 - blocks.count))
        etaPivot.append(0)
        etaStart.append(Int32(etaEntries.count))
        blocks.append(block)
        blockEntries += block.entries.count + block.size * block.size
        size += block.size
    }

    /// Ends the border row being recorded; `pivot` is its new column's entry.
    mutating func endBorder(pivot: Double) {
        etaPivot.append(pivot)
        etaStart.append(Int32(etaEntries.count))
        size += 1
    }

    /// How far the update file reaches: to cut it back to with ``truncate(to:)``.
    struct Extent: Equatable {
        let updates: Int
        let entries: Int
        let etaCount: Int
        let size: Int
        let blocks: Int
        let blockEntries: Int
    }

    /// The update file's extent now.
    var extent: Extent {
        Extent(updates: etaPosition.count, entries: etaEntries.count, etaCount: etaCount, size: size,
               blocks: blocks.count, blockEntries: blockEntries)
    }

    /// Drops the updates made since the file had `extent`.
    mutating func truncate(to extent: Extent) {
        etaPosition.removeLast(etaPosition.count - extent.updates)
        etaRow.removeLast(etaRow.count - extent.updates)
        etaPivot.removeLast(etaPivot.count - extent.updates)
        etaStart.removeLast(etaStart.count - (extent.updates + 1))
        etaEntries.removeLast(etaEntries.count - extent.entries)
        etaCount = extent.etaCount
        size = extent.size
        blocks.removeLast(blocks.count - extent.blocks)
        blockEntries = extent.blockEntries
    }

    /// Room for a few updates of a few dozen entries before any growth.
    private mutating func reserveOnFirstUpdate() {
        guard etaPosition.isEmpty && etaPosition.capacity == 0 else { return }
        etaPosition.reserveCapacity(8); etaRow.reserveCapacity(8); etaPivot.reserveCapacity(8); etaStart.reserveCapacity(9)
        etaEntries.reserveCapacity(Swift.min(size, 32) * 8)
    }
}
