import ArrangeSolver

/// An item's centre, `centerX` and `centerY` together, offset by a point,
/// related with `==` in one `install` (Cartography's and SnapKit's `center`):
///
/// ```swift
/// make.install(badge.center == avatar.center + Point(x: 10, y: -10))
/// ```
public struct CenterAnchor {
    var x: LinearForm
    var y: LinearForm
    var retained: RetainedItems

    /// The centre moved by a point: `avatar.center + Point(x: 10, y: -10)`.
    public static func + (a: CenterAnchor, p: Point) -> CenterAnchor {
        CenterAnchor(x: a.x + p.x, y: a.y + p.y, retained: a.retained)
    }
    /// The centre moved back by a point.
    public static func - (a: CenterAnchor, p: Point) -> CenterAnchor { a + Point(x: -p.x, y: -p.y) }

    /// Both centres equal: `centerX == centerX`, `centerY == centerY`.
    public static func == (a: CenterAnchor, b: CenterAnchor) -> CompoundRelation {
        CompoundRelation([(.centerX, a.x), (.centerY, a.y)], .equal, [(.centerX, b.x), (.centerY, b.y)], retaining: a.retained + b.retained)
    }
}

extension Item {
    /// The centre, `centerX` and `centerY` together, for one `install`.
    public var center: CenterAnchor {
        CenterAnchor(x: LinearForm(self, .centerX), y: LinearForm(self, .centerY), retained: RetainedItems(self))
    }
}
