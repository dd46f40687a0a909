// A start basis for a large batch: rows violated at the start take their
// own error column into the basis, all at once.
extension Component {
    /// The fewest basic values out of bounds for which ``crashErrors(_:)``
    /// swaps: below it the dual simplex method pivots as it always did (a
    /// screen's few violated priorities), above it the pivots would each cost
    /// a solve over the whole component (a first layout of a long list of
    /// labels held off their one-line widths: one pivot per label, quadratic).
    static let errorCrashThreshold = 64

    /// When at least ``errorCrashThreshold`` basic values are out of bounds
    /// and each is a non-required row's own logical or error column, puts in
    /// its place another nonnegative column of that row (an error, or an
    /// inequality's logical) of the opposite sign (a column of
    /// the same row, so the other basic values do not move and the swapped
    /// value changes sign: in bounds), refactorises once and returns true:
    /// the basis is primal feasible, and the primal simplex method takes it
    /// to the optimum (usually at once: a label's compression error is basic
    /// at the optimum too). Otherwise changes nothing and returns false.
    ///
    /// Each swapped column is the old one scaled (both have their only
    /// entry in the same row), so the factorisation takes one scaling eta
    /// per swap (``BasisFactor/scaleColumn(position:by:)``) and the other
    /// values stay: no refactorisation, which cost a sparse LU of the whole
    /// component and a solve for every value (on a factor of long borders,
    /// which the primal method would solve through, it still refactorises).
    ///
    /// - Complexity: O(rows) to look and O(swaps) to swap, instead of one
    ///   pivot (a solve with the factor and its update file) per row.
    mutating func crashErrors(_ workspace: inout Workspace) -> Bool {
        var swaps: [(position: Int, column: Int, old: Int)] = []
        for p in 0..<rowCount where infeasibility(at: p) > Tolerance.primal {
            let b = Int(basis[p])
            guard columns[b].kind != .free else { return false }
            let row = rows[Int(columns[b].ownerRow)]
            // A column of the row (an error, or the logical of an inequality) whose
            // coefficient has the sign that makes the value positive: x' = x · c_b / c_e.
            // (Three candidates in turn, not an array literal: one allocation per row.)
            var chosen = -1
            for slot in 0..<3 {
                let e = Int(slot == 0 ? row.errorA : slot == 1 ? row.errorB : row.logical)
                guard e >= 0 && e != b && columns[e].position < 0 && columns[e].kind == .nonnegative else { continue }
                if x[p] * columns[b].privateCoefficient / columns[e].privateCoefficient > 0 { chosen = e; break }
            }
            guard chosen >= 0 else { return false }   // a required row, or nothing to swap: the dual method decides
            swaps.append((p, chosen, b))
        }
        guard swaps.count >= Self.errorCrashThreshold else { return false }
        preserveBasis()
        if !hasUsableFactor || factor!.isLongBorderBase { return crashRefactoring(swaps, &workspace) }
        let extent = factor!.extent
        valueEpoch += 1
        var scaled = true
        var old: [Double] = []
        old.reserveCapacity(swaps.count)
        for (p, e, b) in swaps {
            old.append(x[p])
            x[p] = x[p] * columns[b].privateCoefficient / columns[e].privateCoefficient
            if infeasibility(at: p) > Tolerance.primal { x[p] = old.removeLast(); scaled = false; break }
            columns[b].position = -1
            basis[p] = Int32(e)
            columns[e].position = Int32(p)
            factor!.scaleColumn(position: p, by: columns[e].privateCoefficient / columns[b].privateCoefficient)
        }
        guard scaled else {
            // Rounding left a value out: back to the basis and the values the dual method expects.
            for (p, e, b) in swaps[..<old.count].reversed() {
                x[p] = old.removeLast()
                columns[e].position = -1
                basis[p] = Int32(b)
                columns[b].position = Int32(p)
            }
            factor!.truncate(to: extent)
            return false
        }
        return true
    }

    /// ``crashErrors(_:)``'s swaps by refactorising (a factor that is not
    /// usable, or one of long borders): every value recomputed.
    private mutating func crashRefactoring(_ swaps: [(position: Int, column: Int, old: Int)], _ workspace: inout Workspace) -> Bool {
        for (p, e, _) in swaps {
            columns[Int(basis[p])].position = -1
            basis[p] = Int32(e)
            columns[e].position = Int32(p)
        }
        refactor(&workspace)
        guard (0..<rowCount).allSatisfy({ infeasibility(at: $0) <= Tolerance.primal }) else {
            // Rounding left a value out: back to the basis the dual method expects (the same values).
            for (p, e, old) in swaps where basis[p] == Int32(e) {
                columns[e].position = -1
                basis[p] = Int32(old)
                columns[old].position = Int32(p)
            }
            refactor(&workspace)
            return false
        }
        return true
    }
}
