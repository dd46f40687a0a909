import ArrangeSolver

// Kept frames read on the pixel grid of the root that reads them.
//
// An item keeps the frame it was last laid out at (LayoutTree+KeptFrames.swift),
// exact when its old tree had no pixel scale. Its new root may have one
// (a cell with `pixelScale` 2.625 taken out of a container without): every
// frame that root's items read is then on its grid, the kept ones too. The
// numbers kept stay exact; a read rounds them as a laid-out frame is rounded
// (Pixels/README.md): the edges in root coordinates, the kept frames summed
// down from the first ancestor the tree lays out, less the parent's rounded
// near edges. Without a scale a kept frame reads as it was kept, bit for bit.
extension Item {
    /// `kept` (the item's kept frame) as read under `grid`, its ancestors'
    /// exact near edges found through `origin`.
    ///
    /// - Complexity: O(depth) through `origin`.
    func keptFrame(_ kept: Rect, on grid: PixelGrid, origin: (Item) -> (x: Double, y: Double)) -> Rect {
        // Unretained: a root's deinit keeps its items' frames through here (LayoutTree/keepFrames(below:)).
        let above: (x: Double, y: Double) = parentLink.map { $0._withUnsafeGuaranteedRef(origin) } ?? (0, 0)
        let exactX = above.x + kept.x, exactY = above.y + kept.y
        let near = (grid.edge(exactX), grid.edge(exactY))
        let far: (Double, Double)
        if LayoutTree.hasContent(self) {
            far = (grid.outwardFarEdge(near: near.0, nearPoints: exactX, extent: kept.width),
                   grid.outwardFarEdge(near: near.1, nearPoints: exactY, extent: kept.height))
        } else {
            far = (grid.edge(exactX + kept.width), grid.edge(exactY + kept.height))
        }
        let parentNear = parentLink == nil ? (0.0, 0.0) : (grid.edge(above.x), grid.edge(above.y))
        let s = grid.scale
        return Item.frame(SIMD4((near.0 - parentNear.0) / s, (near.1 - parentNear.1) / s, (far.0 - near.0) / s, (far.1 - near.1) / s))
    }

    /// ``keptFrameBeforeTree`` as read: on the grid of the root's
    /// ``pixelScale``, if it has one (its tree not made yet).
    ///
    /// - Complexity: O(depth).
    var keptFrameReadBeforeTree: Rect? {
        guard let kept = keptFrameBeforeTree else { return nil }
        guard let scale = root.requestedPixelScale else { return kept }
        return keptFrame(kept, on: PixelGrid(scale: scale)) { $0.exactOriginBeforeTree }
    }

    /// The item's exact near edges in root coordinates while its root has
    /// no tree: its kept frames summed up to the root (an item keeping none
    /// there is a root laid out at the origin, or one not placed yet).
    private var exactOriginBeforeTree: (x: Double, y: Double) {
        guard let parent, let kept = keptFrame else { return (0, 0) }
        let above = parent.exactOriginBeforeTree
        return (above.x + kept.x, above.y + kept.y)
    }
}

extension LayoutTree {
    /// The frame `item` reads from `kept`, the frame it keeps here: on
    /// ``pixelGrid`` when the root has a scale, else `kept` itself.
    ///
    /// - Complexity: O(1) without a grid; else O(depth).
    func read(kept: Rect, of item: Item) -> Rect {
        guard let grid = pixelGrid else { return kept }
        return item.keptFrame(kept, on: grid) { exactOrigin(of: $0, variables: variables(of:)) }
    }

    /// The exact near edges of `item` in root coordinates: its kept frame
    /// plus its parent's, up to an item this tree lays out (its solver
    /// values, through `variables`; (0, 0) for one without).
    ///
    /// Walks parents unretained: a root's deinit calls it (``keepFrames(below:)``).
    func exactOrigin(of item: Item, variables: (Item) -> ItemVariables?) -> (x: Double, y: Double) {
        if let kept = keptFrames?[ObjectIdentifier(item)] {
            guard let parent = item.parentLink else { return (0, 0) }
            let above = parent._withUnsafeGuaranteedRef { exactOrigin(of: $0, variables: variables) }
            return (above.x + kept.x, above.y + kept.y)
        }
        guard let v = variables(item) else { return (0, 0) }
        return (rawSolver[v.left], rawSolver[v.top])
    }
}
