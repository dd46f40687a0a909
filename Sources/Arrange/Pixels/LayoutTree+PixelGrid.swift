import ArrangeSolver

extension LayoutTree {
    /// The frame of `item` (whose variables are `own`) on `grid`, in its
    /// parent's coordinates: its edges rounded in root coordinates, less its
    /// parent's rounded left and top edges (PixelGrid.swift has the rule).
    ///
    /// Reads the exact values and rounds them; changes nothing, so it is
    /// as deterministic as the solution it reads.
    ///
    /// - Complexity: O(1) beyond the solver reads.
    func pixelFrame(of item: Item, own: ItemVariables, grid: PixelGrid) -> Rect {
        pixelFrame(of: item, own: own, parent: item.parent.map { variables(of: $0) }, grid: grid)
    }

    /// ``pixelFrame(of:own:grid:)`` with the parent's variables given (nil
    /// for a root), for a caller that must not touch the parent itself: a
    /// root's deinit keeping its items' frames (LayoutTree+KeptFrames.swift).
    func pixelFrame(of item: Item, own: ItemVariables, parent: ItemVariables?, grid: PixelGrid) -> Rect {
        let exact = rawSolver.values(own.left, own.top, own.width, own.height)
        let left = grid.edge(exact[0]), top = grid.edge(exact[1])
        let right: Double, bottom: Double
        if Self.hasContent(item) {
            right = grid.outwardFarEdge(near: left, nearPoints: exact[0], extent: exact[2])
            bottom = grid.outwardFarEdge(near: top, nearPoints: exact[1], extent: exact[3])
        } else {
            right = grid.edge(exact[0] + exact[2])
            bottom = grid.edge(exact[1] + exact[3])
        }
        var parentLeft = 0.0, parentTop = 0.0
        if let p = parent {
            parentLeft = grid.edge(rawSolver[p.left])
            parentTop = grid.edge(rawSolver[p.top])
        }
        let s = grid.scale
        return Item.frame(SIMD4((left - parentLeft) / s, (top - parentTop) / s, (right - left) / s, (bottom - top) / s))
    }

    /// Whether rounding must keep the item's content whole: it has measured
    /// content, or an intrinsic size the layout holds (a finite one).
    static func hasContent(_ item: Item) -> Bool {
        item.content != nil || item.intrinsicSize?.isSolvable == true
    }
}
