extension LayoutHost {
    /// Applies `layout` (``apply(_:)``) and returns the frames before and
    /// after, to interpolate: `transition.frames(at: 0.5, curve: .easeInOut)`.
    /// Items the update adds or removes keep their one frame.
    ///
    /// - Throws: as ``apply(_:)``; then nothing changed.
    public func transition(to layout: Node) throws(ArrangeError) -> FrameTransition {
        try FrameTransition(of: root) { () throws(ArrangeError) in try apply(layout) }
    }
}
