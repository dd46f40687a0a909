import ArrangeSolver

extension LayoutTree {
    /// Swaps `old` for `new` in one solver step, then checks that the root
    /// still has the size given from outside.
    ///
    /// On any error the solver is back where it was.
    func commit(removing old: [LayoutConstraint], adding new: [LayoutConstraint]) throws(ArrangeError) {
        do {
            try solver.replace(old.map(\.constraint), with: new.map(\.constraint))
        } catch {
            throw translate(error, candidates: new)
        }
        if let size = appliedSize, let conflict = rootSizeConflict(size, pending: new) {
            do {
                try solver.replace(new.map(\.constraint), with: old.map(\.constraint))
            } catch {
                assertionFailure("LayoutTree: restoring a previously solved state failed: \(error)")
            }
            throw conflict
        }
    }

    /// Nil if the root has `size`; otherwise the error naming the required
    /// constraints that keep it from having it (`pending`: just installed,
    /// not yet in a group).
    func rootSizeConflict(_ size: Size, pending: [LayoutConstraint] = []) -> ArrangeError? {
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
                conflicts = (others + [constraint]).map { summary(of: $0, extra: pins + pending) }
            }
        }
        return .rootSizeConflict(root: root.name, requested: size, solved: Size(width: w, height: h), conflicts: conflicts)
    }

    /// The summary of an installed (or about to be installed) solver constraint.
    func summary(of constraint: Constraint, extra: [LayoutConstraint]) -> ConstraintSummary {
        if let new = extra.first(where: { $0.constraint === constraint }) { return new.summary }
        if let known = installedByIdentity()[ObjectIdentifier(constraint)] { return known.summary }
        return ConstraintSummary(relation: constraint.description, priority: .required, provenance: Provenance(verb: "edit"))
    }

    /// A solver error in the user's terms.
    func translate(_ error: SolverError, candidates: [LayoutConstraint]) -> ArrangeError {
        let lookup: [ObjectIdentifier: LayoutConstraint] = Dictionary(candidates.map { (ObjectIdentifier($0.constraint), $0) }, uniquingKeysWith: { a, _ in a })
        func describe(_ c: Constraint) -> ConstraintSummary {
            if let new = lookup[ObjectIdentifier(c)] { return new.summary }
            return summary(of: c, extra: [])
        }
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
