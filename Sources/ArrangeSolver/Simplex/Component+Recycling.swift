// Components absorbed by a batch that nothing can take back any more give
// their storage to the next new components.
extension Component {
    /// A new, empty component, with the storage of a recycled one if the
    /// workspace has any (see ``recycle(into:)``).
    static func make(_ workspace: inout Workspace) -> Component {
        workspace.spareComponents.popLast() ?? Component()
    }

    /// Empties the component, keeping its arrays' storage, and gives it to
    /// the workspace for ``make(_:)`` (up to a few: adding constraints one
    /// call at a time makes a component and absorbs it on the next call,
    /// over and over).
    ///
    /// The emptied component equals a fresh `Component()` in everything but
    /// capacities (checks builds verify it), so what is built from it is the
    /// same, bit for bit.
    consuming func recycle(into workspace: inout Workspace) {
        guard workspace.spareComponents.count < Workspace.spareComponentLimit else { return }
        var c = self
        c.columns.removeAll(keepingCapacity: true)
        c.rows.removeAll(keepingCapacity: true)
        c.pool.removeAll(keepingCapacity: true)
        c.columnStart.removeAll(keepingCapacity: true)
        c.columnStart.append(0)
        c.columnEntries.removeAll(keepingCapacity: true)
        c.columnsCurrent = true
        c.basis.removeAll(keepingCapacity: true)
        c.x.removeAll(keepingCapacity: true)
        if c.factor == nil { c.factor = BasisFactor(lu: .empty) } else { c.factor!.restart() }
        c.levels.removeAll(keepingCapacity: true)
        c.levelScale.removeAll(keepingCapacity: true)
        c.preserving = nil
        c.preserved = nil
        c.valueEpoch = 0
        c.magnitude = 0
        c.span = 0
        c.pivotCount = 0
        #if ARRANGE_SOLVER_CHECKS
        precondition(c == Component(), "a recycled component differs from a new one")
        #endif
        workspace.spareComponents.append(c)
    }
}
