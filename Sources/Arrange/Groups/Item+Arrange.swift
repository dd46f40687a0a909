import ArrangeSolver

extension Item {
    /// Records the closure's declarations with this item as the reference,
    /// lowers them and installs them as one atomic solver batch.
    ///
    /// ```swift
    /// let group = try root.arrange { make in
    ///     make.size(red, blue) == (100, 100)
    ///     make.xPlace(20, red, make.wall, blue, 20)
    ///     make.yCenter(red, blue)
    /// }
    /// ```
    ///
    /// - Throws: ``ArrangeError``: a mistake found while recording, a
    ///   conflict between required constraints (naming each one), or a
    ///   conflict with the root's size. Nothing is installed then, and every
    ///   frame stays as it was.
    /// - Complexity: recording and lowering are linear in the declarations;
    ///   installing is one solver batch.
    @discardableResult
    public func arrange(_ body: (Make) throws -> Void) throws(ArrangeError) -> ConstraintGroup {
        let calls = try recordCalls(body)
        try calls.throwMistakes()
        let handles = calls.handles
        let tree = treeDeferringIntrinsic
        var spacers: [Variable] = []
        let resolved = tree.build(enabledOf: handles, spacers: &spacers)
        do {
            try tree.commit(adding: resolved.solverConstraints, judgingAmbiguity: true, withPendingIntrinsic: resolved.layoutConstraints(handles: handles))
        } catch {
            tree.forget(spacers: spacers)
            throw calls.withEveryOverflow(error)
        }
        let group = ConstraintGroup(tree: tree, reference: self, handles: [], resolved: resolved, spacers: spacers)
        group.adopt(handles: handles)
        tree.groups.append(group)
        return group
    }

    /// Replaces a group's constraints with the closure's, atomically: if the
    /// new ones fail, the old ones stay and nothing changes.
    ///
    /// The group object is kept (and returned): after success it holds the
    /// new constraints, with this item as its reference. The group may also
    /// be empty (``ConstraintGroup/init()``) or uninstalled: it is then
    /// installed with the new constraints (AutoLayoutKit's and
    /// Cartography's replace pattern). The old calls' handles are retired;
    /// ``ConstraintGroup/detached`` is cleared.
    ///
    /// - Throws: ``ArrangeError``, as ``arrange(_:)``, or
    ///   ``ArrangeError/groupNotInstalled(reference:tree:)`` if the group is
    ///   installed in another tree.
    @discardableResult
    public func arrange(replacing group: ConstraintGroup, _ body: (Make) throws -> Void) throws(ArrangeError) -> ConstraintGroup {
        let tree = self.tree
        guard !group.isInstalled || group.tree === tree else {
            throw .groupNotInstalled(reference: group.referenceName, tree: root.name)
        }
        let calls = try recordCalls(body)
        try calls.throwMistakes()
        let handles = calls.handles
        var spacers: [Variable] = []
        let resolved = tree.build(enabledOf: handles, spacers: &spacers)
        let old = group.isInstalled ? group.resolved.solverConstraints : []
        do {
            try tree.commit(removing: old, adding: resolved.solverConstraints, judgingAmbiguity: true, describing: resolved.layoutConstraints(handles: handles))
        } catch {
            tree.forget(spacers: spacers)
            throw calls.withEveryOverflow(error)
        }
        if group.isInstalled {
            tree.forget(spacers: group.spacers)
        } else {
            group.tree = tree
            group.isInstalled = true
            tree.groups.append(group)
        }
        group.adopt(handles: handles)
        group.reference = self
        group.referenceName = name
        group.resolved = resolved
        group.spacers = spacers
        group.detachedItems = []
        group.departedItems = []
        group.detached = []
        group.canReinstall = false
        return group
    }

    /// Runs the closure against a fresh make context and returns what it recorded.
    func record(_ body: (Make) throws -> Void) throws(ArrangeError) -> [Declaration] {
        try recordHandles(body).compactMap(\.declaration)
    }

    /// Runs the closure against a fresh make context and returns the
    /// handles of the calls it recorded, in order; throws its mistakes
    /// (``RecordedCalls/throwMistakes()``).
    func recordHandles(_ body: (Make) throws -> Void) throws(ArrangeError) -> [ConstraintHandle] {
        let calls = try recordCalls(body)
        try calls.throwMistakes()
        return calls.handles
    }

    /// Runs the closure against a fresh make context and returns what it
    /// recorded, mistakes included; throws only if the closure itself throws.
    func recordCalls(_ body: (Make) throws -> Void) throws(ArrangeError) -> RecordedCalls {
        let recorder = Recorder(root: root)
        defer { recorder.finish() }
        let make = Make(reference: self, recorder: recorder)
        do {
            try body(make)
        } catch {
            throw .bodyFailed(String(describing: error))
        }
        return RecordedCalls(handles: recorder.handles, mistakes: Array(zip(recorder.errorPositions, recorder.errors)))
    }
}
