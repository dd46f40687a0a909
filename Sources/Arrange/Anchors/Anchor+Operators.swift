// Arithmetic on typed anchors. Scaling and shifting keep the type; sums and
// differences follow the geometry: position ± extent is a position,
// position − position is an extent, extent ± extent is an extent.
// Everything else (position + position, mixing axes) does not compile.
// Relations (AnchorRelation.swift) add one exception: an extent may be
// related to an extent of the other axis, as Auto Layout's dimensions may.

extension Anchor {
    /// Shifts by a constant: `b.right + 8`.
    public static func + (a: Anchor, c: Double) -> Anchor { a.with(a.form + c) }
    /// Shifts by a constant: `8 + b.right`.
    public static func + (c: Double, a: Anchor) -> Anchor { a.with(a.form + c) }
    /// Shifts by a constant: `b.right - 8`.
    public static func - (a: Anchor, c: Double) -> Anchor { a.with(a.form + -c) }
    /// Scales: `a.width * 0.5` (a multiplier on a position scales its coordinate, as in UIKit).
    public static func * (a: Anchor, c: Double) -> Anchor { a.with(a.form * c) }
    /// Scales: `0.5 * a.width`.
    public static func * (c: Double, a: Anchor) -> Anchor { a.with(a.form * c) }
    /// Divides: `a.width / 3`.
    public static func / (a: Anchor, c: Double) -> Anchor { a.with(a.form * (1 / c)) }
}

extension Anchor where Kind == Extent {
    /// The sum of two extents on one axis.
    public static func + (a: Anchor, b: Anchor) -> Anchor { a.combined(a.form + b.form, b) }
    /// The difference of two extents on one axis.
    public static func - (a: Anchor, b: Anchor) -> Anchor { a.combined(a.form - b.form, b) }
    /// The negated extent.
    public static prefix func - (a: Anchor) -> Anchor { a.with(a.form * -1) }
    /// A position moved by an extent: `b.left + b.width / 2`.
    public static func + (p: Anchor<Axis, Position>, d: Anchor) -> Anchor<Axis, Position> { p.combined(p.form + d.form, d) }
    /// A position moved by an extent: `b.width + b.left`.
    public static func + (d: Anchor, p: Anchor<Axis, Position>) -> Anchor<Axis, Position> { p.combined(p.form + d.form, d) }
    /// A position moved back by an extent.
    public static func - (p: Anchor<Axis, Position>, d: Anchor) -> Anchor<Axis, Position> { p.combined(p.form - d.form, d) }
}

extension Anchor where Kind == Position {
    /// The distance between two positions: `b.left - a.right` is an extent.
    public static func - (a: Anchor, b: Anchor) -> Anchor<Axis, Extent> {
        Anchor<Axis, Extent>(a.form - b.form, retaining: a.retained + b.retained)
    }
}
