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

    /// Whether both numbers are finite and within ±1e100, the largest a
    /// layout can solve (`ArrangeSolver.Expression.largestSolvable`):
    /// what a root size and an intrinsic size must be.
    public var isSolvable: Bool { Swift.abs(width) <= 1e100 && Swift.abs(height) <= 1e100 }
}

extension Size: CustomStringConvertible {
    /// For example `375×603`.
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
