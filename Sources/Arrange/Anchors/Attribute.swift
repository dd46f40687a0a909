/// One of the anchors of an item (edges, centres, sizes, baselines): what ``Item/constraints(on:)`` and
/// ``Item/removeConstraints(on:)`` select by, and how a handle names one
/// number of a verb (``ConstraintHandle/setConstant(_:argument:on:)``).
///
/// Verbs lower `leading`/`trailing` into `left`/`right` by their reference's
/// layout direction; free relations keep them until installing, which
/// resolves them by the direction of the relation's nearest common ancestor
/// (``MeasurementFrame``) and every physical attribute into the item's four
/// solver variables (left, top, width, height in root coordinates).
public enum Attribute: String, Hashable, Sendable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left, or right in right-to-left.
    case leading
    /// The trailing edge: right, or left in right-to-left.
    case trailing
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The width.
    case width
    /// The height.
    case height
    /// The first baseline: ``Item/baselineOffsets`` `first` below the top, or the bottom without one.
    case firstBaseline
    /// The last baseline: ``Item/baselineOffsets`` `last` above the bottom, or the bottom without one.
    case lastBaseline

    /// The axis the attribute lies on.
    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: .vertical
        }
    }

    /// Whether it is a position on the horizontal axis (left, right, leading, trailing, centerX).
    var isHorizontalPosition: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: true
        default: false
        }
    }

    /// The physical attribute for a layout direction (`leading` → `left` or `right`).
    func physical(_ direction: LayoutDirection) -> Attribute {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        default: self
        }
    }
}
