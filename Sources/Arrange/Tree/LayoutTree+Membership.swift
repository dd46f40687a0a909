import ArrangeSolver

extension LayoutTree {
    /// Uninstalls everything that mentions `item` or a descendant (the item
    /// is leaving the tree). The groups keep the rest and list what they lost.
    func detach(_ item: Item) {
        let leaving = item.subtree
        let ids = Set(leaving.map(ObjectIdentifier.init))
        func mentionsLeaving(_ c: LayoutConstraint) -> Bool {
            c.lowered.lhs.mentions(any: ids) || c.lowered.rhs.mentions(any: ids)
        }
        var removed: [LayoutConstraint] = []
        for group in groups {
            let gone = group.constraints.filter(mentionsLeaving)
            guard !gone.isEmpty else { continue }
            group.constraints.removeAll(where: mentionsLeaving)
            group.detached += gone.map(\.summary)
            group.detachedItems.formUnion(ids)
            removed += gone
        }
        for leaver in leaving {
            removed += intrinsic.removeValue(forKey: ObjectIdentifier(leaver)) ?? []
        }
        do {
            try solver.remove(removed.map(\.constraint))
        } catch {
            assertionFailure("LayoutTree.detach: removing installed constraints failed: \(error)")
        }
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
        var intrinsicBatch: [LayoutConstraint] = []
        if installIntrinsic {
            for item in subtree.subtree { intrinsicBatch += intrinsicConstraints(for: item) }
        }
        var built: [[LayoutConstraint]] = []
        var spacers: [[Variable]] = []
        for group in moved {
            var units: [Variable] = []
            built.append(build(group.declarations, excluding: group.detachedItems, spacers: &units))
            spacers.append(units)
        }
        do {
            try commit(removing: [], adding: intrinsicBatch + built.flatMap { $0 })
            for (index, group) in moved.enumerated() {
                group.tree = self
                group.constraints = built[index]
                group.spacers = spacers[index]
                groups.append(group)
            }
        } catch {
            rejections.append(Diagnostic(rejected: "arrangements moved with \(subtree.name)", error))
            forget(spacers: spacers.flatMap { $0 })
            for group in moved {
                group.detached += group.constraints.map(\.summary)
                group.constraints = []
                group.isInstalled = false
                group.tree = nil
                group.spacers = []
            }
            do throws(ArrangeError) { try commit(removing: [], adding: intrinsicBatch) } catch {
                rejections.append(Diagnostic(rejected: "intrinsic sizes of \(subtree.name)", error))
            }
        }
    }

    /// Lowers every group again (after the layout direction changed) and
    /// swaps them in one step; on failure the old direction stays.
    func relowerAll(direction newDirection: LayoutDirection) throws(ArrangeError) {
        let oldDirection = direction
        direction = newDirection
        let old = groups.flatMap(\.constraints)
        var spacers: [[Variable]] = []
        let built = groups.map { group in
            var units: [Variable] = []
            defer { spacers.append(units) }
            return build(group.declarations, excluding: group.detachedItems, spacers: &units)
        }
        do {
            try commit(removing: old, adding: built.flatMap { $0 })
        } catch {
            direction = oldDirection
            forget(spacers: spacers.flatMap { $0 })
            throw error
        }
        for (index, group) in groups.enumerated() {
            forget(spacers: group.spacers)
            group.constraints = built[index]
            group.spacers = spacers[index]
        }
    }
}

extension Item {
    /// Which way leading and trailing point, for the whole tree (set it on the root).
    ///
    /// Changing it lowers every arrangement of the tree again, so `leading`,
    /// `trailing` and `xPlace` follow. On an item that is not a root the value
    /// is kept and applies when it becomes one; reading it gives the tree's.
    /// If the flipped arrangements cannot hold, the direction stays and the
    /// rejection is listed in ``diagnostics``.
    public var layoutDirection: LayoutDirection {
        get { root.requestedDirection }
        set {
            guard parent == nil else { requestedDirection = newValue; return }
            let previous = requestedDirection
            requestedDirection = newValue
            guard let tree = ownedTree, tree.direction != newValue else { return }
            do throws(ArrangeError) { try tree.relowerAll(direction: newValue) } catch {
                requestedDirection = previous
                tree.rejections.append(Diagnostic(rejected: "layout direction \(newValue)", error))
            }
        }
    }
}
