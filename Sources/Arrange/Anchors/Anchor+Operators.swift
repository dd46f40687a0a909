// Arithmetic on typed anchors. Scaling and shifting keep the type; sums and
// differences follow the geometry: position ± dimension is a position,
// position − position is a dimension, dimension ± dimension is a dimension.
// Everything else (position + position, mixing axes) does not compile.

extension Anchor {
    /// Shifts by a constant: `b.right + 8`.
    public static func + (a: Anchor, c: Double) -> Anchor { Anchor(a.form + c) }
    /// Shifts by a constant: `8 + b.right`.
    public static func + (c: Double, a: Anchor) -> Anchor { Anchor(a.form + c) }
    /// Shifts by a constant: `b.right - 8`.
    public static func - (a: Anchor, c: Double) -> Anchor { Anchor(a.form + -c) }
    /// Scales: `a.width * 0.5` (a multiplier on a position scales its coordinate, as in UIKit).
    public static func * (a: Anchor, c: Double) -> Anchor { Anchor(a.form * c) }
    /// Scales: `0.5 * a.width`.
    public static func * (c: Double, a: Anchor) -> Anchor { Anchor(a.form * c) }
    /// Divides: `a.width / 3`.
    public static func / (a: Anchor, c: Double) -> Anchor { Anchor(a.form * (1 / c)) }
}

extension Anchor where Kind == Extent {
    /// The sum of two sizes on one axis.
    public static func + (a: Anchor, b: Anchor) -> Anchor { Anchor(a.form + b.form) }
    /// The difference of two sizes on one axis.
    public static func - (a: Anchor, b: Anchor) -> Anchor { Anchor(a.form - b.form) }
    /// The negated size.
    public static prefix func - (a: Anchor) -> Anchor { Anchor(a.form * -1) }
    /// A position moved by a size: `b.left + b.width / 2`.
    public static func + (p: Anchor<Axis, Position>, d: Anchor) -> Anchor<Axis, Position> { Anchor<Axis, Position>(p.form + d.form) }
    /// A position moved by a size: `b.width + b.left`.
    public static func + (d: Anchor, p: Anchor<Axis, Position>) -> Anchor<Axis, Position> { Anchor<Axis, Position>(p.form + d.form) }
    /// A position moved back by a size.
    public static func - (p: Anchor<Axis, Position>, d: Anchor) -> Anchor<Axis, Position> { Anchor<Axis, Position>(p.form - d.form) }
}

extension Anchor where Kind == Position {
    /// The distance between two positions: `b.left - a.right` is a size.
    public static func - (a: Anchor, b: Anchor) -> Anchor<Axis, Extent> { Anchor<Axis, Extent>(a.form - b.form) }
}
