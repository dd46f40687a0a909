extension Item {
    /// Adds a child at the end of ``children``.
    ///
    /// If the child has a parent, it is first removed from it (its
    /// constraints that mention it are uninstalled there). If the child is
    /// the root of a tree with arrangements, those are lowered again into
    /// this tree; should they conflict with it, they are detached instead
    /// and listed in the groups' ``ConstraintGroup/detached``.
    ///
    /// - Precondition: the child is not this item or one of its ancestors
    ///   (that would make a cycle).
    public func addChild(_ child: Item) {
        // A child without children can only be this item itself (O(1) for the usual leaf).
        precondition(child.children.isEmpty ? self !== child : !isDescendant(of: child), "Item.addChild: '\(child.name)' is '\(name)' or one of its ancestors; adding it would make a cycle")
        // Laid out here at once: no frame to keep from the old tree.
        if child.parent != nil { child.leaveParent(keepingFrames: false) }
        let movedTree = child.ownedTree
        child.ownedTree = nil
        let joining = child.subtree
        for item in joining { item.forgetVariables() }
        child.parent = self
        children.append(child)
        let target = root
        target.treeRevision &+= 1
        target.ownedTree?.names.add(joining)
        if let tree = target.ownedTree {
            tree.adopt(child, groups: movedTree?.groups ?? [], installIntrinsic: true)
        } else if let moved = movedTree?.groups, !moved.isEmpty {
            // Creating the tree installs the intrinsic sizes of every item, the child's included.
            target.tree.adopt(child, groups: moved, installIntrinsic: false)
        }
    }

    /// Adds children in order.
    public func addChildren(_ children: Item...) {
        for child in children { addChild(child) }
    }

    /// Adds children in order.
    public func addChildren(_ children: [Item]) {
        for child in children { addChild(child) }
    }

    /// Removes the item (and its subtree) from its parent; it becomes a root.
    ///
    /// Every installed constraint that mentions the item or a descendant is
    /// uninstalled, and the groups that held them list them in
    /// ``ConstraintGroup/detached``. As a UIKit view keeps its frame when it
    /// leaves its superview, the item and its descendants keep the frames
    /// they were laid out at until they are laid out again
    /// (LayoutTree+KeptFrames.swift). Does nothing for a root.
    public func removeFromParent() {
        leaveParent(keepingFrames: true)
    }

    /// ``removeFromParent()``; `keepingFrames` false for an item about to
    /// join another tree (``addChild(_:)``), which lays it out at once.
    func leaveParent(keepingFrames: Bool) {
        guard let parent else { return }
        let oldRoot = root
        oldRoot.treeRevision &+= 1
        let tree = oldRoot.ownedTree
        let leaving = subtree
        // The frames they were laid out at, kept until they are laid out again.
        // Read before the tree forgets them; without a tree, those they already keep.
        let kept: [Rect?] = !keepingFrames ? [] : tree != nil ? leaving.map(\.frame) : leaving.map(\.keptFrameReadBeforeTree)
        if let tree { tree.detach(self) }
        Self.keep(kept, for: leaving)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        tree?.names.remove(leaving)
    }

    /// Drops the variables of the tree the item is leaving.
    func forgetVariables() {
        variables = nil
        variablesToken = nil
        variablesTreeID = nil
    }

    /// The tree's solver and groups, created on first use.
    var tree: LayoutTree {
        let existing = Unmanaged<Item>.fromOpaque(rootAddress)._withUnsafeGuaranteedRef { $0.ownedTree }
        if let existing { return existing }
        let root = self.root
        let tree = LayoutTree(root: root)
        root.ownedTree = tree
        return tree
    }
}
