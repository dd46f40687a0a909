import ArrangeSolver

extension LayoutTree {
    /// Swaps `old` for `new` in one solver step, then checks that the root
    /// still has the size given from outside.
    ///
    /// On any error the solver is back where it was.
    func commit(removing old: [LayoutConstraint], adding new: [LayoutConstraint]) throws(ArrangeError) {
        try commit(removing: old.map { $0.constraint }, adding: new.map { $0.constraint }, describing: new)
    }

    /// ``commit(removing:adding:)`` on solver constraints; `describing`
    /// gives the layout constraints of `new`, asked for only to name them in an error.
    func commit(removing old: [Constraint], adding new: [Constraint], describing pending: @autoclosure () -> [LayoutConstraint]) throws(ArrangeError) {
        do {
            try solver.replace(old, with: new)
        } catch {
            throw translate(error, candidates: pending())
        }
        if let size = appliedSize, let conflict = rootSizeConflict(size, pending: pending()) {
            do {
                try solver.replace(new, with: old)
            } catch {
                assertionFailure("LayoutTree: restoring a previously solved state failed: \(error)")
            }
            throw conflict
        }
    }

    /// Nil if the root has `size`; otherwise the error naming the required
    /// constraints that keep it from having it (`pending`: just installed,
    /// not yet in a group).
    func rootSizeConflict(_ size: Size, pending: @autoclosure () -> [LayoutConstraint] = []) -> ArrangeError? {
        let vars = variables(of: root)
        let w = solver[vars.width], h = solver[vars.height]
        func close(_ a: Double, _ b: Double) -> Bool { Swift.abs(a - b) <= 1e-7 * Swift.max(1, Swift.abs(b)) }
        if close(w, size.width), close(h, size.height) { return nil }
        // Ask the solver which required constraints contradict the size as a required pin.
        let pins = [
            LoweredConstraint(lhs: LinearForm(root, .width), relation: .equal, rhs: LinearForm(constant: size.width), priority: .required, verb: "root size"),
            LoweredConstraint(lhs: LinearForm(root, .height), relation: .equal, rhs: LinearForm(constant: size.height), priority: .required, verb: "root size"),
        ].map { LayoutConstraint(lowered: $0, constraint: Constraint(resolve($0.lhs, spacers: []), $0.relation, resolve($0.rhs, spacers: []))) }
        var conflicts: [ConstraintSummary] = []
        do {
            try solver.add(pins.map(\.constraint))
            try? solver.remove(pins.map(\.constraint))
        } catch {
            if case let .unsatisfiable(constraint, others) = error {
                let describe = describer(extra: pins + pending())
                conflicts = (others + [constraint]).map(describe)
            }
        }
        return .rootSizeConflict(root: root.name, requested: size, solved: Size(width: w, height: h), conflicts: conflicts)
    }

    /// Describes solver constraints: those in `extra` (about to be
    /// installed) first, then the installed ones, else as a bare edit. The
    /// installed constraints are indexed once, so describing a conflict of
    /// any size costs O(installed + members).
    func describer(extra: [LayoutConstraint]) -> (Constraint) -> ConstraintSummary {
        var known = installedByIdentity()
        for c in extra { known[ObjectIdentifier(c.constraint)] = c }
        return { constraint in
            if let c = known[ObjectIdentifier(constraint)] { return c.summary }
            return ConstraintSummary(relation: constraint.description, priority: .required, provenance: Provenance(verb: "edit"))
        }
    }

    /// A solver error in the user's terms.
    func translate(_ error: SolverError, candidates: [LayoutConstraint]) -> ArrangeError {
        let describe = describer(extra: candidates)
        switch error {
        case let .unsatisfiable(constraint, conflicts):
            return .conflict((conflicts + [constraint]).map(describe))
        case let .nonFinite(constraint):
            return .internalError("a constraint has a non-finite number: \(describe(constraint))")
        default:
            return .internalError(error.description)
        }
    }
}
