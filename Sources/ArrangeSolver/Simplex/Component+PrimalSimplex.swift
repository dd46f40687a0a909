// The primal simplex method: from a primal feasible basis (after removing
// rows, or to polish a dual simplex result) to optimality.
extension Component {
    /// Runs the primal simplex method until no column can lower the objective.
    ///
    /// Dantzig's rule with Harris' ratio test: the entering column improves
    /// the highest level it can (its first significant reduced cost is on
    /// the lowest slot), by the most per unit on that level. After a run of
    /// degenerate pivots it switches to Bland's rule (the lowest index of
    /// any improving column), which cannot cycle.
    ///
    /// With `reusingReducedCosts`, `workspace.reducedCosts` holds those of
    /// the current basis (the dual method's, kept up to date pivot by
    /// pivot, ``dualSimplex(_:feasibleBelow:priced:)``) and it starts from
    /// them instead of pricing every column again.
    mutating func primalSimplex(_ workspace: inout Workspace, reusingReducedCosts: Bool = false) {
        ensureFactor(&workspace)
        // Without costs (only required rows), every feasible basis is optimal.
        if !hasCosts { return }
        // With no basic column costing anything (a crash basis the dual
        // method did not pivot: free columns and logicals), the duals are 0
        // and every reduced cost is its column's own cost, never negative:
        // the basis is optimal as it is, and pricing would find nothing.
        if !hasBasicCost { return }
        ensureColumns()
        let m = rowCount, n = columnCount, K = levelCount
        // Every reduced cost is written by the pricing before it is read: no fill.
        var d = Workspace.take(&workspace.reducedCosts, atLeast: n * K, value: 0)
        var y = Workspace.take(&workspace.duals, count: m, value: 0)
        var column = Workspace.take(&workspace.basisColumn, count: m, value: 0)
        var scratch = Workspace.take(&workspace.rowScratch, count: m, value: 0)
        // The pivot row's scratch (Component+PivotRow.swift), taken at the
        // first pivot: most calls price once and find the basis optimal.
        var theta: [Double] = [], alpha: [Double] = [], isTouched: [Bool] = [], touched: [Int] = []
        var hasRowScratch = false
        let pivotsBefore = pivotCount
        defer {
            workspace.reducedCosts = d; workspace.duals = y; workspace.basisColumn = column; workspace.rowScratch = scratch
            if hasRowScratch {
                workspace.levelSteps = theta; workspace.pivotRow = alpha; workspace.marks = isTouched; workspace.indices = touched
            }
            // Values it moved pivot by pivot are polished (those it did not
            // move were, by the dual method or a refactorisation).
            if pivotCount != pivotsBefore { polishValues(&workspace) }
        }
        // Harris' slack is absolute: a scaled one would let other basic
        // values of a component with large constants go out of bounds by it.
        let feasibility = Tolerance.primal
        var iterations = 0
        var degenerate = 0
        let limit = 20 * (rowCount + columnCount) + 1000
        // Priced in full once (unless the dual method's are at hand); then
        // each pivot updates the reduced costs from its row of B⁻¹A (the
        // columns off it keep theirs), and a refactorisation prices in full again.
        if !reusingReducedCosts { reducedCosts(into: &d, cB: &column, y: &y) }
        while iterations < limit {
            iterations += 1
            let bland = degenerate > Tuning.blandAfterDegenerate
            var q = -1
            var bestSlot = K, best = 0.0, direction = 1.0
            if K == 1 {
                // One level: Dantzig's rule on the scalar reduced costs.
                let scale = levelScale[0]
                for j in 0..<n where columns[j].position < 0 {
                    let tolerance = Tolerance.dual(cost: cost(column: j), scale: scale)
                    let score: Double
                    switch columns[j].kind {
                    case .fixed: continue
                    case .nonnegative: score = d[j] < -tolerance ? -d[j] : 0
                    case .free: score = Swift.abs(d[j]) > tolerance ? Swift.abs(d[j]) : 0
                    }
                    if score > best { best = score; q = j; direction = d[j] < 0 ? 1 : -1; if bland { break } }
                }
            } else {
                d.withUnsafeBufferPointer { d in
                    for j in 0..<n where columns[j].position < 0 && columns[j].kind != .fixed {
                        guard let (s, value) = leadingReducedCost(j, d, levels: K) else { continue }
                        if columns[j].kind == .nonnegative && value > 0 { continue }
                        if s < bestSlot || (s == bestSlot && Swift.abs(value) > best) {
                            bestSlot = s; best = Swift.abs(value); q = j; direction = value < 0 ? 1 : -1
                            if bland { break }
                        }
                    }
                }
            }
            if q < 0 { return }
            solveColumn(q, scratch: &scratch, into: &column)
            // Basic values move by −direction·column[k]·t.
            func rate(_ k: Int) -> Double? {
                let a = direction * column[k]
                switch columns[Int(basis[k])].kind {
                case .free: return nil
                case .fixed: return Swift.abs(a) > Tolerance.pivot ? Swift.abs(a) : nil
                case .nonnegative: return a > Tolerance.pivot ? a : nil
                }
            }
            var bound = Double.infinity
            for k in 0..<m {
                guard let a = rate(k) else { continue }
                let room = columns[Int(basis[k])].kind == .fixed ? 0 : Swift.max(x[k], 0)
                let r = (room + feasibility) / a
                if r < bound { bound = r }
            }
            guard bound < .infinity else { return }   // unbounded: impossible with a non-negative objective
            var p = -1
            var pRate = 0.0
            for k in 0..<m {
                guard let a = rate(k) else { continue }
                let room = columns[Int(basis[k])].kind == .fixed ? 0 : Swift.max(x[k], 0)
                guard room / a <= bound else { continue }
                if p < 0 || (bland ? basis[k] < basis[p] : (a > pRate || (a == pRate && basis[k] < basis[p]))) { p = k; pRate = a }
            }
            let room = columns[Int(basis[p])].kind == .fixed ? 0 : Swift.max(x[p], 0)
            let t = room / pRate
            degenerate = t == 0 ? degenerate + 1 : 0
            // Row p of B⁻¹A, with the factor before the pivot: the reduced costs' update.
            if !hasRowScratch {
                hasRowScratch = true
                theta = Workspace.take(&workspace.levelSteps, count: K, value: 0)
                alpha = Workspace.take(&workspace.pivotRow, count: n, value: 0)
                isTouched = Workspace.take(&workspace.marks, count: n, value: false)
                touched = Workspace.take(&workspace.indices, count: 0, value: 0)
                touched.removeAll(keepingCapacity: true)
            }
            inverseRow(p, scratch: &scratch, into: &y)
            pivotRow(rho: y, alpha: &alpha, isTouched: &isTouched, touched: &touched)
            updateReducedCosts(&d, entering: q, leaving: Int(basis[p]), levels: K, theta: &theta,
                               alpha: &alpha, isTouched: &isTouched, touched: &touched)
            for i in 0..<m { scratch[i] = 0 }
            preserveBasis()
            for k in 0..<m where column[k] != 0 { x[k] -= direction * column[k] * t }
            x[p] = direction * t
            pivot(position: p, entering: q, alpha: column)
            if factor!.needsRefactor {
                refactor(&workspace)
                reducedCosts(into: &d, cB: &column, y: &y)
            }
        }
    }
}

extension Component {
    /// Whether a basic column has a cost (on any level).
    var hasBasicCost: Bool {
        basis.withUnsafeBufferPointer { basis in
            columns.withUnsafeBufferPointer { columns in
                rows.withUnsafeBufferPointer { rows in
                    // Every cost kept is positive: a row pointing at one costs.
                    for j in basis where columns[Int(j)].isError && rows[Int(columns[Int(j)].ownerRow)].costIndex >= 0 { return true }
                    return false
                }
            }
        }
    }
}
