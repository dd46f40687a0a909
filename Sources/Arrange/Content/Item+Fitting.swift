extension Item {
    /// The size the item takes at `width` when its height is as small as
    /// its constraints allow (a self-sizing cell's height at a table's width).
    ///
    /// ```swift
    /// let size = try cell.fittingSize(width: 375)      // Size(width: 375, height: …)
    /// ```
    ///
    /// See ``fittingSize(width:height:fileID:line:)`` for what is measured.
    public func fittingSize(width: Double, height: Fitting = .compressed, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) -> Size {
        try fittingSize(width: .exactly(width), height: height, at: CallSite(fileID: fileID, line: line))
    }

    /// The size the item takes at `height` when its width is as small as
    /// its constraints allow (or as `width` asks).
    public func fittingSize(width: Fitting = .compressed, height: Double, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) -> Size {
        try fittingSize(width: width, height: .exactly(height), at: CallSite(fileID: fileID, line: line))
    }

    /// The size the item takes when each dimension is as small
    /// (``Fitting/compressed``, the default) or as large
    /// (``Fitting/expanded``) as its constraints allow, or near a target at
    /// a fitting priority.
    ///
    /// What is measured: the item's subtree with the constraints among its
    /// own items (its arrangements, its items' intrinsic sizes and measured
    /// content, run in passes as for frames), without the constraints that
    /// relate it to items outside it (its place in its parent) and, for a
    /// root, without the size given from outside: a cell is measured before
    /// it is placed, as Auto Layout's `systemLayoutSizeFitting` does.
    ///
    /// Nothing changes: the solver step is taken back whole
    /// (`Solver/transaction(_:)`), so every frame, bit for
    /// bit, every group and every measured size is as it was. It costs
    /// about one incremental solve (per measuring pass), not a rebuild.
    ///
    /// - Throws: ``ArrangeError/unboundedFittingSize(item:axis:at:)`` for an
    ///   expanded dimension nothing limits;
    ///   ``ArrangeError/conflict(_:)`` when a required target contradicts
    ///   required constraints (naming `fittingSize` and this call's line);
    ///   ``ArrangeError/unsettledMeasurement(items:passes:at:)`` when
    ///   measured content does not settle; ``ArrangeError/nonFinite(verb:argument:value:at:)``.
    public func fittingSize(width: Fitting = .compressed, height: Fitting = .compressed, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) -> Size {
        try fittingSize(width: width, height: height, at: CallSite(fileID: fileID, line: line))
    }

    /// Auto Layout's spelling: `target` at a fitting priority per dimension.
    ///
    /// `cell.fittingSize(Size(width: 375, height: 0), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)`
    /// is `cell.fittingSize(width: 375)`.
    public func fittingSize(_ target: Size, horizontalFittingPriority: Priority, verticalFittingPriority: Priority,
                            fileID: String = #fileID, line: Int = #line) throws(ArrangeError) -> Size {
        try fittingSize(width: .target(target.width, priority: horizontalFittingPriority), height: .target(target.height, priority: verticalFittingPriority),
                        at: CallSite(fileID: fileID, line: line))
    }

    func fittingSize(width: Fitting, height: Fitting, at location: CallSite) throws(ArrangeError) -> Size {
        try tree.fittingSize(of: self, width: width, height: height, at: location)
    }
}
