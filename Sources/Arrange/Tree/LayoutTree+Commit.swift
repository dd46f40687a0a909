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
    ///
    /// The root-size check is part of the solver step
    /// (``Solver/replace(_:with:keepingIf:)``): when required constraints
    /// would move the root off the size given from outside, the solver takes
    /// the whole step back, so every value is bit for bit what it was.
    /// With `constantsOnly`, each `new[n]` differs from `old[n]` in its
    /// constant only, and the solver changes the rows in place
    /// (``Solver/replaceConstants(_:with:keepingIf:)``).
    ///
    /// Pending intrinsic sizes are installed first, unless `keepingPending`
    /// (an arrangement that mentions none of them:
    /// ``commit(adding:withPendingIntrinsic:judgingAmbiguity:)``).
    ///
    /// Strict mode (``Item/rejectsAmbiguity``) judges the step only when
    /// `judgingAmbiguity`: for what the user arranges (an `arrange`, a
    /// replacement, a handle change, a group's `install()`, a builder's
    /// update). The steps that bring content and context (intrinsic and
    /// measured sizes, items added, a safe area, a direction) are never
    /// judged: the items they bring are placed by the arrangement that
    /// follows, and what they fix counts when it is judged.
    func commit(removing old: [Constraint], adding new: [Constraint], constantsOnly: Bool = false, keepingPending: Bool = false,
                judgingAmbiguity: Bool = false, describing pending: @autoclosure () -> [LayoutConstraint]) throws(ArrangeError) {
        if !keepingPending, !pendingIntrinsic.isEmpty { flushPendingIntrinsic() }
        let vars = variables(of: root)
        let size = appliedGiven
        var solved: Size?
        var ambiguous: [Diagnostic] = []
        let kept: Bool
        do {
            let accept = { (solver: Solver) -> Bool in
                if let size {
                    let reached = Size(width: solver[vars.width], height: solver[vars.height])
                    if !size.holds(at: reached) {
                        solved = reached
                        return false
                    }
                }
                if let extra = self.extraAcceptance, !extra(solver) { return false }
                // Strict mode: a layout that leaves a value unfixed is refused too.
                guard judgingAmbiguity, self.rejectsAmbiguity else { return true }
                ambiguous = self.ambiguities(pending: pending())
                return ambiguous.isEmpty
            }
            kept = try constantsOnly ? rawSolver.replaceConstants(old, with: new, keepingIf: accept) : rawSolver.replace(old, with: new, keepingIf: accept)
        } catch {
            throw translate(error, candidates: pending())
        }
        guard !kept else {
            if judgingAmbiguity { laidOut() }
            return
        }
        if let size, let solved { throw rootSizeConflict(size, solved: solved, removing: old, adding: new, pending: pending()) }
        throw .ambiguous(ambiguous)
    }

    /// Removes installed constraints (removals cannot conflict).
    ///
    /// Every constraint must be installed: the records say so
    /// (``bookkeepingMismatch()``). Should one not be, it is skipped rather
    /// than failing the whole batch, which would leave every other one
    /// installed; debug builds stop there.
    func remove(_ constraints: [Constraint]) {
        var installed = constraints
        installed.removeAll { !solver.contains($0) }
        assert(installed.count == constraints.count, "LayoutTree.remove: \(constraints.count - installed.count) constraint(s) on record are not installed")
        do {
            try solver.remove(installed)
        } catch {
            preconditionFailure("LayoutTree.remove: removing installed constraints failed: \(error)")
        }
    }

    /// The error for a root that required constraints keep off `size` (they
    /// would make it `solved`), naming them: the installed required
    /// constraints, less `old`, plus `new` (`pending`: their layout
    /// constraints), are solved afresh with the size pinned, and the
    /// solver's minimal conflict is what the error lists.
    ///
    /// - Complexity: two fresh solves of the tree (an error path).
    func rootSizeConflict(_ size: GivenSize, solved: Size, removing old: [Constraint], adding new: [Constraint], pending: [LayoutConstraint]) -> ArrangeError {
        let pins = [(Attribute.width, size.width), (Attribute.height, size.height)].compactMap { attribute, value in
            value.map { LoweredConstraint(lhs: LinearForm(root, attribute), relation: .equal, rhs: LinearForm(constant: $0), priority: .required, verb: "root size") }
        }.map { LayoutConstraint(lowered: $0, constraint: Constraint(resolve($0.lhs, spacers: []), $0.relation, resolve($0.rhs, spacers: []))) }
        let leaving = Set(old.map(ObjectIdentifier.init))
        let base = (creationOrder(solver.constraints) { $0 }.filter { !leaving.contains(ObjectIdentifier($0)) } + new).filter(\.strength.isRequired)
        let probe = Solver()
        for _ in 0..<solver.variableCount { _ = probe.makeVariable() }
        var conflicts: [ConstraintSummary] = []
        do {
            try probe.add(base)
            try probe.add(pins.map(\.constraint))
        } catch {
            if case let .unsatisfiable(constraint, others) = error {
                let describe = describer(extra: pins + pending)
                conflicts = (others + [constraint]).map(describe)
                // The user's constraints first, the root's size last.
                conflicts = conflicts.filter { $0.provenance.verb != "root size" } + conflicts.filter { $0.provenance.verb == "root size" }
            }
        }
        return .rootSizeConflict(root: root.name, requested: size.filled(from: solved), solved: solved, conflicts: conflicts)
    }

    /// Describes solver constraints: those in `extra` (about to be
    /// installed) first, then the installed ones, else in the solver's
    /// variable names (``unrecorded(_:)``). The installed constraints are
    /// indexed once, so describing a conflict of any size costs
    /// O(installed + members).
    func describer(extra: [LayoutConstraint]) -> (Constraint) -> ConstraintSummary {
        var known = installedByIdentity()
        for c in extra { known[ObjectIdentifier(c.constraint)] = c }
        return { constraint in
            if let c = known[ObjectIdentifier(constraint)] { return c.summary }
            return self.unrecorded(constraint)
        }
    }

    /// A solver constraint that no record of the tree lists (an edit
    /// variable's; none should reach an error, ``bookkeepingMismatch()``),
    /// readable all the same: `root.width - 300 == 0`, in the names the
    /// tree gave the solver's variables.
    func unrecorded(_ constraint: Constraint) -> ConstraintSummary {
        var text = ""
        for term in constraint.expression.terms {
            let name = name(of: term.variable)
            let c = term.coefficient
            let magnitude = Swift.abs(c) == 1 ? name : "\(formatNumber(Swift.abs(c))) * \(name)"
            text += text.isEmpty ? (c < 0 ? "-" : "") + magnitude : (c < 0 ? " - " : " + ") + magnitude
        }
        let constant = constraint.expression.constant
        if text.isEmpty {
            text = formatNumber(constant)
        } else if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + formatNumber(Swift.abs(constant))
        }
        // Non-required solver strengths are levels; the root's edits sit at 1000, above every priority.
        let priority = constraint.strength.isRequired ? Priority.required : Priority(Swift.min(constraint.strength.level, 999))
        return ConstraintSummary(relation: "\(text) \(constraint.relation.rawValue) 0", priority: priority,
                                 provenance: Provenance(verb: "solver constraint", role: "not recorded by the tree"))
    }

    /// A solver error in the user's terms.
    func translate(_ error: SolverError, candidates: [LayoutConstraint]) -> ArrangeError {
        let describe = describer(extra: candidates)
        switch error {
        case let .unsatisfiable(constraint, conflicts):
            return .conflict((creationOrder(conflicts) { $0 } + [constraint]).map(describe))
        case let .nonFinite(constraint):
            // Every number a call takes is checked when recorded: a
            // non-finite one here is a sum of finite ones that overflowed
            // while lowering or resolving (place-list numbers and insets,
            // the two sides of a relation, repeated terms), so the call
            // that wrote the relation is named.
            let summary = describe(constraint)
            guard let location = summary.provenance.location else {
                return .internalError("a constraint has a non-finite number: \(summary)")
            }
            return .nonFiniteSum(verb: summary.provenance.verb, argument: summary.provenance.argument, sum: summary.relation, at: location)
        default:
            return .internalError(error.description)
        }
    }
}
