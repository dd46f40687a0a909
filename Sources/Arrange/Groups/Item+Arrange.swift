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

    /// The item's frame in its parent's coordinates (a root's is at the origin).
    ///
    /// Always current; on the device-pixel grid when the root has a ``pixelScale``. A value nothing fixes reads as the solver's arbitrary
    /// choice and is listed in ``diagnostics``.
    public var frame: Rect {
        // The usual read: variables made by a tree that lives (reached
        // through their token in O(1), unretained: nothing below can free
        // it), nothing to install or measure first.
        if let tree = variablesToken?.treeLink, let own = variables,
           let read = tree._withUnsafeGuaranteedRef({ $0.readyFrame(own, parent: parentLink) }) {
            return Rect(x: read[0], y: read[1], width: read[2], height: read[3])
        }
        return preparedFrame()
    }

    /// ``frame`` when something comes first: a tree to find or make,
    /// variables to make, intrinsic sizes to install, content to measure.
    @inline(never)
    private func preparedFrame() -> Rect {
        if let kept = keptFrameBeforeTree { return kept }
        // Items that were never solved, or whose tree went away, look it up at the root.
        let tree = variablesToken?.tree ?? self.tree
        if let kept = tree.keptFrames?[ObjectIdentifier(self)] { return kept }
        tree.settleIfNeeded()
        let v = tree.variables(of: self)
        if !tree.pendingIntrinsic.isEmpty { tree.flushPendingIntrinsic() }
        // (Pending intrinsic sizes were installed just above.)
        if let grid = tree.pixelGrid { return tree.pixelFrame(of: self, own: v, grid: grid) }
        let read: SIMD4<Double>
        if let parent = parentLink {
            let p = parent._withUnsafeGuaranteedRef { tree.variables(of: $0) }
            read = tree.rawSolver.values(v.left, v.top, v.width, v.height, minus: p.left, p.top)
        } else {
            read = tree.rawSolver.values(v.left, v.top, v.width, v.height)
        }
        return Rect(x: read[0], y: read[1], width: read[2], height: read[3])
    }
}

private extension LayoutTree {
    /// The frame values of an item of this tree with variables `own` (left
    /// and top less its parent's, width, height), when nothing has to come
    /// first: nil if intrinsic sizes wait to be installed, the tree has
    /// measured content or kept frames, or the parent has no variables here yet.
    ///
    /// Reading every frame is much of a resize: one solver call, without
    /// reference counting.
    @inline(__always)
    func readyFrame(_ own: ItemVariables, parent: Unmanaged<Item>?) -> SIMD4<Double>? {
        guard !needsSettling, pendingIntrinsic.isEmpty, pixelGrid == nil, keptFrames == nil else { return nil }
        guard let parent else { return rawSolver.values(own.left, own.top, own.width, own.height) }
        return parent._withUnsafeGuaranteedRef { parent in
            guard parent.variablesTreeID == tokenID, let p = parent.variables else { return nil }
            return rawSolver.values(own.left, own.top, own.width, own.height, minus: p.left, p.top)
        }
    }
}
