/// One of the two directions of a layout.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right: x, width.
    case horizontal
    /// Top to bottom: y, height.
    case vertical
}

/// Which of an item's two numbers on an axis: where it is, or how big.
public enum Aspect: String, Hashable, Sendable, CaseIterable {
    /// The position (x or y).
    case position
    /// The size (width or height).
    case size
}
