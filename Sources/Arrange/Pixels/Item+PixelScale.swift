extension Item {
    /// Device pixels per point of the tree this item is the root of (2 or 3
    /// on a phone, 1 for an SVG), or nil (the default): exact frames.
    ///
    /// With a scale, every frame read (``frame``, ``ConstraintGroup/frames``,
    /// snapshots and transitions, ``LayoutFrames``) lies on the device-pixel
    /// grid, computed from absolute edges as UIKit draws them: `x =
    /// round(left)`, `width = round(right) − round(left)` in device pixels,
    /// halves up, so siblings tile with no gap or overlap. An item with
    /// content (an intrinsic size or a measure function) is never made
    /// narrower or shorter by rounding: its far edge rounds outward. The
    /// solver keeps the exact values: changing the scale solves nothing, and
    /// ``explanation(of:)`` shows the exact value beside the rounded one.
    ///
    /// Only a root's scale counts; on an item that is not a root it is kept
    /// and applies when the item becomes one (as ``size``). A scale that is
    /// not a positive finite number up to 10⁶ is refused (the previous one
    /// stays) and listed in ``diagnostics``; call
    /// ``setPixelScale(_:fileID:line:)`` to get the error instead.
    public var pixelScale: Double? {
        get { requestedPixelScale }
        set {
            do throws(ArrangeError) { try setPixelScale(newValue, at: nil) } catch {
                reject("pixel scale \(newValue.map(formatNumber) ?? "nil") of \(Snippet.text(name))", error)
            }
        }
    }

    /// Sets ``pixelScale`` (nil: exact frames), or throws and changes nothing.
    ///
    /// - Throws: ``ArrangeError/invalidPixelScale(item:_:at:)`` for a scale
    ///   that is zero, negative, NaN, infinite or above 10⁶.
    public func setPixelScale(_ scale: Double?, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) {
        try setPixelScale(scale, at: CallSite(fileID: fileID, line: line))
    }

    /// ``setPixelScale(_:fileID:line:)`` from `location` (nil: the property setter).
    func setPixelScale(_ scale: Double?, at location: CallSite?) throws(ArrangeError) {
        if let scale, !PixelGrid.isValid(scale) { throw .invalidPixelScale(item: name, scale, at: location) }
        requestedPixelScale = scale
        if parent == nil, let tree = ownedTree { tree.pixelGrid = scale.map(PixelGrid.init) }
    }
}
