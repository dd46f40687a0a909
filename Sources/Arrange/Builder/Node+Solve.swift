extension Node {
    /// Lays the layout out in a fresh tree whose root is `size` and returns
    /// every item's frame: a `Sendable` value in, a `Sendable` value out,
    /// so it can run on any actor or task.
    ///
    /// - Throws: ``ArrangeError``, as ``LayoutHost/apply(_:)``.
    public func solve(in size: Size) throws(ArrangeError) -> LayoutFrames {
        try LayoutHost(self, size: size).frames
    }
}
