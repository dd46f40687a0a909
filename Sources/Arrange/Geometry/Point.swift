/// A point: an x and a y, y growing downwards as on screens.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (downwards).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    /// For example `(20, 30)`.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
