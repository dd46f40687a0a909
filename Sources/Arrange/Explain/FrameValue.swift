/// One number of an item's frame, as ``Item/explanation(of:)`` explains it.
public enum FrameValue: String, CaseIterable, Hashable, Sendable {
    /// The left edge, in the parent's coordinates.
    case x
    /// The top edge, in the parent's coordinates.
    case y
    /// The width.
    case width
    /// The height.
    case height

    /// The axis the value lies on.
    public var axis: Axis { self == .x || self == .width ? .horizontal : .vertical }
}
