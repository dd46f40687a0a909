// Numbers on the left of an extent: `100 == a.width`, `100 <= a.width`,
// `a.width == 100 - b.width`. A relation with the number first is stored
// the other way round (`100 <= a.width` is `a.width >= 100`), so that its
// handle's constant is the number, as for `a.width >= 100`.

extension Anchor where Kind == Extent {
    /// A number equal to a size: `100 == a.width` (the same as `a.width == 100`).
    public static func == (c: Double, a: Anchor) -> AnchorRelation { a == c }
    /// A number at most a size: `100 <= a.width` (the same as `a.width >= 100`).
    public static func <= (c: Double, a: Anchor) -> AnchorRelation { a >= c }
    /// A number at least a size: `100 >= a.width` (the same as `a.width <= 100`).
    public static func >= (c: Double, a: Anchor) -> AnchorRelation { a <= c }
    /// A number minus an extent: `a.width == 100 - b.width`.
    public static func - (c: Double, a: Anchor) -> Anchor { a.with(a.form * -1 + c) }
}
