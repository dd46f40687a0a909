import ArrangeSolver

// Reading an item's frame: the fast read when nothing has to come first,
// else the tree is found or made, pending work installed, content measured.
extension Item {
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
            return Self.frame(read)
        }
        return preparedFrame()
    }

    /// ``frame`` when something comes first: a tree to find or make,
    /// variables to make, intrinsic sizes to install, content to measure.
    @inline(never)
    private func preparedFrame() -> Rect {
        if let kept = keptFrameReadBeforeTree { return kept }
        // Items that were never solved, or whose tree went away, look it up at the root.
        let tree = variablesToken?.tree ?? self.tree
        if let kept = tree.keptFrames?[ObjectIdentifier(self)] { return tree.read(kept: kept, of: self) }
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
        return Self.frame(read)
    }

    /// A frame from four solver values, each zero read as +0 whatever its
    /// sign in the solver: −0 and +0 are equal, but the sign of a zero
    /// follows the solver's pivots, and frames compared bit for bit (golden
    /// tests, a change taken back) must not.
    @inline(__always)
    static func frame(_ values: SIMD4<Double>) -> Rect {
        let v = values + 0
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
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
