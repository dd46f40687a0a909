import ArrangeSolver

/// Relations lowered again, set against what a group installed: each one
/// that ``LayoutHost/matches(_:_:excluding:)`` pairs with an installed
/// relation keeps that relation's solver constraint; the others are
/// resolved anew; installed constraints left unpaired are to be removed.
///
/// The one step behind every change by difference: the builder's
/// ``ContainerChange`` and hiding or showing an item
/// (``LayoutTree/relowerForHidden(previous:)``).
struct RelationDifference {
    /// The new relations, in order: paired ones with their installed
    /// constraint, the others with the constraint made now.
    var resolved = ResolvedConstraints()
    /// The constraints made now, in order.
    var added: [Constraint] = []
    /// For each of ``added``, the index of its relation in the new list.
    var addedIndices: [Int] = []
    /// Installed constraints no new relation pairs with.
    var removed: [Constraint] = []
    /// Spacer units: the group's, then any made now.
    var units: [Variable]

    /// Sets `fresh` against `old` (a group's resolved relations, with its
    /// spacer `units`), given `match` (for each of `fresh`, the index of the
    /// installed relation it is the same as, or nil), resolving in `tree`.
    init(_ fresh: [LoweredConstraint], against old: ResolvedConstraints, match: [Int?], units: [Variable], in tree: LayoutTree) {
        var taken = [Bool](repeating: false, count: old.count)
        var resolver = LayoutTree.Resolver(tree: tree, excluded: [])
        resolver.units = units
        resolved.reserveCapacity(fresh.count)
        for index in fresh.indices {
            if let j = match[index] {
                taken[j] = true
                resolved.append(fresh[index], resolvedAs: old.solverConstraints[j])
            } else {
                resolver.accept(fresh[index])
                let constraint = resolver.result.solverConstraints[resolver.result.count - 1]
                added.append(constraint)
                addedIndices.append(index)
                resolved.append(fresh[index], resolvedAs: constraint)
            }
        }
        removed = old.solverConstraints.indices.compactMap { taken[$0] ? nil : old.solverConstraints[$0] }
        self.units = resolver.units
    }
}
