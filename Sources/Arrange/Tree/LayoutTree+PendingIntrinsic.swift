import ArrangeSolver

// The first arrangement and the intrinsic sizes in one solver step.
//
// A tree made by an `arrange` call used to install every item's intrinsic
// size as a step of its own (a tiny component per item and axis), which the
// arrangement's step then merged into its own components: a third of a first
// layout of labels. When nothing can tell the difference, the tree leaves
// them pending and the call installs them with its constraints; should that
// step fail, they are installed alone, then the arrangement, exactly as
// before, so the tree and the error are the same.
extension LayoutTree {
    /// Whether the intrinsic sizes of a new tree can wait for the first
    /// arrangement's step: the root has none (its width and height are then
    /// in no constraint, so its size and the items' intrinsic sizes are
    /// independent steps, in either order) and no commit has a further
    /// condition (no safe area, no strict mode).
    func canDeferIntrinsic(_ batch: [IntrinsicRecords.Record]) -> Bool {
        guard let first = batch.first else { return false }
        // Parents first: the root's own entry, if any, is the first.
        return first.item.id != ObjectIdentifier(root) && root.requestedSafeArea == nil && !rejectsAmbiguity && extraAcceptance == nil
    }

    /// Installs `new` (an arrangement's solver constraints; `pending` their
    /// layout constraints, to name them in an error) as ``commit(removing:adding:constantsOnly:describing:)``
    /// does, with the pending intrinsic sizes, if any, in the same solver step.
    ///
    /// If that step fails, the intrinsic sizes are installed alone (or
    /// their rejection recorded) and then `new`, as if the tree had
    /// installed them when it was made: the same tree, the same error.
    func commit(adding new: [Constraint], withPendingIntrinsic pending: @autoclosure () -> [LayoutConstraint]) throws(ArrangeError) {
        let intrinsic = pendingIntrinsic
        guard !intrinsic.isEmpty else { return try commit(removing: [], adding: new, describing: pending()) }
        pendingIntrinsic = []
        var batch: [Constraint] = []
        batch.reserveCapacity(intrinsic.reduce(new.count) { $0 + $1.entries.count })
        for record in intrinsic { for entry in record.entries { batch.append(entry.constraint) } }
        batch.append(contentsOf: new)
        let vars = variables(of: root)
        let size = appliedGiven
        let kept = (try? solver.replace([], with: batch) { solver in
            size?.holds(at: Size(width: solver[vars.width], height: solver[vars.height])) ?? true
        }) ?? false
        if kept {
            recordIntrinsic(intrinsic)
            return
        }
        installIntrinsic(intrinsic, of: root)
        try commit(removing: [], adding: new, describing: pending())
    }
}

extension Item {
    /// ``tree``, made with its intrinsic sizes pending
    /// (``LayoutTree/pendingIntrinsic``) when this call makes it: for a
    /// call that commits right away with
    /// ``LayoutTree/commit(adding:withPendingIntrinsic:)``.
    var treeDeferringIntrinsic: LayoutTree {
        let existing = Unmanaged<Item>.fromOpaque(rootAddress)._withUnsafeGuaranteedRef { $0.ownedTree }
        if let existing { return existing }
        let root = self.root
        let tree = LayoutTree(root: root, deferringIntrinsic: true)
        root.ownedTree = tree
        return tree
    }
}
