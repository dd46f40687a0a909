/// A textbook two-phase dense tableau simplex for
/// `minimise cost·z subject to rows·z == rhs, z >= 0`.
///
/// Bland's rule picks the entering column (the lowest-index improving one).
/// The ratio test prefers, among rows tied on the ratio, the largest pivot
/// (a tiny pivot of rounding noise would blow the values up), then the
/// lowest basic index; after many pivots without progress it falls back to
/// pure Bland's rule, which cannot cycle. Pivots below 1e-9 are never taken.
/// Meant for a few dozen columns: every pivot touches the whole tableau.
struct DenseSimplex {
    /// The optimum: the objective and one optimal point (one value per column).
    struct Solution {
        var objective: Double
        var point: [Double]
    }

    /// How a solve ended.
    enum Outcome {
        case optimal(Solution)
        case infeasible
        case unbounded
    }

    private var tableau: [[Double]]  // m rows of (columns + 1); the last entry is the right side
    private var basis: [Int]
    private let columnCount: Int
    private let cost: [Double]
    private let epsilon = 1e-9
    /// The largest right side of the original rows (at least 1): the scale
    /// of phase one's residual.
    private let rhsScale: Double

    init(rows: [[Double]], rhs: [Double], cost: [Double]) {
        let m = rows.count
        columnCount = cost.count
        self.cost = cost
        rhsScale = rhs.reduce(1) { max($0, abs($1)) }
        // Append one artificial column per row; flip rows so the right side is >= 0.
        tableau = (0..<m).map { i in
            var row = rows[i] + [Double](repeating: 0, count: m) + [rhs[i]]
            if rhs[i] < 0 { row = row.map { -$0 } }
            row[cost.count + i] = 1
            return row
        }
        basis = (0..<m).map { cost.count + $0 }
    }

    /// Solves.
    mutating func minimize() -> Outcome {
        let m = tableau.count
        let artificialEnd = columnCount + m
        // Phase one: minimise the sum of the artificial columns.
        var phaseOneCost = [Double](repeating: 0, count: artificialEnd)
        for j in columnCount..<artificialEnd { phaseOneCost[j] = 1 }
        run(cost: phaseOneCost, allowed: artificialEnd)
        let infeasibility = (0..<m).reduce(0.0) { $0 + (basis[$1] >= columnCount ? tableau[$1][artificialEnd] : 0) }
        if infeasibility > 1e-9 * rhsScale { return .infeasible }
        // Drive the remaining (zero-valued) artificials out of the basis; a
        // row with no real column left is redundant and is dropped.
        var i = 0
        while i < tableau.count {
            if basis[i] >= columnCount {
                if let j = (0..<columnCount).first(where: { abs(tableau[i][$0]) > 1e-9 }) {
                    pivot(row: i, column: j)
                } else {
                    tableau.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        // Phase two: the real cost, artificial columns barred from entering.
        var fullCost = cost
        fullCost += [Double](repeating: 0, count: m)
        guard run(cost: fullCost, allowed: columnCount) else { return .unbounded }
        var point = [Double](repeating: 0, count: columnCount)
        for (row, column) in basis.enumerated() where column < columnCount {
            point[column] = tableau[row][artificialEnd]
        }
        let objective = (0..<columnCount).reduce(0.0) { $0 + cost[$1] * point[$1] }
        return .optimal(Solution(objective: objective, point: point))
    }

    /// After an optimal ``minimize()``: the columns whose reduced cost is
    /// clearly positive. By complementary slackness the optimal solutions are
    /// exactly the feasible points where all of these columns are zero.
    func columnsZeroOnOptimalFace() -> Set<Int> {
        var zero = Set<Int>()
        for j in 0..<columnCount where !basis.contains(j) {
            var reduced = cost[j]
            var scale = abs(cost[j])
            for (i, b) in basis.enumerated() where b < columnCount {
                reduced -= cost[b] * tableau[i][j]
                scale += abs(cost[b] * tableau[i][j])
            }
            if reduced > 1e-9 * max(1, scale) { zero.insert(j) }
        }
        return zero
    }

    /// Pivots to optimality for `cost`, letting only columns below `allowed`
    /// enter. Returns `false` if the objective is unbounded below.
    @discardableResult
    private mutating func run(cost: [Double], allowed: Int) -> Bool {
        let rhsColumn = tableau.first.map { $0.count - 1 } ?? 0
        // Columns whose only improving direction is an "unbounded" ray: with
        // a cost bounded below (a weighted error) that can only be rounding
        // noise in the reduced cost, so such a column is set aside.
        var blocked = Set<Int>()
        var pivots = 0
        while true {
            let pureBland = pivots > 50 * (tableau.count + allowed)  // no progress for long: Bland's rule cannot cycle
            // Reduced costs c_j − c_B · column_j, compared with the size of
            // the terms that formed them.
            var entering: Int?
            for j in 0..<allowed where !basis.contains(j) && !blocked.contains(j) {
                var reduced = cost[j]
                var scale = abs(cost[j])
                for (i, b) in basis.enumerated() {
                    reduced -= cost[b] * tableau[i][j]
                    scale += abs(cost[b] * tableau[i][j])
                }
                if reduced < -1e-9 * max(1, scale) {
                    entering = j
                    break
                }
            }
            guard let j = entering else { return true }
            var leaving: Int?
            var bestRatio = Double.infinity
            for i in tableau.indices where tableau[i][j] > epsilon {
                let ratio = tableau[i][rhsColumn] / tableau[i][j]
                let tie = abs(ratio - bestRatio) <= 1e-12 * max(1, abs(bestRatio))
                let better: Bool
                if leaving == nil || (!tie && ratio < bestRatio) {
                    better = true
                } else if tie, let l = leaving {
                    let (p, q) = (tableau[i][j], tableau[l][j])
                    better = pureBland || abs(p - q) <= 1e-12 * max(p, q) ? basis[i] < basis[l] : p > q
                } else {
                    better = false
                }
                if better {
                    bestRatio = min(bestRatio, ratio)
                    leaving = i
                }
            }
            guard let i = leaving else {
                if cost.allSatisfy({ $0 >= 0 }) {
                    blocked.insert(j)
                    continue
                }
                return false
            }
            blocked.removeAll()
            pivots += 1
            pivot(row: i, column: j)
        }
    }

    private mutating func pivot(row r: Int, column j: Int) {
        let p = tableau[r][j]
        tableau[r] = tableau[r].map { $0 / p }
        for i in tableau.indices where i != r {
            let factor = tableau[i][j]
            if factor == 0 { continue }
            for k in tableau[i].indices { tableau[i][k] -= factor * tableau[r][k] }
            tableau[i][j] = 0
        }
        basis[r] = j
    }
}
