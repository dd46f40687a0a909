extension Node {
    /// Lays the layout out in a fresh tree whose root is `size` and returns
    /// every item's frame: a `Sendable` value in, a `Sendable` value out,
    /// so it can run on any actor or task. With a `pixelScale`, the frames
    /// are on that device-pixel grid (``Item/pixelScale``).
    ///
    /// - Throws: ``ArrangeError``, as ``LayoutHost/apply(_:)``, or
    ///   ``ArrangeError/invalidPixelScale(item:_:at:)``.
    public func solve(in size: Size, pixelScale: Double? = nil) throws(ArrangeError) -> LayoutFrames {
        try LayoutHost(self, size: size, pixelScale: pixelScale).frames
    }
}
