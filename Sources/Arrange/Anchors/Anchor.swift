/// Marks anchors that lie on the horizontal axis.
public enum Horizontal {}
/// Marks anchors that lie on the vertical axis.
public enum Vertical {}
/// Marks anchors that are positions (edges, centres).
public enum Position {}
/// Marks anchors that are extents: sizes along one axis (width, height).
public enum Extent {}

/// An item anchor, or a linear expression of anchors, typed by axis and kind.
///
/// `Axis` is ``Horizontal`` or ``Vertical``; `Kind` is ``Position`` or
/// ``Extent``. The operators only accept matching types, so wrong
/// layouts fail to compile: `a.left == b.top` (axes) and `a.left == b.width`
/// (kinds) do not type-check, while `a.left == b.right + 8`,
/// `a.width == b.width * 0.5 - 4` and `a.right - a.left == 20` (the
/// difference of two positions is an extent) do. Extents are the one
/// exception to the axis rule, as Auto Layout's dimensions are: any extent
/// may be related to an extent of the other axis (`icon.width ==
/// icon.height`, `photo.width * 9 == photo.height * 16`, and distances too:
/// `b.left - a.right == a.height`); sums and differences stay on one axis.
/// Positions cannot be related to plain numbers (frames are relative);
/// extents can: `a.width >= 44`.
///
/// Build relations and pass them to ``Make/install(_:fileID:line:)-(AnchorRelation,_,_)``.
public struct Anchor<Axis, Kind> {
    var form: LinearForm
    /// Keeps the items alive while the value lives (the form does not retain them).
    var retained: RetainedItems

    init(_ form: LinearForm, retaining retained: RetainedItems) {
        self.form = form
        self.retained = retained
    }

    init(_ item: Item, _ attribute: Attribute) {
        self.init(LinearForm(item, attribute), retaining: RetainedItems(item))
    }

    /// The same items, another form (scaled, shifted).
    func with(_ form: LinearForm) -> Anchor { Anchor(form, retaining: retained) }

    /// Another kind, combining two anchors' items.
    func combined<K>(_ form: LinearForm, _ other: Anchor<Axis, K>) -> Anchor { Anchor(form, retaining: retained + other.retained) }
}

extension Anchor: CustomStringConvertible {
    /// For example `red.right + 8`.
    public var description: String { form.description }
}

extension Item {
    /// The left edge.
    public var left: Anchor<Horizontal, Position> { Anchor(self, .left) }
    /// The right edge.
    public var right: Anchor<Horizontal, Position> { Anchor(self, .right) }
    /// The leading edge: left, or right when the relation's nearest common
    /// ancestor is right-to-left (constants then count leftwards).
    public var leading: Anchor<Horizontal, Position> { Anchor(self, .leading) }
    /// The trailing edge: right, or left when the relation's nearest common
    /// ancestor is right-to-left (constants then count leftwards).
    public var trailing: Anchor<Horizontal, Position> { Anchor(self, .trailing) }
    /// The horizontal centre.
    public var centerX: Anchor<Horizontal, Position> { Anchor(self, .centerX) }
    /// The top edge.
    public var top: Anchor<Vertical, Position> { Anchor(self, .top) }
    /// The bottom edge.
    public var bottom: Anchor<Vertical, Position> { Anchor(self, .bottom) }
    /// The vertical centre.
    public var centerY: Anchor<Vertical, Position> { Anchor(self, .centerY) }
    /// The width.
    public var width: Anchor<Horizontal, Extent> { Anchor(self, .width) }
    /// The height.
    public var height: Anchor<Vertical, Extent> { Anchor(self, .height) }
}
