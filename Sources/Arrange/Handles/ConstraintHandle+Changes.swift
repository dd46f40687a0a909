import ArrangeSolver

// Changing a call after its closure: constant, priority, activity.
extension ConstraintHandle {
    /// Changes one number of the call and re-solves at once.
    ///
    /// With no arguments, the call's one number: the constant of
    /// `install(a.top == b.bottom + 8)`, the value of `width(a, b) == 100`,
    /// the `c` of `xLeft(a)` (`v.left == R.left + c`). A call with several
    /// numbers needs them named: `argument:` is the 1-based position in the
    /// verb's argument list, as in its provenance (the numbers of
    /// `xPlace(20, a, 8, b, 20)` are arguments 1, 3 and 5; the items of
    /// `width(a, b) == [50, 80]` arguments 1 and 2), and `on:` the anchor
    /// the number sets (`size(a) == (100, 44)`: `.width`, `.height`;
    /// `xEqual(a)`: `.left`, `.right`, as `c` in `v.right == R.right + c`).
    /// Asking a call with several numbers for its one number, or for one it
    /// does not have, throws ``ArrangeError/noSuchConstant(verb:identifier:asked:available:at:)``
    /// listing the names it has.
    ///
    /// The change costs what a root resize costs: the solver changes its
    /// rows' constants in place and re-solves from the current basis.
    ///
    /// - Throws: ``ArrangeError/conflict(_:)`` or
    ///   ``ArrangeError/rootSizeConflict(root:requested:solved:conflicts:)``
    ///   when a required constraint cannot take the number (naming the
    ///   conflict, as `arrange` does); ``ArrangeError/nonFinite(verb:argument:value:at:)``;
    ///   ``ArrangeError/noSuchConstant(verb:identifier:asked:available:at:)``;
    ///   ``ArrangeError/retiredHandle(verb:identifier:at:)``. On error
    ///   nothing changes.
    public func setConstant(_ value: Double, argument: Int? = nil, on attribute: Attribute? = nil) throws(ArrangeError) {
        guard var declaration else { throw retired }
        guard value.isFinite else { throw .nonFinite(verb: verb, argument: argument, value: value, at: location) }
        guard let address = declaration.constantAddress(argument: argument, attribute: attribute) else {
            let asked = Declaration.ConstantAddress(argument: argument, attribute: attribute).description
            throw .noSuchConstant(verb: verb, identifier: identifier, asked: asked == "the constant" ? "its one number" : asked,
                                  available: declaration.constantAddresses.map(\.description), at: location)
        }
        declaration.setConstant(value, at: address)
        guard let (group, tree) = try installedIn() else {
            self.declaration = declaration
            return
        }
        try tree.changeConstants(self, in: group, to: declaration)
    }

    /// Changes the priority of the call's constraints and re-solves at once:
    /// between non-required priorities, and to or from `.required` (the
    /// constraints are swapped in one solver step).
    ///
    /// - Throws: ``ArrangeError/invalidPriority(_:at:)`` outside 1…1000; a
    ///   conflict when the constraints become required and cannot hold;
    ///   ``ArrangeError/retiredHandle(verb:identifier:at:)``. On error
    ///   nothing changes.
    public func setPriority(_ priority: Priority) throws(ArrangeError) {
        guard var declaration else { throw retired }
        guard priority.isValid else { throw priority.invalidError(at: location) }
        guard priority != declaration.priority else { return }
        declaration.priority = priority
        guard let (group, tree) = try installedIn() else {
            self.declaration = declaration
            return
        }
        try tree.replace(self, in: group, with: declaration)
    }

    /// Installs the call's constraints again after ``deactivate()``, as
    /// they are now (with any constant or priority changed meanwhile).
    /// Does nothing when active; while the group is uninstalled, marks them
    /// to be installed with it.
    ///
    /// - Throws: a conflict when they no longer hold;
    ///   ``ArrangeError/foreignItem(item:tree:expectedTree:verb:at:)`` when
    ///   an item they name left the tree meanwhile;
    ///   ``ArrangeError/retiredHandle(verb:identifier:at:)``. On error
    ///   nothing changes.
    public func activate() throws(ArrangeError) {
        guard let declaration else { throw retired }
        if recorder != nil {
            isEnabled = true
            return
        }
        guard let group else { throw retired }
        guard !isEnabled else { return }
        guard group.isInstalled, let tree = group.tree else {
            isEnabled = true
            return
        }
        try checkKeptItems(in: tree)
        try tree.replace(self, in: group, with: declaration)
        isEnabled = true
        keptItems = []
    }

    /// Uninstalls the call's constraints, keeping the handle (and the items
    /// it names) to ``activate()`` them again; ``isActive`` is then false
    /// and the group no longer lists them. Removing constraints cannot fail.
    /// Does nothing when already inactive or retired.
    public func deactivate() {
        guard let declaration, isEnabled else { return }
        if recorder != nil {
            isEnabled = false
            return
        }
        guard let group else { return }
        guard group.isInstalled, let tree = group.tree else {
            isEnabled = false
            return
        }
        let alive = tree.liveItemIDs().subtracting(group.detachedItems)
        do throws(ArrangeError) {
            try tree.replace(self, in: group, with: nil)
        } catch {
            assertionFailure("ConstraintHandle.deactivate: removing installed constraints failed: \(error)")
            return
        }
        let (items, gone) = declaration.items(alive: alive)
        keptItems = items
        group.detachedItems.formUnion(gone)
        isEnabled = false
    }

    /// The group and tree to change now, or nil when the change is only
    /// recorded (the closure still runs, the group is uninstalled, or the
    /// handle is deactivated).
    private func installedIn() throws(ArrangeError) -> (ConstraintGroup, LayoutTree)? {
        if recorder != nil { return nil }
        guard let group else { throw retired }
        guard isEnabled, group.isInstalled, let tree = group.tree else { return nil }
        return (group, tree)
    }

    /// The error for a change to a handle that belongs to no group.
    var retired: ArrangeError {
        .retiredHandle(verb: verb, identifier: identifier, at: location)
    }

    /// Throws ``ArrangeError/foreignItem(item:tree:expectedTree:verb:at:)``
    /// for a kept item that is no longer in `tree`, or is gone (items that
    /// left the tree before, in ``ConstraintGroup/detachedItems``, stay out
    /// anyway).
    func checkKeptItems(in tree: LayoutTree) throws(ArrangeError) {
        let root = Unmanaged.passUnretained(tree.root).toOpaque()
        let detached = group?.detachedItems ?? []
        for kept in keptItems where !detached.contains(kept.id) {
            // Gone: it left the tree (see KeptItem); named without reading it.
            guard let item = kept.item else {
                throw .foreignItem(item: kept.name, tree: kept.name, expectedTree: tree.root.name, verb: verb, at: location)
            }
            if item.rootAddress != root {
                throw .foreignItem(item: item.name, tree: item.root.name, expectedTree: tree.root.name, verb: verb, at: location)
            }
        }
    }
}
