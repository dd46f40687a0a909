/// One element of an `xPlace`/`yPlace` list: a number, an item, a wall or a flexible spacer.
///
/// You rarely write these: numbers, items, `make.wall` and `make.flexible`
/// convert on their own (see ``PlaceElementConvertible``).
public enum PlaceElement {
    /// A fixed gap added to the cursor (negative allowed).
    case number(Double)
    /// An item placed at the cursor.
    case item(Item)
    /// Cuts the rigid chain (`make.wall`, `make.divider`).
    case wall
    /// A gap of `weight` × the call's shared unit (`make.flexible * 2`).
    case flexible(weight: Double)
}

/// Anything that can stand in an `xPlace`/`yPlace` list.
public protocol PlaceElementConvertible {
    /// The element it stands for.
    var placeElement: PlaceElement { get }
}

extension PlaceElement: PlaceElementConvertible {
    /// Itself.
    public var placeElement: PlaceElement { self }
}

extension Int: PlaceElementConvertible {
    /// A number.
    public var placeElement: PlaceElement { .number(Double(self)) }
}

extension Double: PlaceElementConvertible {
    /// A number.
    public var placeElement: PlaceElement { .number(self) }
}

extension Item: PlaceElementConvertible {
    /// The item.
    public var placeElement: PlaceElement { .item(self) }
}

/// A flexible spacer with a weight: `make.flexible`, `make.flexible * 2`, `2 * make.flexible`.
///
/// In one `xPlace`/`yPlace` call, every flexible spacer is its weight times
/// one shared unit (at least zero) that the solver finds, so
/// `xPlace(F, a, F, b, F, c, F)` spaces three items evenly.
public struct Flexible: PlaceElementConvertible, Hashable, Sendable {
    /// The weight (1 for `make.flexible`).
    public var weight: Double

    /// Creates a spacer of a weight.
    public init(weight: Double = 1) {
        self.weight = weight
    }

    /// The element it stands for.
    public var placeElement: PlaceElement { .flexible(weight: weight) }

    /// A heavier spacer: `make.flexible * 2`.
    public static func * (f: Flexible, c: Double) -> Flexible { Flexible(weight: f.weight * c) }
    /// A heavier spacer: `2 * make.flexible`.
    public static func * (c: Double, f: Flexible) -> Flexible { Flexible(weight: f.weight * c) }
    /// A lighter spacer: `make.flexible / 2`.
    public static func / (f: Flexible, c: Double) -> Flexible { Flexible(weight: f.weight / c) }
}
