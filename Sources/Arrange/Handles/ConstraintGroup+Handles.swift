import ArrangeSolver

// A group's handles: binding them, the constraints of one, keeping their
// items while uninstalled, and installing the group again.
extension ConstraintGroup {
    /// The installed constraints of one handle, with provenance and the handle.
    ///
    /// - Complexity: O(log n) to find them, O(k) for their k constraints.
    func layoutConstraints(of handle: ConstraintHandle) -> [LayoutConstraint] {
        guard let index = handle.declaration?.index else { return [] }
        let range = resolved.range(ofDeclaration: index)
        return Array(constraints[range])
    }

    /// Makes `new` the group's handles (bound to it) and retires the old
    /// ones. Handles deactivated while their closure ran keep their items
    /// (alive now: recording checked that they are in the tree).
    func adopt(handles new: [ConstraintHandle]) {
        for handle in handles {
            handle.group = nil
            handle.keptItems = []
        }
        handles = new
        for handle in new {
            handle.group = self
            if !handle.isEnabled, let declaration = handle.declaration { handle.keptItems = declaration.itemReferences.map { KeptItem($0.item) } }
        }
    }

    /// After its constraints left the solver: each enabled handle keeps the
    /// items it names (weakly, ``KeptItem``; those in `alive`, the tree's live items), so
    /// that it can be lowered again; the others are treated as having left
    /// the tree (``detachedItems``): their constraints stay out.
    func keepItems(alive: Set<ObjectIdentifier>) {
        for handle in handles where handle.isEnabled {
            guard let declaration = handle.declaration else { continue }
            let (items, gone) = declaration.items(alive: alive.subtracting(detachedItems))
            handle.keptItems = items
            detachedItems.formUnion(gone)
        }
    }

    /// Installs an uninstalled group again, in the tree of its reference
    /// item, with its handles as they are now (deactivated ones stay out;
    /// constants and priorities changed meanwhile apply). Does nothing if it
    /// is installed.
    ///
    /// - Throws: ``ArrangeError/groupCannotInstall(reference:reason:)`` for a
    ///   group that was never arranged, whose reference item is gone, or
    ///   whose tree went away while it was installed;
    ///   ``ArrangeError/foreignItem(item:tree:expectedTree:verb:at:)`` for an
    ///   item that left the reference's tree meanwhile; a conflict, as
    ///   ``Item/arrange(_:)``. On error nothing changes.
    public func install() throws(ArrangeError) {
        guard !isInstalled else { return }
        guard canReinstall, let reference else {
            let reason = handles.isEmpty && self.reference == nil && referenceName.isEmpty
                ? "it was never arranged; fill it with arrange(replacing:)"
                : self.reference == nil ? "its reference item is gone" : "its tree went away while it was installed; arrange it again"
            throw .groupCannotInstall(reference: referenceName, reason: reason)
        }
        let tree = reference.tree
        for handle in handles where handle.isEnabled {
            try handle.checkKeptItems(in: tree)
        }
        var spacers: [Variable] = []
        let resolved = tree.build(declarations, excluding: detachedItems, spacers: &spacers)
        do {
            try tree.commit(removing: [], adding: resolved.solverConstraints, judgingAmbiguity: true, describing: resolved.layoutConstraints(handles: handles))
        } catch {
            tree.forget(spacers: spacers)
            throw error
        }
        self.tree = tree
        self.resolved = resolved
        self.spacers = spacers
        isInstalled = true
        canReinstall = false
        for handle in handles where handle.isEnabled { handle.keptItems = [] }
        tree.groups.append(self)
    }
}
