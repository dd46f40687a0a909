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
    /// One update: a kind, where it acts, and where its entries end (20 bytes).
    ///
    /// Its `Double` is kept as two 32-bit halves, as ``Entry`` keeps its
    /// value: aligned to 4, the struct is 20 bytes instead of 24, and a
    /// first layout borders on one update per row.
    struct Update: Equatable {
        /// The basis position it acts on (the first, for a border block).
        var position: Int32
        /// The row a border appends, −1 for an eta, `−2 − b` for border block `b`.
        var row: Int32
        /// Its entries are `entries[start..<end]`, `start` being the previous
        /// update's `end` (0 for the first): `α` off the pivot for an eta, the
        /// row's `a` for a border (index = position).
        var end: Int32
        /// The pivot's bits (a bit cast: one 8-byte move each way).
        private var pivotBits: (UInt32, UInt32)

        init(position: Int32, row: Int32, end: Int32, pivot: Double) {
            self.position = position
            self.row = row
            self.end = end
            pivotBits = unsafeBitCast(pivot, to: (UInt32, UInt32).self)
        }

        /// `α[p]` for an eta, `β` for a border.
        @inline(__always)
        var pivot: Double { unsafeBitCast(pivotBits, to: Double.self) }

        static func == (a: Update, b: Update) -> Bool {
            a.position == b.position && a.row == b.row && a.end == b.end && a.pivot == b.pivot
        }
    }

    /// The factorisation of the basis at the last refactorisation.
    var lu: SparseLU
    /// The size of the basis now (the LU's plus one per bordered row).
    private(set) var size: Int
    /// The updates since the LU, in order.
    private(set) var updates: [Update] = []
    /// The updates' entries, update after update.
    private(set) var entries: [Entry] = []
    /// The border blocks, in order.
    private(set) var blocks: [BorderBlock] = []
    /// How many of the updates are etas (pivots).
    private(set) var etaCount: Int32 = 0
    /// How many updates at the head of the file are borders made on an
    /// empty LU (a component bordered on from nothing): a triangular
    /// factorisation, as cheap to solve with as an LU of the same rows, so
    /// ``needsRefactor`` counts it with the LU. (Two `Int32`s side by side:
    /// a component holds a factor inline, and the component list and a
    /// journal pay its size per component.)
    private(set) var baseBorders: Int32 = 0
    /// What the update file holds besides ``entries``, counted in the same
    /// budget: the stored entries of the border blocks (`C` and the dense
    /// `D`), and one per column scaling (``scaleColumn(position:by:)``).
    private(set) var otherEntries = 0

    /// Whether the factor is a long run of borders on an empty LU (a first
    /// layout's group of more than 64 rows bordered on, in order or around
    /// spike columns), perhaps with etas after: solving through it costs a
    /// pass over every border, dearer than an LU's sparse triangles when a
    /// method solves many times (see ``Component/dualSimplex(_:feasibleBelow:)``).
    var isLongBorderBase: Bool { lu.size == 0 && baseBorders > Tuning.longBorderRows }

    /// The entries of the ``baseBorders``.
    var baseEntries: Int { baseBorders == 0 ? 0 : Int(updates[Int(baseBorders) - 1].end) }

    init(lu: SparseLU) {
        self.lu = lu
        self.size = lu.size
    }

    /// Whether solving with the updates now costs more than refactorising
    /// would, or enough pivots have accumulated rounding: after 100 etas, or
    /// once the updates hold more entries than twice the LU (with the
    /// borders at the head of the file on an empty LU, ``baseBorders``).
    /// Borders alone only trip the second, so adding rows one by one to a
    /// factorised basis refactorises after as many rows again as the LU
    /// had (amortised O(1) per row); borders on an empty LU never do.
    var needsRefactor: Bool {
        etaCount >= Tuning.etaLimit || entries.count + otherEntries > 2 * (lu.nonZeros + lu.size + baseEntries + Int(baseBorders)) + Tuning.updateSlack
    }

    /// Whether borders with `count` entries in all leave ``needsRefactor``
    /// false: past that, the next operation refactorises, so a long
    /// extension that would cross it is not worth making. Borders on an
    /// empty LU with nothing but borders before always can (see ``baseBorders``).
    func canBorder(entries count: Int) -> Bool {
        if etaCount >= Tuning.etaLimit { return false }
        if lu.size == 0 && updates.count == Int(baseBorders) { return true }
        return entries.count + count + otherEntries <= 2 * (lu.nonZeros + lu.size + baseEntries + Int(baseBorders)) + Tuning.updateSlack
    }

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
        if updates.isEmpty { return }
        // Buffers throughout: a block is read in place, not copied (with a
        // retain of each of its arrays) once per solve.
        withBuffers(rows: v, &x) { updates, ee, blocks, v, x in
            var start = 0
            for u in updates {
                defer { start = Int(u.end) }
                let p = Int(u.position)
                if u.row <= -2 {
                    blocks[Int(-2 - u.row)].solve(rows: v, into: x, first: p)
                } else if u.row >= 0 {
                    var sum = v[Int(u.row)]
                    for n in start..<Int(u.end) { sum -= ee[n].value * x[Int(ee[n].index)] }
                    x[p] = sum / u.pivot
                } else {
                    let xp = x[p] / u.pivot
                    x[p] = xp
                    if xp == 0 { continue }
                    for n in start..<Int(u.end) { x[Int(ee[n].index)] -= ee[n].value * xp }
                }
            }
        }
    }

    /// Calls `body` with the updates, their entries, the border blocks, `v`
    /// and `x` as buffers.
    @inline(__always)
    private func withBuffers(
        rows v: [Double], _ x: inout [Double],
        _ body: (UnsafeBufferPointer<Update>, UnsafeBufferPointer<Entry>, UnsafeBufferPointer<BorderBlock>,
                 UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void
    ) {
        updates.withUnsafeBufferPointer { updates in
            entries.withUnsafeBufferPointer { ee in
                blocks.withUnsafeBufferPointer { blocks in
                    v.withUnsafeBufferPointer { v in
                        x.withUnsafeMutableBufferPointer { x in body(updates, ee, blocks, v, x) }
                    }
                }
            }
        }
    }

    /// Solves `Bᵀ y = c`: `c` is indexed by position (overwritten), `y` by row.
    ///
    /// - Complexity: O(size + non-zeros of the LU and the updates).
    func solveTransposed(_ c: inout [Double], into y: inout [Double]) {
        if !updates.isEmpty {
            updates.withUnsafeBufferPointer { updates in
                entries.withUnsafeBufferPointer { ee in
                    c.withUnsafeMutableBufferPointer { c in
                        var t = updates.count - 1
                        while t >= 0 {
                            let u = updates[t]
                            let start = t > 0 ? Int(updates[t - 1].end) : 0
                            let p = Int(u.position)
                            t -= 1
                            if u.row <= -2 {
                                blocks[Int(-2 - u.row)].solveTransposed(c, into: &y, first: p)
                            } else if u.row >= 0 {
                                // [Bᵀ aᵀ; 0 β]: the border row's dual first, then the rest.
                                let w = c[p] / u.pivot
                                y[Int(u.row)] = w
                                if w == 0 { continue }
                                for n in start..<Int(u.end) { c[Int(ee[n].index)] -= ee[n].value * w }
                            } else {
                                var sum = c[p]
                                for n in start..<Int(u.end) { sum -= ee[n].value * c[Int(ee[n].index)] }
                                c[p] = sum / u.pivot
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
        etaCount += 1
        for i in 0..<size where alpha[i] != 0 && i != p {
            entries.append(Entry(i, alpha[i]))
        }
        updates.append(Update(position: Int32(p), row: -1, end: Int32(entries.count), pivot: alpha[p]))
    }

    /// Scales the basic column at position `p` by `f`: the column was
    /// swapped for another with its one entry in the same row (a crash of
    /// errors, ``Component/crashErrors(_:)``), so `B' = B·(I + (f − 1) eₚeₚᵀ)`.
    ///
    /// An eta whose only entry is its pivot: a solve divides `xₚ` by `f`,
    /// O(1). It does not count toward ``Tuning/etaLimit`` (no off-pivot
    /// entries, so nothing to accumulate rounding from), but as one entry
    /// toward the budget of ``needsRefactor``: crash after crash, the file
    /// is refactorised away in time (amortised O(1) per scaling).
    mutating func scaleColumn(position p: Int, by f: Double) {
        updates.append(Update(position: Int32(p), row: -1, end: Int32(entries.count), pivot: f))
        otherEntries += 1
    }

    /// Makes room for `count` borders with `entries` entries in all, about
    /// to be appended (a long group bordered on at once): each array grows
    /// once, to what it will hold, where doublings copied it several times
    /// over (a first layout borders on thousands of rows from nothing).
    mutating func reserveBorders(_ count: Int, entries: Int) {
        let updatesNeeded = updates.count + count, entriesNeeded = self.entries.count + entries
        if updates.capacity < updatesNeeded { updates.reserveCapacity(updatesNeeded) }
        if self.entries.capacity < entriesNeeded { self.entries.reserveCapacity(entriesNeeded) }
    }

    /// One entry of a border row being stored: its entry in the basic
    /// column at position `entry.index`. Then ``endBorder(row:pivot:)``.
    mutating func appendBorderEntry(_ entry: Entry) {
        entries.append(entry)
    }

    /// Records that row `r` was appended with a new basic column whose only
    /// entry, `pivot`, is in that row, at the new position ``size``; its
    /// entries in the basic columns before were given by ``appendBorderEntry(_:)``.
    @inline(__always)
    mutating func endBorder(row r: Int, pivot: Double) {
        endBorder(row: r, pivot: pivot, at: size)
    }

    /// ``endBorder(row:pivot:)`` at position `p`, one of the positions from
    /// ``size`` on that borders have not taken yet: the basis grows by one
    /// all the same, and a solve fills the positions in the order of the
    /// borders, so each border's entries must be in positions below the LU's
    /// size or taken by borders before it (rows bordered in an order of
    /// their dependencies, their basic columns left where they are).
    @inline(__always)
    mutating func endBorder(row r: Int, pivot: Double, at p: Int) {
        let extendsBase = lu.size == 0 && updates.count == Int(baseBorders)
        updates.append(Update(position: Int32(p), row: Int32(r), end: Int32(entries.count), pivot: pivot))
        size += 1
        if extendsBase { baseBorders += 1 }
    }

    /// Appends `count` borders at once, with `entryCount` entries in all,
    /// which `body` writes through buffers of exactly that room: border
    /// `t`'s entries after those of the borders before it, and its
    /// ``Update`` at `updates[t]`, whose `end` counts the file's entries
    /// from `firstEntry` (the entries before the run) on. What
    /// ``appendBorderEntry(_:)`` and ``endBorder(row:pivot:at:)`` do border
    /// by border, without an append (a uniqueness check) per entry.
    @inline(__always)
    mutating func appendBorders(count: Int, entries entryCount: Int,
                                _ body: (_ entries: UnsafeMutableBufferPointer<Entry>, _ updates: UnsafeMutableBufferPointer<Update>,
                                         _ firstEntry: Int) -> Void) {
        // Each border extends the base if the first does (both counts grow by one).
        let extendsBase = lu.size == 0 && updates.count == Int(baseBorders)
        let firstEntry = entries.count, firstUpdate = updates.count
        entries.append(contentsOf: repeatElement(Entry(0, 0), count: entryCount))
        updates.append(contentsOf: repeatElement(Update(position: 0, row: 0, end: 0, pivot: 0), count: count))
        entries.withUnsafeMutableBufferPointer { e in
            updates.withUnsafeMutableBufferPointer { u in
                body(UnsafeMutableBufferPointer(rebasing: e[firstEntry...]), UnsafeMutableBufferPointer(rebasing: u[firstUpdate...]), firstEntry)
            }
        }
        size += count
        if extendsBase { baseBorders += Int32(count) }
    }

    /// Records that `block`'s rows were appended with as many new basic
    /// columns, at the new positions from ``size`` on.
    mutating func append(_ block: BorderBlock) {
        updates.append(Update(position: Int32(size), row: Int32(-2 - blocks.count), end: Int32(entries.count), pivot: 0))
        blocks.append(block)
        otherEntries += block.entries.count + block.size * block.size
        size += block.size
    }

    /// Empties the factor in place, keeping the update file's storage: it
    /// then equals `BasisFactor(lu: .empty)` in everything but capacities
    /// (a recycled component's: see ``Component/empty()``).
    mutating func empty() {
        if !lu.isEmptyBasis { lu = .empty }
        updates.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        blocks.removeAll(keepingCapacity: true)
        etaCount = 0
        otherEntries = 0
        baseBorders = 0
        size = 0
    }

    /// How far the update file reaches: to cut it back to with ``truncate(to:)``.
    struct Extent: Equatable {
        let updates: Int
        let entries: Int
        let etaCount: Int32
        let size: Int
        let blocks: Int
        let otherEntries: Int
        let baseBorders: Int32
    }

    /// The update file's extent now.
    var extent: Extent {
        Extent(updates: updates.count, entries: entries.count, etaCount: etaCount, size: size,
               blocks: blocks.count, otherEntries: otherEntries, baseBorders: baseBorders)
    }

    /// Drops the updates made since the file had `extent`.
    mutating func truncate(to extent: Extent) {
        updates.removeLast(updates.count - extent.updates)
        entries.removeLast(entries.count - extent.entries)
        blocks.removeLast(blocks.count - extent.blocks)
        etaCount = extent.etaCount
        size = extent.size
        otherEntries = extent.otherEntries
        baseBorders = extent.baseBorders
    }
}
