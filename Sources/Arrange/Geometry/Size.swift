/// A width and a height.
///
/// Used for a root's size (given from outside) and for an item's intrinsic size.
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both numbers are finite.
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Size: CustomStringConvertible {
    /// For example `375×603`.
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
