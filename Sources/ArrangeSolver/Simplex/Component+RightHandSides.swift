// Many right-hand sides changed at once: one solve for all of them.
extension Component {
    /// Sets the right-hand sides of `rows` (distinct rows, new values) and
    /// moves the basic values by `B⁻¹ Δrhs` with one solve for all of them
    /// (each value journaled once, old value first), where one solve per
    /// row cost the factor and the update file once per row and journaled
    /// a value once per row that moved it: quadratic when a measuring pass
    /// changes the heights of a long list, each moving every item below.
    ///
    /// - Returns: whether a basic value moved; false, with nothing done,
    ///   when the factorisation is not usable (the caller then shifts row by
    ///   row: the first shift refactorises).
    /// - Complexity: one solve with the factorised basis, O(rows changed +
    ///   basis size) besides.
    mutating func shiftRightHandSides(_ rows: [(row: Int, rhs: Double)], _ workspace: inout Workspace,
                                      journal change: inout SolverState.ConstantUndo.Change) -> Bool? {
        guard hasUsableFactor else { return nil }
        var column: [Entry] = []
        column.reserveCapacity(rows.count)
        for (i, value) in rows {
            change.rows.append((i, self.rows[i].rhs))
            let delta = value - self.rows[i].rhs
            setRightHandSide(value, row: i)
            if delta != 0 { column.append(Entry(i, delta)) }
        }
        guard !column.isEmpty else { return false }
        valueEpoch += 1
        let m = rowCount
        var scratch = Workspace.take(&workspace.duals, count: m, value: 0)
        var step = Workspace.take(&workspace.basisColumn, atLeast: m, value: 0)
        defer { workspace.duals = scratch; workspace.basisColumn = step }
        factor!.solve(column: column[...], rowScratch: &scratch, into: &step)
        step.withUnsafeBufferPointer { step in
            x.withUnsafeMutableBufferPointer { x in
                var count = 0
                for p in 0..<m where step[p] != 0 { count += 1 }
                let moved = [(position: Int, value: Double)](unsafeUninitializedCapacity: count) { old, written in
                    for p in 0..<m where step[p] != 0 {
                        old[written] = (p, x[p])
                        written += 1
                        x[p] += step[p]
                    }
                }
                change.values += moved
            }
        }
        return true
    }
}
