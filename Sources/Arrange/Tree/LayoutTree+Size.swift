import ArrangeSolver

extension LayoutTree {
    /// How the root's size holds one dimension in the solver.
    enum SizeEdit: Equatable {
        /// No edit variable: the dimension is what the constraints make it.
        case none
        /// Given from outside: an edit variable at ``rootSizeStrength``.
        case given(Double)
        /// Free while the other is given: an edit variable toward 0 at
        /// ``Priority/fittingSize``, so the content decides, as small as it allows.
        case fromContent

        /// The edit variable's strength, if there is one.
        var strength: Strength? {
            switch self {
            case .none: nil
            case .given: LayoutTree.rootSizeStrength
            case .fromContent: Priority.fittingSize.strength
            }
        }

        /// The value suggested for it.
        var value: Double {
            if case let .given(v) = self { return v }
            return 0
        }
    }

    /// The edits that hold `given`, width and height (nil, or nothing given: none).
    static func sizeEdits(_ given: GivenSize?) -> (width: SizeEdit, height: SizeEdit) {
        guard let given, !given.isEmpty else { return (.none, .none) }
        return (given.width.map(SizeEdit.given) ?? .fromContent, given.height.map(SizeEdit.given) ?? .fromContent)
    }

    /// Gives a new tree's root its first size: the edit variables are
    /// registered and suggested, and left for the solver to install with
    /// the next step that changes or reads it (the first arrangement's, as
    /// one batch), instead of a transaction and a solve of their own.
    ///
    /// Only for a tree whose solver holds nothing that constrains the root's
    /// width or height (made, the root's origin pinned, no intrinsic size of
    /// the root's own): the size then holds by construction (edit variables
    /// above every priority, no required constraint on either), so there is
    /// nothing to check; a later step that breaks it is refused by its own
    /// commit, the edits going back to pending with it (``Solver/replace(_:with:keepingIf:)``).
    /// Otherwise, and for a size that is not solvable, ``applySize(_:)``.
    func applyFirstSize(_ given: GivenSize) throws(ArrangeError) {
        guard given.isSolvable, groups.isEmpty, installedIntrinsic.record(of: ObjectIdentifier(root)) == nil,
              appliedGiven == nil, safeArea == nil else { return try applySize(given) }
        let vars = variables(of: root)
        let edits = Self.sizeEdits(given)
        do {
            for (v, edit) in [(vars.width, edits.width), (vars.height, edits.height)] {
                guard let strength = edit.strength else { continue }
                try rawSolver.addEditVariable(v, strength: strength)
                try rawSolver.suggestValue(edit.value, for: v)
            }
        } catch {
            throw .internalError(error.description)
        }
        appliedGiven = given.isEmpty ? nil : given
        laidOut()
    }

    /// Gives the root a size from outside (one dimension or both; nil
    /// removes it) and re-solves incrementally through the edit variables.
    ///
    /// If required constraints keep the root from that size, the step is
    /// taken back (``Solver/suggestValues(_:keepingIf:)``, or a
    /// ``Solver/transaction(_:)`` when the dimensions given change), the
    /// previous size stays, bit for bit, and the error names them.
    func applySize(_ given: GivenSize?) throws(ArrangeError) {
        let target = given.flatMap { $0.isEmpty ? nil : $0 }
        let onlyResized = solver.revision == settledRevision || solver.revision == resizeOnlyRevision
        defer { resizeOnlyRevision = onlyResized ? solver.revision : -2 }
        if let target, !target.isSolvable {
            throw .nonFiniteSize(root: root.name, Size(width: target.width ?? 0, height: target.height ?? 0))
        }
        let vars = variables(of: root)
        let before = Self.sizeEdits(appliedGiven), after = Self.sizeEdits(target)
        var reached = Size.zero
        let accept = { (solver: Solver) -> Bool in
            reached = Size(width: solver[vars.width], height: solver[vars.height])
            return target?.holds(at: reached) ?? true
        }
        // Built directly (a resize is mostly the solve and the reads: no array to spare).
        var suggestions: [(Variable, Double)] = []
        suggestions.reserveCapacity(2)
        if after.width.strength != nil { suggestions.append((vars.width, after.width.value)) }
        if after.height.strength != nil { suggestions.append((vars.height, after.height.value)) }
        let kept: Bool
        do {
            if before.width.strength == after.width.strength && before.height.strength == after.height.strength {
                kept = try solver.suggestValues(suggestions, keepingIf: accept)
            } else {
                let changes = [(vars.width, before.width, after.width), (vars.height, before.height, after.height)]
                kept = try solver.transaction { (solver: Solver) throws(SolverError) -> Bool in
                    for (v, old, new) in changes where old.strength != new.strength {
                        if old.strength != nil { try solver.removeEditVariable(v) }
                        if let strength = new.strength { try solver.addEditVariable(v, strength: strength) }
                    }
                    try solver.suggestValues(suggestions)
                    return accept(solver)
                }
            }
        } catch {
            throw .internalError(error.description)
        }
        if let target, !kept { throw rootSizeConflict(target, solved: reached, removing: [], adding: [], pending: []) }
        appliedGiven = target
        laidOut()
    }
}
