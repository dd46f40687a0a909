import ArrangeSolver

extension LayoutTree {
    /// Lowers every group again after an item was hidden or shown, and
    /// swaps in one solver step only the constraints that differ: a
    /// constraint lowered the same as an installed one (same anchors,
    /// coefficients, constant, relation, priority and call) stays installed
    /// (``LayoutHost/matches(_:_:excluding:)``, the builder's difference).
    /// On failure nothing changes and the error is thrown.
    ///
    /// Every group keeps its relations afterwards (not lowered again on
    /// demand: that would not know the hidden items). `previous`, per group,
    /// is what was installed when the handles' declarations changed before
    /// the call (a `firstFitting` choosing another alternative, Fits/).
    func relowerForHidden(previous: [[LoweredConstraint]]? = nil) throws(ArrangeError) {
        var removed: [Constraint] = [], added: [Constraint] = []
        var addedRelations = ResolvedConstraints()
        var rebuilt: [(resolved: ResolvedConstraints, units: [Variable])] = []
        var leaving: [Set<ObjectIdentifier>] = []
        for (groupIndex, group) in groups.enumerated() {
            var lowering = Lowering(directionOf: Self.directionLookup())
            lowering.hidden = hiddenItems
            var fresh: [LoweredConstraint] = []
            lowering.lower(group.declarations, into: &fresh)
            // A relation left out while an item was hidden was not detached when another item it names
            // left the tree (fuzz seed 27): that item is detached now, as `detach` would have.
            var gone = Set<ObjectIdentifier>()
            for relation in fresh {
                for ref in relation.lhs.references + relation.rhs.references where !gone.contains(ref.id) && !group.detachedItems.contains(ref.id) {
                    if group.departedItems.contains(ref.id) || ref.withItem({ $0.root !== root }) { gone.insert(ref.id) }
                }
            }
            leaving.append(gone)
            let detached = group.detachedItems.union(gone)
            if !detached.isEmpty { fresh.removeAll { $0.lhs.mentions(any: detached) || $0.rhs.mentions(any: detached) } }
            let old = group.resolved
            let match = LayoutHost.matches(fresh, previous?[groupIndex] ?? old.lowered(handles: group.handles))
            let difference = RelationDifference(fresh, against: old, match: match, units: group.spacers, in: self)
            added += difference.added
            for (index, constraint) in zip(difference.addedIndices, difference.added) {
                addedRelations.append(fresh[index], resolvedAs: constraint)
            }
            removed += difference.removed
            rebuilt.append((difference.resolved, difference.units))
        }
        do {
            try commit(removing: removed, adding: added, describing: addedRelations.layoutConstraints())
        } catch {
            for (index, group) in groups.enumerated() { forget(spacers: Array(rebuilt[index].units.dropFirst(group.spacers.count))) }
            throw error
        }
        for (index, group) in groups.enumerated() {
            group.resolved = rebuilt[index].resolved
            group.spacers = rebuilt[index].units
            group.detachedItems.formUnion(leaving[index])
        }
    }
}
