// Components absorbed by a batch that nothing can take back any more give
// their storage to the next new components.
extension Component {
    /// A new, empty component, with the storage of a recycled one if the
    /// workspace has any (see ``Workspace/recycle(_:)``).
    static func make(_ workspace: inout Workspace) -> Component {
        workspace.spareComponents.popLast() ?? Component()
    }

    /// The bytes its own arrays hold (capacities, not counts; the factor's
    /// are not counted).
    var storageBytes: Int {
        columns.capacity * MemoryLayout<Column>.stride + rows.capacity * MemoryLayout<Row>.stride
            + (pool.capacity + columnEntries.capacity) * MemoryLayout<Entry>.stride + costs.capacity * MemoryLayout<Cost>.stride
            + (columnStart.capacity + basis.capacity) * MemoryLayout<Int32>.stride + x.capacity * MemoryLayout<Double>.stride
    }

    /// Empties the component, keeping its arrays' storage: it then equals a
    /// new `Component()` in everything but capacities.
    mutating func empty() {
        columns.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        pool.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
        columnStart.removeAll(keepingCapacity: true)
        columnEntries.removeAll(keepingCapacity: true)
        columnsCurrent = false
        basis.removeAll(keepingCapacity: true)
        x.removeAll(keepingCapacity: true)
        // In place: a new component's first rows border on this factor's
        // update file, which keeps its storage too.
        if var f = factor.take() {
            f.empty()
            factor = consume f
        } else {
            factor = BasisFactor(lu: .empty)
        }
        levels.removeAll(keepingCapacity: true)
        levelScale.removeAll(keepingCapacity: true)
        preserving = nil
        preserved = nil
        valueEpoch = 0
        magnitude = 0
        span = 0
        pivotCount = 0
    }
}

extension Workspace {
    /// Empties `component`, keeping its storage, for ``Component/make(_:)``
    /// to hand out (up to ``Tuning/spareComponentLimit``: adding constraints one
    /// call at a time makes a component and absorbs it on the next call,
    /// over and over), and only small ones (``Tuning/spareComponentBytes``): a
    /// large component absorbed by a larger one would otherwise keep its
    /// storage, unused, for the solver's life.
    ///
    /// The emptied component equals a fresh `Component()` in everything but
    /// capacities (checks builds verify it), so what is built from it is the
    /// same, bit for bit.
    mutating func recycle(_ component: consuming Component) {
        guard spareComponents.count < Tuning.spareComponentLimit, component.storageBytes <= Tuning.spareComponentBytes else { return }
        var c = consume component   // moved: a copy would keep the storage shared
        c.empty()
        #if ARRANGE_SOLVER_CHECKS
        precondition(c == Component(), "a recycled component differs from a new one")
        #endif
        spareComponents.append(consume c)
    }
}
