// Invariant checks, compiled only with `-D ARRANGE_SOLVER_CHECKS` (debug builds).
extension SolverState {
    /// Verifies the solver's bookkeeping and the feasibility of every
    /// installed required constraint; traps with a description if broken.
    @inline(__always)
    func checkInvariants() {
        #if ARRANGE_SOLVER_CHECKS
        for (k, c) in components.enumerated() {
            guard let c else { continue }
            c.checkInvariants()
            for i in 0..<c.rowCount {
                let r = slots[Int(c.rows[i].record)]!
                precondition(r.component == Int32(k) && r.row == Int32(i), "record \(c.rows[i].record) points at the wrong row")
            }
            for j in 0..<c.columnCount where c.columns[j].variable >= 0 {
                let v = Int(c.columns[j].variable)
                precondition(variableComponent[v] == Int32(k) && variableColumn[v] == Int32(j), "variable \(v) mapped wrongly")
                // What ``syncValues(_:)`` would read, bit for bit (a suggestion re-reads only the values it moved).
                let p = Int(c.columns[j].position)
                precondition(values[v].bitPattern == (p >= 0 ? c.x[p] : 0).bitPattern, "value of variable \(v) not re-read: \(values[v])")
            }
        }
        for case let r? in slots where r.constraint.strength.isRequired {
            // Within 1e-7 of its terms, or of the rounding of its component's
            // magnitude (a value near 0 computed from coordinates of 10⁹).
            let allowance = r.component < 0 ? 0 : 1e-10 * components[Int(r.component)]!.magnitude
            let ok = r.constraint.isSatisfied(tolerance: 1e-7) { values[$0.id] }
                || violation(of: r.constraint) <= allowance
            precondition(ok, "required constraint \(r.constraint) violated: \(r.constraint.expression.evaluate { values[$0.id] })")
        }
        #endif
    }

    /// How far a constraint is from holding at the current values (0 if it holds).
    private func violation(of c: Constraint) -> Double {
        let e = c.expression.evaluate { values[$0.id] }
        switch c.relation {
        case .equal: return Swift.abs(e)
        case .lessThanOrEqual: return Swift.max(0, e)
        case .greaterThanOrEqual: return Swift.max(0, -e)
        }
    }
}

extension Component {
    /// Verifies storage symmetry, the basis, feasibility and the factorisation.
    func checkInvariants() {
        #if ARRANGE_SOLVER_CHECKS
        precondition(basis.count == rowCount && x.count == rowCount, "basis size differs from row count")
        // A row's entries end where the next row's start (``entryRange(row:)``):
        // the pool holds the rows' entries in row order, and nothing else.
        precondition(rowCount > 0 ? rows[0].start == 0 : pool.isEmpty, "the first row's entries start the pool")
        for i in 0..<rowCount {
            precondition(i == 0 || rows[i].start >= rows[i - 1].start, "rows' entries lie in order in the pool")
            precondition(Int(rows[i].start) <= pool.count, "row \(i)'s entries start past the pool's end")
        }
        guard columnsCurrent else {
            // A stale column copy is rebuilt when next needed: check a current one.
            var current = self
            current.rebuildColumns()
            current.checkInvariants()
            return
        }
        if let factor {
            // The factorisation (LU, etas and borders) must solve for the basic values.
            precondition(factor.size == rowCount, "factor covers \(factor.size) of \(rowCount) rows")
            var v = rows.map(\.rhs), solved = [Double](repeating: 0, count: rowCount)
            factor.solve(dense: &v, into: &solved)
            // A plain solve carries the rounding of the largest values it goes
            // through; refined values (``refineValues``) may be closer to exact.
            for p in 0..<rowCount {
                precondition(Swift.abs(solved[p] - x[p]) <= 1e-6 * (1 + Swift.abs(x[p])) + 1e-10 * span, "factor solves \(solved[p]) for basic value \(x[p]) at \(p)")
            }
        }
        var fromRows = 0
        for i in 0..<rowCount {
            forEachEntry(row: i) { j, value in
                precondition(entries(column: j).contains { Int($0.index) == i && $0.value == value }, "row/column storage mismatch")
                fromRows += 1
            }
            precondition(columns[Int(rows[i].logical)].ownerRow == Int32(i), "logical of row \(i) not owned by it")
        }
        precondition(fromRows == columnEntries.count, "row/column entry counts differ")
        for (p, j) in basis.enumerated() { precondition(columns[Int(j)].position == Int32(p), "position map broken") }
        precondition(columns.filter { $0.position >= 0 }.count == basis.count, "stray positions")
        // Feasibility is judged per value, as the solver judges it
        // (SolverDesign.md, "The basis"): a value further out than the
        // component's bound is still at its bound if it is within the
        // rounding of the magnitudes it was computed from. `magnitude` counts
        // only required constants: a losing wish of 10¹⁶ drives the values of
        // required rows whose own constants are 0 (seed 31: a duplicate
        // equality's logical, 0 computed from terms of 5.4·10¹⁶, is −3.5).
        let bound = Swift.max(1e-6, 1e-10 * magnitude)
        for p in 0..<rowCount where infeasibility(at: p) > bound {
            precondition(infeasibility(at: p) <= roundingAllowance(at: p), "basic value out of bounds at \(p): \(x[p])")
        }
        // Residual of B x = rhs.
        // Residual of B x = rhs, against the magnitude of each row's terms.
        var residual = rows.map(\.rhs)
        var size = rows.map { Swift.abs($0.rhs) }
        for (p, j) in basis.enumerated() {
            for e in entries(column: Int(j)) {
                residual[Int(e.index)] -= e.value * x[p]
                size[Int(e.index)] += Swift.abs(e.value * x[p])
            }
        }
        for i in 0..<rowCount {
            precondition(Swift.abs(residual[i]) <= 1e-6 * (1 + size[i]) + 1e-10 * magnitude, "row \(i) residual \(residual[i])")
        }
        #endif
    }

    #if ARRANGE_SOLVER_CHECKS
    /// How far basic value `p` may lie outside its bounds and be rounding,
    /// by the solver's own measure: ``Tolerance/primal`` plus
    /// ``Tolerance/primalRounding`` of the magnitudes it was computed from
    /// (``roundingScale(rho:)`` of `ρ = B⁻ᵀ eₚ`); 0 without a factorisation.
    private func roundingAllowance(at p: Int) -> Double {
        guard factor != nil else { return 0 }
        var scratch = [Double](repeating: 0, count: rowCount), rho = scratch
        inverseRow(p, scratch: &scratch, into: &rho)
        return Tolerance.primal + Tolerance.primalRounding * roundingScale(rho: rho)
    }
    #endif
}

#if ARRANGE_SOLVER_CHECKS
extension SolverState {
    /// Whether everything but the scratch workspace (and capacities) equals
    /// `other`'s: what "an error leaves the solver exactly as before" means.
    func hasSameContent(as other: SolverState) -> Bool {
        guard names == other.names, values == other.values, variableComponent == other.variableComponent,
              variableColumn == other.variableColumn, components == other.components,
              freeComponents == other.freeComponents, freeSlots == other.freeSlots, records == other.records,
              edits == other.edits, pendingEdits == other.pendingEdits, serial == other.serial, direct == other.direct,
              slots.count == other.slots.count else { return false }
        for (a, b) in zip(slots, other.slots) {
            switch (a, b) {
            case (nil, nil): continue
            case let (a?, b?):
                guard a.constraint === b.constraint, a.component == b.component, a.row == b.row,
                      a.serial == b.serial, a.isEdit == b.isEdit else { return false }
            default: return false
            }
        }
        return true
    }
}
#endif
