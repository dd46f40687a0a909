// The dual simplex method: from a dual feasible basis (an optimum whose
// right-hand side changed, or one extended by new rows with zero duals) to
// primal feasibility, keeping dual feasibility, hence ending optimal.
extension Component {
    /// Runs the dual simplex method.
    ///
    /// - Returns: nil when the component is now feasible (and optimal), or, if
    ///   the required rows cannot hold, a Farkas row: `B⁻ᵀ e_p` for the basic
    ///   value that nothing can bring back within its bounds, indexed by row.
    ///   Its non-zeros name the rows that conflict.
    /// - Parameter feasibleBelow: the positions below it hold basic values
    ///   known to be within their bounds (unchanged since they were), unless
    ///   a refactorisation recomputes them here.
    mutating func dualSimplex(_ workspace: inout Workspace, feasibleBelow: Int = 0) -> [Double]? {
        let epoch = valueEpoch
        ensureFactor(&workspace)
        // Already feasible (a chain, a resize that kept every bound): no scratch needed.
        var feasible = true
        // Values are checked against the absolute tolerance; a value further
        // out, but within the component's scaled tolerance (the gray zone of
        // a component with large constants), is feasible only if computing it
        // could have rounded it that far (``roundingScale(rho:)``).
        let tolerance = Tolerance.primal
        let grayZone = primalTolerance
        for k in (valueEpoch == epoch ? feasibleBelow : 0)..<rowCount where infeasibility(at: k) > tolerance {
            feasible = false
            break
        }
        // In a component of large constants, feasible values are first
        // polished against the residual: rounding may have hidden a value out
        // of bounds (then the method runs) or pushed one out.
        var refinedEpoch = -1   // the value epoch the last refinement produced
        if feasible {
            guard polishValues(&workspace) else { return nil }
            refinedEpoch = valueEpoch
            if !(0..<rowCount).contains(where: { infeasibility(at: $0) > tolerance }) { return nil }
        }
        // Many rows violated at once (a long list's first layout): their
        // error columns in, one refactorisation (Component+ErrorCrash.swift).
        if crashErrors(&workspace) { primalSimplex(&workspace); return nil }
        // Pivots ahead. On a factor of long borders (a first layout's group
        // bordered on, ``BasisFactor/isLongBorderBase``) each of them would
        // solve through every border (chain-flex/1000's pivots, in
        // `inverseRow`), so the basis is factorised first, as installing
        // such a group did before it could be bordered on.
        if factor?.isLongBorderBase == true { refactor(&workspace) }
        ensureColumns()
        // Reduced costs are d[j·K + s]; without costs (K = 0) one zero per column.
        let m = rowCount, n = columnCount, K = levelCount
        var d = Workspace.take(&workspace.reducedCosts, count: n * Swift.max(K, 1), value: 0)
        var candidates = Workspace.take(&workspace.candidates, count: 0, value: 0)
        var theta = Workspace.take(&workspace.levelSteps, count: K, value: 0)
        var alpha = Workspace.take(&workspace.pivotRow, count: n, value: 0)
        var isTouched = Workspace.take(&workspace.marks, count: n, value: false)
        var touched = Workspace.take(&workspace.indices, count: 0, value: 0)
        touched.removeAll(keepingCapacity: true)
        var rho = Workspace.take(&workspace.duals, count: m, value: 0)
        var column = Workspace.take(&workspace.basisColumn, count: m, value: 0)
        var scratch = Workspace.take(&workspace.rowScratch, count: m, value: 0)
        defer {
            workspace.reducedCosts = d; workspace.pivotRow = alpha; workspace.marks = isTouched
            workspace.indices = touched; workspace.duals = rho; workspace.basisColumn = column; workspace.rowScratch = scratch
            workspace.candidates = candidates; workspace.levelSteps = theta
        }
        reducedCosts(into: &d, cB: &column, y: &rho)
        var iterations = 0
        let limit = 20 * (rowCount + columnCount) + 1000
        while iterations < limit {
            iterations += 1
            // Leaving: the largest infeasibility (ties: the first position); after
            // many iterations, the infeasible column of lowest index (Bland's
            // rule, which cannot cycle).
            let bland = iterations > limit / 2
            var p = -1
            var worst = tolerance
            for k in 0..<rowCount {
                let v = infeasibility(at: k)
                guard v > tolerance else { continue }
                if bland ? (p < 0 || basis[k] < basis[p]) : v > worst { worst = v; p = k }
            }
            if p < 0 {
                // Feasible. In a component of large constants, refine the values
                // once against the residual: rounding may have hidden a value
                // out of bounds (then choose again) or pushed one out.
                if span > Tolerance.polishAbove && refinedEpoch != valueEpoch {
                    let refined = refineValues(onlyBeyondRounding: true, residual: &column, correction: &scratch, size: &rho)
                    refinedEpoch = valueEpoch
                    if refined { continue }
                }
                return nil
            }
            let out = infeasibility(at: p)
            if out <= grayZone && refinedEpoch != valueEpoch {
                // Out by more than 10⁻⁹ but within the component's scaled
                // tolerance: first take the rounding of the solves out of
                // every value (``refineValues``), then choose again.
                refineValues(onlyBeyondRounding: false, residual: &column, correction: &scratch, size: &rho)
                refinedEpoch = valueEpoch
                continue
            }
            let toward = x[p] < 0 ? 1.0 : -1.0   // the direction x[p] must move

            // Row p of B⁻¹A over the non-basic columns.
            inverseRow(p, scratch: &scratch, into: &rho)
            if out <= grayZone && out <= tolerance + Tolerance.primalRounding * roundingScale(rho: rho) {
                // Rounding, not infeasibility: the value is at its bound.
                snapToBound(p)
                refinedEpoch = valueEpoch
                continue
            }
            for i in 0..<m where rho[i] != 0 {
                let ri = rho[i]
                for n in entryRange(row: i) {
                    let j = Int(pool[n].index)
                    guard columns[j].position < 0 else { continue }
                    if !isTouched[j] { isTouched[j] = true; touched.append(j) }
                    alpha[j] += ri * pool[n].value
                }
                for slot in 0..<3 {
                    let j32 = slot == 0 ? rows[i].logical : slot == 1 ? rows[i].errorA : rows[i].errorB
                    guard j32 >= 0 else { break }
                    let j = Int(j32)
                    guard columns[j].position < 0 else { continue }
                    if !isTouched[j] { isTouched[j] = true; touched.append(j) }
                    alpha[j] += ri * columns[j].privateCoefficient
                }
            }
            // Harris' two-pass ratio test on the reduced costs, level by level.
            let q = K <= 1
                ? enteringColumn(touched: touched, toward: toward, d: d, alpha: alpha, hasCosts: K == 1, bland: bland)
                : enteringColumn(touched: touched, toward: toward, d: d, alpha: alpha, levels: K, bland: bland, candidates: &candidates)
            guard q >= 0 else {
                for j in touched { alpha[j] = 0; isTouched[j] = false }
                touched.removeAll(keepingCapacity: true)
                // Nothing can move x[p] back. First take the rounding of the
                // solves out of the values (``refineValues``) and choose again.
                if refinedEpoch != valueEpoch {
                    refineValues(onlyBeyondRounding: false, residual: &column, correction: &scratch, size: &rho)
                    refinedEpoch = valueEpoch
                    continue
                }
                // Refined, it is still out: within the rounding of its own
                // computation it is at its bound, beyond it the rows conflict.
                if out <= tolerance + Tolerance.primalRounding * roundingScale(rho: rho) {
                    snapToBound(p)
                    refinedEpoch = valueEpoch
                    continue
                }
                return Array(rho[0..<m])
            }
            scratch.withUnsafeMutableBufferPointer { scratch in
                for i in 0..<m { scratch[i] = 0 }
            }
            solveColumn(q, scratch: &scratch, into: &column)
            let apq = column[p]
            let t = x[p] / apq   // x[p] − apq·t = 0
            preserveBasis()
            x.withUnsafeMutableBufferPointer { x in
                for k in 0..<m where column[k] != 0 { x[k] -= column[k] * t }
                x[p] = t
            }
            // Every slot's reduced costs move by θₛ·alpha: the entering column's drop to zero.
            for level in 0..<K { theta[level] = d[q * K + level] / alpha[q] }
            let leaving = Int(basis[p])
            d.withUnsafeMutableBufferPointer { d in
                alpha.withUnsafeMutableBufferPointer { alpha in
                    isTouched.withUnsafeMutableBufferPointer { isTouched in
                        if K == 1 {
                            let theta = theta[0]
                            for j in touched { d[j] -= theta * alpha[j]; alpha[j] = 0; isTouched[j] = false }
                        } else {
                            for j in touched {
                                for level in 0..<K { d[j * K + level] -= theta[level] * alpha[j] }
                                alpha[j] = 0; isTouched[j] = false
                            }
                        }
                    }
                }
                for level in 0..<K { d[leaving * K + level] = -theta[level]; d[q * K + level] = 0 }
            }
            touched.removeAll(keepingCapacity: true)
            pivot(position: p, entering: q, alpha: column)
            if factor!.needsRefactor {
                refactor(&workspace)
                reducedCosts(into: &d, cB: &column, y: &rho)
            }
        }
        return nil
    }

    /// The magnitude the basic value `x[p] = Σᵢ ρᵢ (rhsᵢ − Σ non-basic)` was
    /// computed from: `Σᵢ |ρᵢ| · (|rhsᵢ| + Σⱼ |aᵢⱼ xⱼ|)` over the rows of
    /// `ρ = B⁻ᵀ eₚ` and the basic values in them. Rounding is relative to
    /// the terms that cancel, not to the result (nor to the right-hand side,
    /// which may be 0 where the terms are 10⁹): a value that should be 0
    /// between two coordinates of 7·10⁸ comes out as ±3·10⁻⁸.
    ///
    /// - Complexity: O(entries of the rows that `ρ` uses); only when a
    ///   value looks infeasible and nothing can fix it.
    func roundingScale(rho: [Double]) -> Double {
        var scale = 0.0
        for i in 0..<rowCount where rho[i] != 0 {
            var row = Swift.abs(rows[i].rhs)
            forEachEntry(row: i) { j, a in
                let k = Int(columns[j].position)
                if k >= 0 { row += Swift.abs(a * x[k]) }
            }
            scale += Swift.abs(rho[i]) * row
        }
        return scale
    }

    /// Whether non-basic column `j` can bring the leaving value back: `x[p]`
    /// moves by `−alpha·t` when the column moves by `t`, and must move `toward`.
    @inline(__always)
    private func isEligible(_ j: Int, alpha a: Double, toward: Double) -> Bool {
        guard Swift.abs(a) > Tolerance.pivot else { return false }
        switch columns[j].kind {
        case .fixed: return false
        case .free: return true
        case .nonnegative: return -a * toward > 0
        }
    }

    /// The entering column of a component with one level (or none, when
    /// `hasCosts` is false and every reduced cost is 0): among the eligible
    /// touched columns, Harris' window `max(dⱼ, 0)/|αⱼ| ≤ min (max(dⱼ, 0) + tolⱼ)/|αⱼ|`,
    /// then the largest `|αⱼ|` (ties: the lowest index), or under Bland's
    /// rule the lowest index; −1 if none is eligible.
    @inline(__always)
    private func enteringColumn(touched: [Int], toward: Double, d: [Double], alpha: [Double], hasCosts: Bool, bland: Bool) -> Int {
        var bound = Double.infinity
        let scale = hasCosts ? levelScale[0] : 0
        for j in touched where isEligible(j, alpha: alpha[j], toward: toward) {
            // With one level every cost is on it (0 for columns without one).
            let r = (Swift.max(d[j], 0) + Tolerance.dual(cost: cost(column: j), scale: scale)) / Swift.abs(alpha[j])
            if r < bound { bound = r }
        }
        var q = -1
        for j in touched where isEligible(j, alpha: alpha[j], toward: toward) {
            let r = Swift.max(d[j], 0) / Swift.abs(alpha[j])
            guard r <= bound else { continue }
            if q < 0 || (bland ? j < q : (Swift.abs(alpha[j]) > Swift.abs(alpha[q]) || (Swift.abs(alpha[j]) == Swift.abs(alpha[q]) && j < q))) { q = j }
        }
        return q
    }

    /// The entering column with `K` levels: the lexicographic ratio test.
    /// Harris' window is applied on the highest slot, then, among the
    /// columns inside it, on the next, and so on; the last survivors are
    /// decided as with one level. The ratio vectors `dⱼ/|αⱼ|` of the chosen
    /// column are lexicographically smallest (within tolerance), so every
    /// reduced cost stays lexicographically non-negative after the step.
    private func enteringColumn(touched: [Int], toward: Double, d: [Double], alpha: [Double], levels K: Int,
                                bland: Bool, candidates: inout [Int]) -> Int {
        candidates.removeAll(keepingCapacity: true)
        for j in touched where isEligible(j, alpha: alpha[j], toward: toward) { candidates.append(j) }
        if candidates.isEmpty { return -1 }
        for s in 0..<K where candidates.count > 1 {
            var bound = Double.infinity
            for j in candidates {
                let r = (Swift.max(d[j * K + s], 0) + dualTolerance(j, slot: s)) / Swift.abs(alpha[j])
                if r < bound { bound = r }
            }
            var kept = 0
            for j in candidates where Swift.max(d[j * K + s], 0) / Swift.abs(alpha[j]) <= bound {
                candidates[kept] = j
                kept += 1
            }
            candidates.removeLast(candidates.count - kept)
        }
        var q = -1
        for j in candidates {
            if q < 0 || (bland ? j < q : (Swift.abs(alpha[j]) > Swift.abs(alpha[q]) || (Swift.abs(alpha[j]) == Swift.abs(alpha[q]) && j < q))) { q = j }
        }
        return q
    }

    /// Sets row `i`'s right-hand side to `value` and re-optimises from the
    /// current basis: the basic values move by `B⁻¹ eᵢ · Δ` (or are
    /// recomputed if the factorisation is due), then the dual simplex method
    /// restores feasibility; the primal pass runs only if it pivoted (an
    /// optimal basis that did not change stays optimal). An edit's
    /// suggestion and a changed constant are both this.
    mutating func moveRightHandSide(to value: Double, row i: Int, _ workspace: inout Workspace) {
        var unused: [(position: Int, value: Double)] = []
        guard shiftRightHandSide(to: value, row: i, &workspace, journal: &unused, journaled: false) else { return }
        let pivots = pivotCount
        _ = dualSimplex(&workspace)
        if pivotCount != pivots { primalSimplex(&workspace) }
    }

    /// Sets row `i`'s right-hand side to `value` and moves the basic values
    /// with it, `x += B⁻¹ eᵢ · Δ` (or recomputes them all when the
    /// factorisation is due), without re-optimising; false if nothing
    /// changed. When `journaled`, `journal` receives each basic value
    /// (position, old value) before it moves; otherwise a checkpoint, if
    /// any, keeps the old values (``preserveBasis()``).
    mutating func shiftRightHandSide(to value: Double, row i: Int, _ workspace: inout Workspace,
                                     journal: inout [(position: Int, value: Double)], journaled: Bool) -> Bool {
        let delta = value - rows[i].rhs
        setRightHandSide(value, row: i)
        guard delta != 0 else { return false }
        if !hasUsableFactor {
            // Refactorising computes every value afresh from the new
            // right-hand sides (a checkpoint keeps the old basis).
            refactor(&workspace)
            return true
        }
        if !journaled { preserveBasis() }
        valueEpoch += 1
        let l = Int(rows[i].logical), m = rowCount
        // The logical's column is ±e_i: B⁻¹ e_i is its solve over its sign.
        // Its one entry is known, so the column copy is not rebuilt for it
        // (after rows were added, that would cost the whole component, once
        // per resize of a screen that was laid out piece by piece). The
        // scratch comes from the workspace (zeros, and left so by the solve);
        // the solve writes every element of the step.
        var scratch = Workspace.take(&workspace.duals, count: m, value: 0)
        var step = Workspace.take(&workspace.basisColumn, atLeast: m, value: 0)
        defer { workspace.duals = scratch; workspace.basisColumn = step }
        factor!.solve(column: [Entry(i, columns[l].privateCoefficient)][...], rowScratch: &scratch, into: &step)
        let scale = delta / columns[l].privateCoefficient
        step.withUnsafeBufferPointer { step in
            x.withUnsafeMutableBufferPointer { x in
                guard journaled else {
                    for p in 0..<m where step[p] != 0 { x[p] += step[p] * scale }
                    return
                }
                // The old values in one allocation (appending them one by one
                // cost a uniqueness check each, on every resize).
                var count = 0
                for p in 0..<m where step[p] != 0 { count += 1 }
                let moved = [(position: Int, value: Double)](unsafeUninitializedCapacity: count) { old, written in
                    for p in 0..<m where step[p] != 0 {
                        old[written] = (p, x[p])
                        written += 1
                        x[p] += step[p] * scale
                    }
                }
                if journal.isEmpty { journal = moved } else { journal += moved }
            }
        }
        return true
    }
}
