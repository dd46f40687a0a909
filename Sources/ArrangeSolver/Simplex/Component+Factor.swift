// Factorising the basis and solving with it.
extension Component {
    /// Refactorises the basis from scratch and recomputes the basic values.
    ///
    /// A numerically singular basis is repaired by putting the logicals of
    /// the uncovered rows at the singular positions.
    mutating func refactor(_ workspace: inout Workspace) {
        preserveFactor()
        if !columnsCurrent { rebuildColumns() }
        var lu = SparseLU(columnStart: columnStart, columnEntries: columnEntries, basis: basis, workspace: &workspace)
        if !lu.singularPositions.isEmpty {
            for (p, r) in zip(lu.singularPositions, lu.uncoveredRows) {
                columns[Int(basis[p])].position = -1
                let l = Int(rows[r].logical)
                basis[p] = Int32(l)
                columns[l].position = Int32(p)
            }
            lu = SparseLU(columnStart: columnStart, columnEntries: columnEntries, basis: basis, workspace: &workspace)
        }
        factor = BasisFactor(lu: lu)
        refreshValues(&workspace)
    }

    /// Recomputes the basic values from scratch, `x = B⁻¹ rhs`, then refines
    /// them once against the residual `rhs − B x` (computed from the
    /// matrix itself), dropping the rounding that pivot-by-pivot updates and
    /// an ill-conditioned basis accumulate. Called after each factorisation.
    mutating func refreshValues(_ workspace: inout Workspace) {
        preserveBasis()
        valueEpoch += 1
        ensureColumns()
        let m = rowCount
        var v = Workspace.take(&workspace.duals, count: m, value: 0)
        var out = Workspace.take(&workspace.basisColumn, count: m, value: 0)
        var size = Workspace.take(&workspace.rowScratch, count: m, value: 0)
        for i in 0..<m { v[i] = rows[i].rhs }
        factor!.solve(dense: &v, into: &out)
        for k in 0..<m { x[k] = out[k] }
        refineValues(onlyBeyondRounding: true, residual: &v, correction: &out, size: &size)
        workspace.duals = v
        workspace.basisColumn = out
        workspace.rowScratch = size
    }

    /// One step of iterative refinement of the basic values: the residual
    /// `r = rhs − B x`, computed from the matrix itself, then `x += B⁻¹ r`.
    ///
    /// A value computed through the factorisation may be off by the rounding
    /// of the *largest* values the solve went through (a 0 between
    /// coordinates of 7·10⁸ comes out as 3·10⁻⁸), even when the rows that
    /// determine it hold only small terms; their residual is computed to
    /// their own precision, so one correction brings it back to that.
    ///
    /// - Parameters:
    ///   - onlyBeyondRounding: refine only if some row's residual is more than
    ///     10⁻¹³ of that row's own terms, `|rhsᵢ| + Σ |aᵢⱼ xⱼ|` (after each
    ///     factorisation); otherwise always.
    ///   - residual, correction, size: scratch of at least `rowCount` values.
    /// - Returns: whether the values were corrected.
    /// - Complexity: O(basis entries + a solve).
    @discardableResult
    mutating func refineValues(onlyBeyondRounding: Bool, residual v: inout [Double], correction out: inout [Double], size: inout [Double]) -> Bool {
        let m = rowCount
        for i in 0..<m { v[i] = rows[i].rhs; size[i] = Swift.abs(rows[i].rhs) }
        for (k, j) in basis.enumerated() where x[k] != 0 {
            for e in entries(column: Int(j)) {
                let i = Int(e.index), term = e.value * x[k]
                v[i] -= term
                size[i] += Swift.abs(term)
            }
        }
        if onlyBeyondRounding {
            var beyond = false
            for i in 0..<m where Swift.abs(v[i]) > 1e-13 * (1 + size[i]) { beyond = true; break }
            guard beyond else { return false }
        }
        preserveBasis()
        valueEpoch += 1
        factor!.solve(dense: &v, into: &out)
        for k in 0..<m { x[k] += out[k] }
        return true
    }

    /// At the end of the primal simplex method when it pivoted (the dual one
    /// does the same before it declares the values feasible), in a component whose constants (any row's) exceed
    /// ``Tolerance/polishAbove``: one refinement of the basic values when a
    /// row's residual is beyond the rounding of its own terms. Pivot by
    /// pivot updates there carry the rounding of the largest values (10⁻¹⁶
    /// of 10¹⁵ is a tenth of a point per operation) into small relations;
    /// the residual, computed from the matrix, takes it out again.
    /// Components of ordinary magnitudes skip it (one comparison).
    ///
    /// - Returns: whether the values were corrected.
    @discardableResult
    mutating func polishValues(_ workspace: inout Workspace) -> Bool {
        guard span > Tolerance.polishAbove, factor != nil else { return false }
        let m = rowCount
        var v = Workspace.take(&workspace.duals, count: m, value: 0)
        var out = Workspace.take(&workspace.basisColumn, count: m, value: 0)
        var size = Workspace.take(&workspace.rowScratch, count: m, value: 0)
        ensureColumns()
        let refined = refineValues(onlyBeyondRounding: true, residual: &v, correction: &out, size: &size)
        workspace.duals = v; workspace.basisColumn = out; workspace.rowScratch = size
        return refined
    }

    /// Sets basic value `p`, out of its bound by no more than rounding, to
    /// the bound (0), as a change of the values.
    mutating func snapToBound(_ p: Int) {
        preserveBasis()
        valueEpoch += 1
        x[p] = 0
    }

    /// Whether the factorisation covers every row and is still worth using.
    var hasUsableFactor: Bool {
        guard let factor else { return false }
        return !factor.needsRefactor && factor.size == rowCount
    }

    /// Refactorises if the basis changed shape or the update file grew too long.
    mutating func ensureFactor(_ workspace: inout Workspace) {
        if !hasUsableFactor { refactor(&workspace) }
    }

    /// Extends the factorisation over the rows `rows`, just appended, as
    /// borders (see ``BasisFactor``), and computes their basic values, when
    /// that is exact and stable: each row's basic column (at the row's own
    /// position) is new, has its only entry in that row, and that entry is
    /// not small next to the row's others; rows that need the basic values
    /// of later ones go in an order of their dependencies, if they have one
    /// (``extendFactorInOrder(rows:)``; past 64 rows, only the order they
    /// are in), or else on as one block (up to 16). Otherwise returns false
    /// and changes nothing (the caller refactorises).
    ///
    /// - Complexity: O(entries of the new rows + rows²), rows ≤ 64; past
    ///   that, O(entries of the new rows).
    mutating func extendFactor(rows: Range<Int>) -> Bool {
        // Read through `?.`, which borrows: `factor!` copies the factorisation (a retain per array).
        guard factor?.needsRefactor == false, factor?.size == rows.lowerBound else { return false }
        return extendFactorInOrder(rows: rows) || extendFactorByBlock(rows: rows) || extendFactorWithSpikes(rows: rows)
    }

    /// Borders `rows` on as one block, `D` being their entries in the basic
    /// columns at their positions (see ``BorderBlock``); false if `D` is
    /// numerically singular, or too large for a dense factorisation to beat
    /// a sparse one, or if there is no basis before it worth keeping (a new
    /// component is factorised sparsely from scratch instead).
    private mutating func extendFactorByBlock(rows: Range<Int>) -> Bool {
        let k = rows.count, first = rows.lowerBound
        guard k <= Tuning.blockBorderRows, first > 0 else { return false }
        var dense = [Double](repeating: 0, count: k * k)
        var entries: [Entry] = [], entryStart: [Int32] = [0]
        for (q, i) in rows.enumerated() {
            forEachEntry(row: i) { j, value in
                let p = Int(columns[j].position)
                guard p >= 0 else { return }
                if p >= first { dense[q * k + p - first] = value } else { entries.append(Entry(p, value)) }
            }
            entryStart.append(Int32(entries.count))
        }
        guard let block = BorderBlock(rows: rows.map { Int32($0) }, entryStart: entryStart, entries: entries, dense: dense) else {
            return false
        }
        let rowList = self.rows
        x.withUnsafeMutableBufferPointer { x in block.solve(rowValue: { rowList[$0].rhs }, into: x, first: first) }
        factor!.append(block)
        return true
    }

    /// `B⁻¹ aⱼ` for column `j`, indexed by basis position; requires ``columnsCurrent``.
    func solveColumn(_ j: Int) -> [Double] {
        var scratch = [Double](repeating: 0, count: rowCount)
        var out = [Double](repeating: 0, count: rowCount)
        solveColumn(j, scratch: &scratch, into: &out)
        return out
    }

    /// `B⁻¹ aⱼ` into `out`; `scratch` must be zeros of the row count and is left so.
    func solveColumn(_ j: Int, scratch: inout [Double], into out: inout [Double]) {
        factor!.solve(column: entries(column: j), rowScratch: &scratch, into: &out)
    }

    /// `B⁻ᵀ e_p`, row `p` of the basis inverse, into `y` (indexed by row);
    /// `scratch` is overwritten.
    func inverseRow(_ p: Int, scratch: inout [Double], into y: inout [Double]) {
        for i in 0..<rowCount { scratch[i] = 0 }
        scratch[p] = 1
        factor!.solveTransposed(&scratch, into: &y)
    }

    /// The reduced costs `cⱼₛ − yₛᵀaⱼ` of every column on every slot into
    /// `d[j·K + s]` (`K` = ``levelCount``; 0 for basic columns), with the
    /// duals `yₛ = B⁻ᵀ c_B,ₛ` of each slot; `cB` and `y` are scratch of the
    /// row count, `d` must hold `columns × K` entries.
    ///
    /// - Complexity: one transposed solve per slot with a basic cost column,
    ///   plus O(entries) per slot.
    func reducedCosts(into d: inout [Double], cB: inout [Double], y: inout [Double]) {
        let K = levelCount, n = columnCount
        if K == 1 {
            // One level: a column's cost is its cost on the only slot.
            basicCosts(into: &cB, slot: nil)
            factor!.solveTransposed(&cB, into: &y)
            withColumnBuffers(y) { columns, rows, costs, start, entries, y in
                d.withUnsafeMutableBufferPointer { d in
                    for j in 0..<n {
                        guard columns[j].position < 0 else { d[j] = 0; continue }
                        var v = 0.0
                        if columns[j].isError {
                            let k = rows[Int(columns[j].ownerRow)].costIndex
                            if k >= 0 { v = costs[Int(k)].weight }
                        }
                        for e in Int(start[j])..<Int(start[j + 1]) { v -= y[Int(entries[e].index)] * entries[e].value }
                        d[j] = v
                    }
                }
            }
            return
        }
        for s in 0..<K {
            let anyBasicCost = basicCosts(into: &cB, slot: s)
            if anyBasicCost { factor!.solveTransposed(&cB, into: &y) }
            withColumnBuffers(y) { columns, rows, costs, start, entries, y in
                d.withUnsafeMutableBufferPointer { d in
                    for j in 0..<n {
                        guard columns[j].position < 0 else { d[j * K + s] = 0; continue }
                        var v = 0.0
                        if columns[j].isError {
                            let k = rows[Int(columns[j].ownerRow)].costIndex
                            if k >= 0 && Int(costs[Int(k)].slot) == s { v = costs[Int(k)].weight }
                        }
                        if anyBasicCost {
                            for e in Int(start[j])..<Int(start[j + 1]) { v -= y[Int(entries[e].index)] * entries[e].value }
                        }
                        d[j * K + s] = v
                    }
                }
            }
        }
    }

    /// Writes the cost of each basic column (on slot `slot`, or its only
    /// one when nil) into `cB` by position; whether any is not 0.
    ///
    /// Through buffers: a loop over the basis, run once per slot on every
    /// pricing, paid a uniqueness check of `cB` per element.
    @inline(__always)
    @discardableResult
    private func basicCosts(into cB: inout [Double], slot: Int?) -> Bool {
        var any = false
        basis.withUnsafeBufferPointer { basis in
            columns.withUnsafeBufferPointer { columns in
                rows.withUnsafeBufferPointer { rows in
                    costs.withUnsafeBufferPointer { costs in
                        cB.withUnsafeMutableBufferPointer { cB in
                            for k in 0..<basis.count {
                                let column = columns[Int(basis[k])]
                                var c = 0.0
                                if column.isError {
                                    let i = rows[Int(column.ownerRow)].costIndex
                                    if i >= 0 && (slot == nil || Int(costs[Int(i)].slot) == slot!) { c = costs[Int(i)].weight }
                                }
                                cB[k] = c
                                if c != 0 { any = true }
                            }
                        }
                    }
                }
            }
        }
        return any
    }

    /// Calls `body` with the columns and rows, the costs, the column-wise copy
    /// (starts and entries) and `y` as buffers: the pricing loops run once per
    /// column, and checked accesses cost more than their arithmetic.
    @inline(__always)
    private func withColumnBuffers(_ y: [Double], _ body: (UnsafeBufferPointer<Column>, UnsafeBufferPointer<Row>, UnsafeBufferPointer<Cost>,
                                                            UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Entry>, UnsafeBufferPointer<Double>) -> Void) {
        columns.withUnsafeBufferPointer { columns in
            rows.withUnsafeBufferPointer { rows in
                costs.withUnsafeBufferPointer { costs in
                    columnStart.withUnsafeBufferPointer { start in
                        columnEntries.withUnsafeBufferPointer { entries in
                            y.withUnsafeBufferPointer { y in body(columns, rows, costs, start, entries, y) }
                        }
                    }
                }
            }
        }
    }

    /// The reduced costs of every column on every slot (`d[j·K + s]`), in a new array.
    func reducedCosts() -> [Double] {
        var d = [Double](repeating: 0, count: columnCount * levelCount)
        var cB = [Double](repeating: 0, count: rowCount)
        var y = [Double](repeating: 0, count: rowCount)
        reducedCosts(into: &d, cB: &cB, y: &y)
        return d
    }

    /// Replaces the basic column at position `p` by column `q`, whose solve is `alpha`.
    mutating func pivot(position p: Int, entering q: Int, alpha: [Double]) {
        preserveBasis()
        valueEpoch += 1
        pivotCount += 1
        columns[Int(basis[p])].position = -1
        basis[p] = Int32(q)
        columns[q].position = Int32(p)
        factor!.update(position: p, alpha: alpha)
    }

    /// How far the basic value at position `k` lies outside its bounds (0 if inside).
    @inline(__always)
    func infeasibility(at k: Int) -> Double {
        let v = x[k]
        switch columns[Int(basis[k])].kind {
        case .free: return 0
        case .nonnegative: return v < 0 ? -v : 0
        case .fixed: return Swift.abs(v)
        }
    }
}
