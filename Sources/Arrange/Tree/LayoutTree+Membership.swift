import ArrangeSolver

extension LayoutTree {
    /// Uninstalls everything that mentions `item` or a descendant (the item
    /// is leaving the tree). The groups keep the rest and list what they lost.
    func detach(_ item: Item) {
        laidOut()
        let leaving = item.subtree
        let ids = Set(leaving.map(ObjectIdentifier.init))
        if !hiddenItems.isEmpty { hiddenItems.subtract(ids) }
        func mentionsLeaving(_ c: LayoutConstraint) -> Bool {
            c.lowered.lhs.mentions(any: ids) || c.lowered.rhs.mentions(any: ids)
        }
        var removed: [LayoutConstraint] = []
        for group in groups {
            group.departedItems.formUnion(ids)
            let gone = group.constraints.filter(mentionsLeaving)
            guard !gone.isEmpty else { continue }
            group.constraints.removeAll(where: mentionsLeaving)
            group.detached += gone.map(\.summary)
            group.detachedItems.formUnion(ids)
            removed += gone
        }
        var solverConstraints = removed.map(\.constraint)
        for leaver in leaving {
            solverConstraints += intrinsic.remove(ObjectIdentifier(leaver))
        }
        remove(solverConstraints)
        for leaver in leaving {
            if owns(leaver), let vars = leaver.variables {
                for v in [vars.left, vars.top, vars.width, vars.height] { owners[v.id] = nil }
            }
        }
    }

    /// Takes in a subtree that was just added: installs its intrinsic sizes
    /// and lowers again the groups it brought from its old tree, in one batch.
    ///
    /// If the moved groups cannot hold here, they are detached (listed in
    /// each group's ``ConstraintGroup/detached``) and the tree records why.
    func adopt(_ subtree: Item, groups moved: [ConstraintGroup], installIntrinsic: Bool) {
        laidOut()
        let intrinsicBatch = installIntrinsic ? intrinsicConstraints(ofSubtree: subtree) : []
        var built: [[LayoutConstraint]] = []
        var spacers: [[Variable]] = []
        for group in moved {
            var units: [Variable] = []
            built.append(build(group.declarations, excluding: group.detachedItems, spacers: &units).layoutConstraints())
            spacers.append(units)
        }
        do {
            let adding = intrinsicBatch.flatMap(\.solverConstraints) + built.flatMap { $0.map(\.constraint) }
            try commit(removing: [], adding: adding, describing: intrinsicBatch.flatMap(\.layoutConstraints) + built.flatMap { $0 })
            recordIntrinsic(intrinsicBatch)
            for (index, group) in moved.enumerated() {
                group.tree = self
                group.constraints = built[index]
                group.spacers = spacers[index]
                groups.append(group)
            }
        } catch {
            rejections.append(Diagnostic(rejected: "arrangements moved with \(Snippet.text(subtree.name))", error))
            forget(spacers: spacers.flatMap { $0 })
            for group in moved {
                group.detached += group.constraints.map(\.summary)
                group.constraints = []
                group.isInstalled = false
                group.tree = nil
                group.spacers = []
            }
            self.installIntrinsic(intrinsicBatch, of: subtree)
        }
    }

    /// Lowers every group again (after a layout direction changed) and
    /// swaps them in one step; on failure nothing changes and the error is thrown.
    func relowerAll() throws(ArrangeError) {
        let old = groups.flatMap(\.constraints)
        var spacers: [[Variable]] = []
        let built = groups.map { group in
            var units: [Variable] = []
            defer { spacers.append(units) }
            return build(group.declarations, excluding: group.detachedItems, spacers: &units).layoutConstraints()
        }
        do {
            try commit(removing: old, adding: built.flatMap { $0 })
        } catch {
            forget(spacers: spacers.flatMap { $0 })
            throw error
        }
        laidOut()
        for (index, group) in groups.enumerated() {
            forget(spacers: group.spacers)
            group.constraints = built[index]
            group.spacers = spacers[index]
        }
    }
}
