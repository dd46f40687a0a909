/// Insets from the four edges of a reference item: the `l t r b` of the make context.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge, downwards.
    public var top: Double
    /// From the left edge, rightwards.
    public var left: Double
    /// From the bottom edge, upwards.
    public var bottom: Double
    /// From the right edge, leftwards.
    public var right: Double

    /// Creates insets; each defaults to zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(edge: Double) {
        self.init(top: edge, left: edge, bottom: edge, right: edge)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Whether all four numbers are finite.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// The edge-by-edge sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension EdgeInsets: CustomStringConvertible {
    /// For example `(top: 30, left: 30, bottom: 30, right: 30)`.
    public var description: String {
        "(top: \(formatNumber(top)), left: \(formatNumber(left)), bottom: \(formatNumber(bottom)), right: \(formatNumber(right)))"
    }
}
