import ArrangeSolver

extension LayoutTree {
    /// Gives the root a size from outside (or removes it, with nil) and
    /// re-solves incrementally through the edit variables.
    ///
    /// If required constraints keep the root from that size, the previous
    /// size stays and the error names them.
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
        guard size.isFinite else { throw .nonFiniteSize(root: root.name, size) }
        let previous = appliedSize
        do {
            if previous == nil {
                try solver.addEditVariable(vars.width, strength: Self.rootSizeStrength)
                try solver.addEditVariable(vars.height, strength: Self.rootSizeStrength)
            }
            try solver.suggestValue(size.width, for: vars.width)
            try solver.suggestValue(size.height, for: vars.height)
        } catch {
            throw .internalError(error.description)
        }
        if let conflict = rootSizeConflict(size) {
            if let previous {
                try? solver.suggestValue(previous.width, for: vars.width)
                try? solver.suggestValue(previous.height, for: vars.height)
            } else {
                try? solver.removeEditVariable(vars.width)
                try? solver.removeEditVariable(vars.height)
            }
            throw conflict
        }
        appliedSize = size
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
    ///   ``ArrangeError/nonFiniteSize(root:_:)``. The previous size and every
    ///   frame stay as they were.
    public func resize(to size: Size?) throws(ArrangeError) {
        guard parent == nil, let tree = ownedTree else {
            if let size, !size.isFinite { throw .nonFiniteSize(root: name, size) }
            requestedSize = size
            return
        }
        try tree.applySize(size)
        requestedSize = size
    }
}
