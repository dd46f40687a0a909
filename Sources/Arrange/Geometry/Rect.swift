/// A rectangle: an origin (its top-left corner) and a size.
///
/// Frames are rectangles in the parent's coordinates.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var x: Double { origin.x }
    /// The top edge.
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The left edge (`x`).
    public var minX: Double { origin.x }
    /// The right edge (`x + width`).
    public var maxX: Double { origin.x + size.width }
    /// The top edge (`y`).
    public var minY: Double { origin.y }
    /// The bottom edge (`y + height`).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// Whether every coordinate of the two rectangles differs by at most `tolerance`.
    ///
    /// Approximate equality is a function with a tolerance, never `==`.
    public func isApproximatelyEqual(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension Rect: CustomStringConvertible {
    /// For example `(20, 30, 100, 100)`: x, y, width, height.
    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
