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
    }
}

extension Item {
    /// The size of a root, given from outside; nil until set (and while
    /// only one dimension is given: see ``givenSize``).
    ///
    /// Setting it re-solves incrementally (the root's width and height are
    /// edit variables). If required constraints cannot hold at that size,
    /// the layout keeps the previous size and the rejection is listed in
    /// ``diagnostics``; call ``resize(to:)`` to get the error instead. On an
    /// item that is not a root the size is kept and applies when it becomes one.
    public var size: Size? {
        get { requestedSize?.size }
        set {
            do throws(ArrangeError) { try resize(to: newValue) } catch {
                reject("root size \(newValue.map(\.description) ?? "nil")", error)
            }
        }
    }

    /// What the outside gives a root: its width, its height, or both (nil: nothing).
    ///
    /// `GivenSize(width: 375)` holds the width and takes the height from the
    /// content, as small as the constraints above priority 50 allow (what
    /// ``Item/fittingSize(width:height:fileID:line:)-(Double,_,_,_)`` answers), re-solved incrementally as
    /// the content or the width changes. Refused changes are listed in
    /// ``diagnostics``, as for ``size``; ``resize(width:height:)`` throws instead.
    public var givenSize: GivenSize? {
        get { requestedSize }
        set {
            do throws(ArrangeError) { try resize(given: newValue) } catch {
                reject("root size \(newValue.map(\.description) ?? "nil")", error)
            }
        }
    }

    /// Gives a root its size (nil removes it) and re-solves, or throws.
    ///
    /// - Throws: ``ArrangeError/rootSizeConflict(root:requested:solved:conflicts:)``
    ///   naming the required constraints that keep the root from that size, or
    ///   ``ArrangeError/nonFiniteSize(root:_:)``. The previous size stays and
    ///   every frame is bit for bit as it was.
    public func resize(to size: Size?) throws(ArrangeError) {
        try resize(given: size.map(GivenSize.init))
    }

    /// Gives a root one dimension (the other from its content) or both, and
    /// re-solves, or throws; `resize()` removes the size.
    ///
    /// ```swift
    /// try cell.resize(width: 375)    // the height follows the content
    /// ```
    ///
    /// - Throws: as ``resize(to:)``; for a conflict, `requested` holds the
    ///   given dimension and the solved value of the free one.
    public func resize(width: Double? = nil, height: Double? = nil) throws(ArrangeError) {
        try resize(given: GivenSize(width: width, height: height))
    }

    /// ``resize(width:height:)`` with a ``GivenSize``.
    func resize(given: GivenSize?) throws(ArrangeError) {
        let given = given.flatMap { $0.isEmpty ? nil : $0 }
        guard parent == nil, let tree = ownedTree else {
            if let given, !given.isSolvable { throw .nonFiniteSize(root: name, Size(width: given.width ?? 0, height: given.height ?? 0)) }
            requestedSize = given
            return
        }
        try tree.applySize(given)
        requestedSize = given
    }
}
