// Conflict explanation: from the rows a Farkas certificate names to a
// minimal set of required constraints that cannot hold together.
extension SolverState {
    /// Shrinks the rows named by a Farkas certificate to a minimal conflicting
    /// set and names the newest batch member in it as the culprit.
    ///
    /// The certificate's rows usually form an irreducible infeasible
    /// subsystem already; that is proved without a solve per member when
    /// their left null space is one-dimensional (``RowDependence``), and the
    /// rows its vector uses are the answer. Otherwise a deletion filter drops
    /// each member whose absence keeps the rest infeasible.
    ///
    /// - Complexity: two solves of the candidates when the certificate is
    ///   irreducible (near-linear for layout-shaped rows); one solve per
    ///   candidate otherwise.
    func explainConflict(candidates: [Constraint], batch: [Constraint]) -> SolverError {
        let batchIndex = Dictionary(batch.enumerated().map { (ObjectIdentifier($0.element), $0.offset) }, uniquingKeysWith: { a, _ in a })
        func order(_ c: Constraint) -> (Int, Int) {
            if let n = batchIndex[ObjectIdentifier(c)] { return (1, n) }
            return (0, slots[records[ObjectIdentifier(c)]!]!.serial)
        }
        var core = candidates.sorted { order($0) < order($1) }
        if isFeasible(core) {
            // Numerical doubt about the certificate: fall back to every required constraint involved.
            core = (installedConstraints() + batch).filter { $0.strength.isRequired }.sorted { order($0) < order($1) }
        }
        if let irreducible = irreducibleSupport(of: core), !isFeasible(irreducible) {
            core = irreducible
        } else {
            var n = 0
            while n < core.count {
                var trial = core
                trial.remove(at: n)
                if !trial.isEmpty && !isFeasible(trial) { core = trial } else { n += 1 }
            }
        }
        let culprit = core.last { batchIndex[ObjectIdentifier($0)] != nil } ?? core.last!
        return .unsatisfiable(constraint: culprit, conflicts: core.filter { $0 !== culprit })
    }

    /// The members of an infeasible set `core` on which the unique (up to
    /// scale) dependence among their rows is non-zero, in `core`'s order: an
    /// irreducible infeasible subsystem; nil when the rows' dependence is not
    /// one-dimensional (or too large to decide), so that the deletion filter
    /// must decide.
    private func irreducibleSupport(of core: [Constraint]) -> [Constraint]? {
        let rows = core.map { c in c.expression.terms.map { (variable: $0.variable.id, coefficient: $0.coefficient) } }
        guard let z = RowDependence(rows: rows, variableCount: names.count).nullVector else { return nil }
        let support = core.indices.filter { Swift.abs(z[$0]) > 1e-9 }
        return support.isEmpty ? nil : support.map { core[$0] }
    }

    /// Whether these constraints (all treated as given) can hold together.
    private func isFeasible(_ constraints: [Constraint]) -> Bool {
        var probe = SolverState()
        for name in names { _ = probe.makeVariable(name) }
        do {
            try probe.update(removing: [], adding: constraints, explainConflicts: false)
            return true
        } catch {
            return false
        }
    }
}
