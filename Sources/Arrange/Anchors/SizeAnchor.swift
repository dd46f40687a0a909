import ArrangeSolver

/// An item's width and height together, scaled or grown, related with
/// `==`, `<=` or `>=` in one `install` (Cartography's and SnapKit's `size`):
///
/// ```swift
/// make.install(thumb.size == photo.size / 2)
/// make.install(badge.size == icon.size + Size(width: 8, height: 8))
/// make.install(preview.size <= screen.size * 0.5)
/// ```
///
/// `Item` also has ``Item/size`` (a `Size?`: a root's size, given from
/// outside). Both are spelt `size`: Swift picks this one where a relation is
/// expected, so `make.install(a.size == b.size)` relates the two items'
/// sizes, while `root.size = Size(…)` and `if root.size == other.size`
/// keep meaning the given sizes. A comparison of given sizes (a `Bool`)
/// cannot be passed to `install`: it does not compile.
public struct SizeAnchor {
    var width: LinearForm
    var height: LinearForm
    var retained: RetainedItems

    /// Both extents scaled: `photo.size * 0.5`.
    public static func * (a: SizeAnchor, c: Double) -> SizeAnchor {
        SizeAnchor(width: a.width * c, height: a.height * c, retained: a.retained)
    }
    /// Both extents divided: `photo.size / 2`.
    public static func / (a: SizeAnchor, c: Double) -> SizeAnchor { a * (1 / c) }
    /// Both extents grown: `icon.size + Size(width: 8, height: 8)`.
    public static func + (a: SizeAnchor, s: Size) -> SizeAnchor {
        SizeAnchor(width: a.width + s.width, height: a.height + s.height, retained: a.retained)
    }
    /// Both extents shrunk: `card.size - Size(width: 32, height: 0)`.
    public static func - (a: SizeAnchor, s: Size) -> SizeAnchor { a + Size(width: -s.width, height: -s.height) }

    func relate(_ relation: Relation, _ b: SizeAnchor) -> CompoundRelation {
        CompoundRelation([(.width, width), (.height, height)], relation, [(.width, b.width), (.height, b.height)], retaining: retained + b.retained)
    }

    /// Width equal to width, height to height.
    public static func == (a: SizeAnchor, b: SizeAnchor) -> CompoundRelation { a.relate(.equal, b) }
    /// Width at most width, height at most height.
    public static func <= (a: SizeAnchor, b: SizeAnchor) -> CompoundRelation { a.relate(.lessThanOrEqual, b) }
    /// Width at least width, height at least height.
    public static func >= (a: SizeAnchor, b: SizeAnchor) -> CompoundRelation { a.relate(.greaterThanOrEqual, b) }
}

/// Gives ``Item`` its compound ``SizeAnchor`` under the name `size`, beside
/// the root size property of the same name (see ``SizeAnchor``). Only
/// `Item` conforms; there is nothing to implement.
public protocol SizeAnchored: AnyObject {}

extension Item: SizeAnchored {}

extension SizeAnchored where Self == Item {
    /// The width and height together, for one `install`:
    /// `make.install(thumb.size == photo.size / 2)`. Where a `Size?` is
    /// expected, `item.size` is the root size instead (``Item/size``).
    public var size: SizeAnchor {
        SizeAnchor(width: LinearForm(self, .width), height: LinearForm(self, .height), retained: RetainedItems(self))
    }
}
