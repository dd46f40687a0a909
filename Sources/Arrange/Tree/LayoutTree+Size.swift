import ArrangeSolver

extension LayoutTree {
    /// Gives the root a size from outside (or removes it, with nil) and
    /// re-solves incrementally through the edit variables.
    ///
    /// If required constraints keep the root from that size, the step is
    /// taken back (``suggestRootSize(_:keepingIf:)``), the previous size
    /// stays and the error names them.
    func applySize(_ size: Size?) throws(ArrangeError) {
        let vars = variables(of: root)
        guard let size else {
            if appliedSize != nil {
                try? solver.removeEditVariable(vars.width)
                try? solver.removeEditVariable(vars.height)
                appliedSize = nil
            }
            return
        }
        guard size.isSolvable else { throw .nonFiniteSize(root: root.name, size) }
        var reached = size
        let kept: Bool
        do {
            kept = try suggestRootSize(size) { solver in
                reached = Size(width: solver[vars.width], height: solver[vars.height])
                return Self.holds(size, at: reached)
            }
        } catch {
            throw .internalError(error.description)
        }
        guard kept else { throw rootSizeConflict(size, solved: reached, removing: [], adding: [], pending: []) }
        appliedSize = size
    }

    /// Suggests `size` for the root's edit variables (making them, the first
    /// time) and re-solves, then asks `accept` whether to keep the result; if
    /// it answers false, takes the step back and returns false.
    ///
    /// The take-back is exact, every value bit for bit. When the root had no
    /// size, the edit variables are still pending, so the step is one
    /// ``Solver/replace(_:with:keepingIf:)`` that installs them, taken back
    /// whole, after which they are removed unseen. When it had one, the
    /// step is one ``Solver/suggestValues(_:keepingIf:)``.
    func suggestRootSize(_ size: Size, keepingIf accept: (Solver) -> Bool) throws(SolverError) -> Bool {
        let vars = variables(of: root)
        guard appliedSize != nil else {
            try solver.addEditVariable(vars.width, strength: Self.rootSizeStrength)
            try solver.addEditVariable(vars.height, strength: Self.rootSizeStrength)
            try solver.suggestValues([(vars.width, size.width), (vars.height, size.height)])
            if try solver.replace([], with: [], keepingIf: accept) { return true }
            try solver.removeEditVariable(vars.width)
            try solver.removeEditVariable(vars.height)
            return false
        }
        return try solver.suggestValues([(vars.width, size.width), (vars.height, size.height)], keepingIf: accept)
    }
}

extension Item {
    /// The size of a root, given from outside; nil until set.
    ///
    /// Setting it re-solves incrementally (the root's width and height are
    /// edit variables). If required constraints cannot hold at that size,
    /// the layout keeps the previous size and the rejection is listed in
    /// ``diagnostics``; call ``resize(to:)`` to get the error instead. On an
    /// item that is not a root the size is kept and applies when it becomes one.
    public var size: Size? {
        get { requestedSize }
        set {
            do throws(ArrangeError) { try resize(to: newValue) } catch {
                reject("root size \(newValue.map(\.description) ?? "nil")", error)
            }
        }
    }

    /// Gives a root its size (nil removes it) and re-solves, or throws.
    ///
    /// - Throws: ``ArrangeError/rootSizeConflict(root:requested:solved:conflicts:)``
    ///   naming the required constraints that keep the root from that size, or
    ///   ``ArrangeError/nonFiniteSize(root:_:)``. The previous size stays and
    ///   every frame is as it was (bit for bit when the root had no size
    ///   before; see the README's "A failed call changes nothing").
    public func resize(to size: Size?) throws(ArrangeError) {
        guard parent == nil, let tree = ownedTree else {
            if let size, !size.isSolvable { throw .nonFiniteSize(root: name, size) }
            requestedSize = size
            return
        }
        try tree.applySize(size)
        requestedSize = size
    }
}
