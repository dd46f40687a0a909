import ArrangeSolver

// Frames kept by items that leave their tree (issue 26).
//
// UIKit keeps a view's frame when it leaves its superview, and a view kept
// in a cache keeps it when its window goes away. So do items: one that
// leaves its tree (``Item/removeFromParent()``), and one still held when
// its tree's root is released, reads the frame it was last laid out at
// (parent coordinates, as read before), as do its descendants, instead of
// the (0, 0, 0, 0) of a fresh solver.
//
// The frames live in a token of no tree (``LayoutTree/Token/keptFrames``),
// four numbers per item, found through the item's variables as a tree's
// values are: reading one costs what reading a frame costs, and an item
// that never left pays nothing. When a tree is made for the subtree (any
// use of it: a failed call, its diagnostics), it takes them over
// (``LayoutTree/keptFrames``) until it lays them out again
// (``LayoutTree/laidOut()``): an arrangement installed, a size or safe area
// given, an intrinsic size changed, items added or removed, a direction.
// A failed call, a frame read or a fitting query changes no kept frame.
// An item that joins another tree is laid out there.

extension Item {
    /// The frame the item keeps from a tree it left, until it is laid out
    /// again; nil for an item a live tree lays out.
    var keptFrame: Rect? {
        guard let token = variablesToken, token.treeLink == nil, let v = variables else { return nil }
        // A root given a size (now or before it became one) is laid out at it: (0, 0, w, h).
        if parentLink == nil, requestedSize != nil { return nil }
        let frames = token.keptFrames, i = v.left.id
        guard i >= 0, i + 3 < frames.count else { return nil }
        return Rect(x: frames[i], y: frames[i + 1], width: frames[i + 2], height: frames[i + 3])
    }

    /// ``keptFrame`` while the item's root has no tree; once it has one,
    /// the tree's ``LayoutTree/keptFrames`` say what is kept.
    ///
    /// - Complexity: O(1) for an item a live tree lays out; else O(depth).
    var keptFrameBeforeTree: Rect? {
        guard variablesToken?.treeLink == nil, let kept = keptFrame else { return nil }
        let hasTree = Unmanaged<Item>.fromOpaque(rootAddress)._withUnsafeGuaranteedRef { $0.ownedTree != nil }
        return hasTree ? nil : kept
    }

    /// Whether the item reads a frame kept from a tree it left (for checks).
    var isKeepingFrame: Bool {
        keptFrameBeforeTree != nil || root.ownedTree?.keptFrames?[ObjectIdentifier(self)] != nil
    }

    /// Gives each of `items` the frame `frames[n]` to read until it is laid
    /// out again, in a token of its own (their variables in the tree they
    /// leave are dropped); an item without one (`frames` shorter, or nil)
    /// keeps nothing.
    static func keep(_ frames: [Rect?], for items: [Item]) {
        guard frames.contains(where: { $0 != nil }) else {
            for item in items { item.forgetVariables() }
            return
        }
        let token = LayoutTree.Token()
        var values: [Double] = []
        values.reserveCapacity(4 * frames.count)
        for frame in frames { values += frame.map { [$0.x, $0.y, $0.width, $0.height] } ?? [0, 0, 0, 0] }
        token.keptFrames = values
        let id = ObjectIdentifier(token)
        for (n, item) in items.enumerated() {
            guard n < frames.count, frames[n] != nil else { item.forgetVariables(); continue }
            item.variables = ItemVariables(first: 4 * n)
            item.variablesToken = token
            item.variablesTreeID = id
        }
    }
}

extension LayoutTree {
    /// The frames the items of `root`'s subtree keep, for a tree being made
    /// for it (``keptFrames``): nil unless the root keeps one. A root given
    /// a size is laid out at it and keeps none; its descendants keep theirs
    /// until the next change.
    ///
    /// - Complexity: O(1) for a root that keeps no frame, else O(subtree).
    static func keptFrames(in root: Item) -> [ObjectIdentifier: Rect]? {
        guard let token = root.variablesToken, token.treeLink == nil, !token.keptFrames.isEmpty else { return nil }
        var kept: [ObjectIdentifier: Rect] = [:]   // lookups only
        root.forEachInSubtree { item in
            if let frame = item.keptFrame { kept[ObjectIdentifier(item)] = frame }
        }
        return kept.isEmpty ? nil : kept
    }

    /// The tree lays its items out again (an arrangement installed, a size
    /// or safe area given, an intrinsic size changed, items added or
    /// removed, a direction): the frames kept from another tree give way
    /// to its solution. A failed call, a frame read or a query is not a
    /// layout: the kept frames stay.
    func laidOut() {
        if keptFrames != nil { keptFrames = nil }
    }

    /// Called by the root's deinit, before its children lose their parent:
    /// records in ``token`` the frame each item below the root (`children`
    /// and their subtrees) reads now, so that those still held elsewhere
    /// keep it (their variables stay, and lead to these numbers once the
    /// tree is gone).
    ///
    /// Touches nothing of the root but its variables (it is being freed):
    /// pending intrinsic sizes are added straight to the solver, as the
    /// next read would have installed them.
    ///
    /// - Complexity: O(items + variables), once, as the tree goes.
    func keepFrames(below children: [Item]) {
        if !pendingIntrinsic.isEmpty {
            let origin = pendingIntrinsic.takeOrigin(), pending = pendingIntrinsic.takeAll()
            try? rawSolver.add(origin + pending.flatMap(\.solverConstraints))
        }
        var kept = [Double](filled: 0, count: rawSolver.variableCount)
        func owned(_ item: Item) -> ItemVariables? { item.variablesTreeID == tokenID ? item.variables : nil }
        let stillKept = keptFrames
        for child in children {
            child.forEachInSubtree { item in
                guard let v = owned(item) else { return }
                if var frame = stillKept?[ObjectIdentifier(item)] {
                    // As it was read: on the grid when the root has a scale.
                    if let grid = pixelGrid { frame = item.keptFrame(frame, on: grid) { exactOrigin(of: $0, variables: owned) } }
                    kept.replaceSubrange(v.left.id...v.left.id + 3, with: [frame.x, frame.y, frame.width, frame.height])
                    return
                }
                let parent = item.parentLink.flatMap { $0._withUnsafeGuaranteedRef(owned) }
                // The frame as it was read: on the pixel grid when the root had a scale.
                if let grid = pixelGrid {
                    let frame = pixelFrame(of: item, own: v, parent: parent, grid: grid)
                    kept.replaceSubrange(v.left.id...v.left.id + 3, with: [frame.x, frame.y, frame.width, frame.height])
                    return
                }
                let read = parent.map { rawSolver.values(v.left, v.top, v.width, v.height, minus: $0.left, $0.top) }
                    ?? rawSolver.values(v.left, v.top, v.width, v.height)
                let frame = Item.frame(read)
                kept.replaceSubrange(v.left.id...v.left.id + 3, with: [frame.x, frame.y, frame.width, frame.height])
            }
        }
        token.keptFrames = kept
    }
}
