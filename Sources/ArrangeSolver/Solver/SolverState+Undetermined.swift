// Which variables no constraint fixes.
extension SolverState {
    /// The variables whose value could change without changing any
    /// violation: those that vary over the set of optimal solutions, plus
    /// those in no constraint. Sorted by id.
    ///
    /// At the optimal vertex, the optimal set is, locally, the cone of moves
    /// of the non-basic columns with zero reduced cost (slacks and errors
    /// only upward, user variables either way) that keep every basic value
    /// at a bound from crossing it. A variable varies over the optimal set
    /// exactly when it varies over that cone, and a linear function varies
    /// over a cone exactly when it varies over the cone's span, which is cut
    /// out by the cone's implicit equalities. Without basic values at a bound
    /// (no degeneracy), the span is every move; otherwise one small
    /// auxiliary solve finds the implicit equalities (every inequality that
    /// some move makes strict is pulled to 1), and a null-space basis of them
    /// spans the moves.
    ///
    /// - Complexity: one solve with the basis per candidate column, plus, at a
    ///   degenerate vertex, an auxiliary solve over the candidates.
    func undeterminedVariables() -> [Variable] {
        // A direct system's optimum is unique: only what no row fixes varies.
        if let direct { return direct.unfixedVariables(count: names.count) }
        var undetermined = [Bool](repeating: false, count: names.count)
        for v in 0..<names.count where variableComponent[v] < 0 { undetermined[v] = true }
        for case var c? in components where c.factor != nil {
            c.ensureColumns()
            for v in c.undeterminedVariables() { undetermined[v] = true }
        }
        return undetermined.indices.filter { undetermined[$0] }.map { Variable(id: $0) }
    }
}

extension Component {
    /// The solver variables of this component that vary over its optimal set.
    func undeterminedVariables() -> [Int] {
        let m = rowCount
        let d = reducedCosts()
        // Candidate moves: non-basic, not fixed, zero reduced cost.
        var moves: [Int] = []
        var columnsOfMoves: [[Double]] = []
        var scratch = [Double](repeating: 0, count: m)
        let zero = d.withUnsafeBufferPointer { d in
            (0..<columnCount).map { leadingReducedCost($0, d, levels: levelCount) == nil }
        }
        for q in 0..<columnCount where columns[q].position < 0 && columns[q].kind != .fixed {
            guard zero[q] else { continue }
            var alpha = [Double](repeating: 0, count: m)
            for i in 0..<m { scratch[i] = 0 }
            solveColumn(q, scratch: &scratch, into: &alpha)
            for k in 0..<m where Swift.abs(alpha[k]) <= Tolerance.pivot { alpha[k] = 0 }
            moves.append(q)
            columnsOfMoves.append(alpha)
        }
        if moves.isEmpty { return [] }
        // Basic values at a bound that the moves touch: x_k changes by −Σ α_q[k] Δ_q.
        var atBound: [(k: Int, fixed: Bool)] = []
        for k in 0..<m {
            let kindK = columns[Int(basis[k])].kind
            guard kindK == .fixed || (kindK == .nonnegative && isAtZero(k, scratch: &scratch)) else { continue }
            if columnsOfMoves.contains(where: { $0[k] != 0 }) { atBound.append((k, kindK == .fixed)) }
        }
        // The span of the cone, as a basis of moves (each a vector over `moves`).
        let span: [[Double]]
        if atBound.isEmpty {
            span = moves.indices.map { n in (0..<moves.count).map { $0 == n ? 1 : 0 } }
        } else {
            var equalities: [[Double]] = []
            let implicit = implicitEqualities(moves: moves, alphas: columnsOfMoves, atBound: atBound)
            for (n, q) in moves.enumerated() where columns[q].kind == .nonnegative && implicit.moves[n] {
                equalities.append((0..<moves.count).map { $0 == n ? 1 : 0 })
            }
            for (r, b) in atBound.enumerated() where b.fixed || implicit.rows[r] {
                equalities.append(columnsOfMoves.map { -$0[b.k] })
            }
            span = Component.nullSpace(of: equalities, width: moves.count)
        }
        var found = Set<Int>()   // membership only; the result is sorted
        for direction in span {
            for (n, q) in moves.enumerated() where columns[q].variable >= 0 && Swift.abs(direction[n]) > 1e-9 {
                found.insert(Int(columns[q].variable))
            }
            for k in 0..<m where columns[Int(basis[k])].variable >= 0 {
                var change = 0.0
                for (n, alpha) in columnsOfMoves.enumerated() where alpha[k] != 0 { change -= alpha[k] * direction[n] }
                if Swift.abs(change) > 1e-9 { found.insert(Int(columns[Int(basis[k])].variable)) }
            }
        }
        return found.sorted()
    }

    /// Whether basic value `k` is 0 up to rounding: within ``Tolerance/primal``,
    /// or, in a component with large constants, within the rounding of the
    /// magnitudes it is computed from (as the dual simplex method judges it).
    private func isAtZero(_ k: Int, scratch: inout [Double]) -> Bool {
        let v = Swift.abs(x[k])
        if v <= Tolerance.primal { return true }
        guard v <= primalTolerance else { return false }
        var rho = [Double](repeating: 0, count: rowCount)
        inverseRow(k, scratch: &scratch, into: &rho)
        return v <= Tolerance.primal + Tolerance.primalRounding * roundingScale(rho: rho)
    }

    /// Which inequalities of the cone hold with equality for every move:
    /// the moves `Δ_q ≥ 0` of slacks and errors, and the rows `−Σ α_q[k] Δ_q ≥ 0`
    /// of non-negative basic values at zero (fixed ones are equalities anyway).
    private func implicitEqualities(moves: [Int], alphas: [[Double]], atBound: [(k: Int, fixed: Bool)]) -> (moves: [Bool], rows: [Bool]) {
        let probe = Solver()
        let delta = moves.map { _ in probe.makeVariable() }
        var constraints: [Constraint] = []
        var pulls: [(Variable, isMove: Bool, index: Int)] = []
        func pull(_ form: Expression, isMove: Bool, index: Int) {
            let s = probe.makeVariable()
            constraints.append(Constraint(Expression(s), .lessThanOrEqual, form))
            constraints.append(Constraint(Expression(s), .lessThanOrEqual, Expression(1)))
            constraints.append(Constraint(Expression(s), .equal, Expression(1), strength: .weak))
            pulls.append((s, isMove, index))
        }
        for (n, q) in moves.enumerated() where columns[q].kind == .nonnegative {
            constraints.append(Constraint(Expression(delta[n]), .greaterThanOrEqual))
            pull(Expression(delta[n]), isMove: true, index: n)
        }
        for (r, b) in atBound.enumerated() {
            let form = Expression(moves.indices.compactMap { n in alphas[n][b.k] == 0 ? nil : Term(delta[n], -alphas[n][b.k]) })
            if b.fixed {
                constraints.append(Constraint(form, .equal))
            } else {
                constraints.append(Constraint(form, .greaterThanOrEqual))
                pull(form, isMove: false, index: r)
            }
        }
        var result = (moves: [Bool](repeating: false, count: moves.count), rows: [Bool](repeating: false, count: atBound.count))
        do {
            try probe.add(constraints)
        } catch {
            return result   // cannot happen (Δ = 0 satisfies every row); treat nothing as implicit
        }
        for (s, isMove, index) in pulls where probe[s] < 0.5 {
            if isMove { result.moves[index] = true } else { result.rows[index] = true }
        }
        return result
    }

    /// A basis of `{x : e·x = 0 for every row e}`, by Gauss–Jordan elimination
    /// with partial pivoting (rows and width are small).
    static func nullSpace(of rows: [[Double]], width: Int) -> [[Double]] {
        var a = rows
        var pivotColumns: [Int] = []
        var r = 0
        for col in 0..<width where r < a.count {
            var best = r
            for i in r..<a.count where Swift.abs(a[i][col]) > Swift.abs(a[best][col]) { best = i }
            guard Swift.abs(a[best][col]) > 1e-9 else { continue }
            a.swapAt(r, best)
            let p = a[r][col]
            for j in 0..<width { a[r][j] /= p }
            for i in 0..<a.count where i != r && a[i][col] != 0 {
                let f = a[i][col]
                for j in 0..<width { a[i][j] -= f * a[r][j] }
            }
            pivotColumns.append(col)
            r += 1
        }
        var basis: [[Double]] = []
        for free in 0..<width where !pivotColumns.contains(free) {
            var v = [Double](repeating: 0, count: width)
            v[free] = 1
            for (row, col) in pivotColumns.enumerated() { v[col] = -a[row][free] }
            basis.append(v)
        }
        return basis
    }
}
