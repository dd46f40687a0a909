/// One of the anchors of an item (edges, centres, sizes, baselines): what ``Item/constraints(on:)`` and
/// ``Item/removeConstraints(on:)`` select by, and how a handle names one
/// number of a verb (``ConstraintHandle/setConstant(_:argument:on:)``).
///
/// Verbs lower `leading`/`trailing` into `left`/`right` by their reference's
/// layout direction; free relations keep them until installing, which
/// resolves them by the direction of the relation's nearest common ancestor
/// (`MeasurementFrame`) and every physical attribute into the item's four
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
    /// The left edge moved in by the left margin (``Item/margins``).
    case leftMargin
    /// The right edge moved in by the right margin.
    case rightMargin
    /// The top edge moved in by the top margin.
    case topMargin
    /// The bottom edge moved in by the bottom margin.
    case bottomMargin
    /// The leading edge moved in by the leading margin (`leftMargin`, or `rightMargin` in right-to-left).
    case leadingMargin
    /// The trailing edge moved in by the trailing margin.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins

    /// The axis the attribute lies on.
    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins: .vertical
        }
    }

    /// Whether it is a position on the horizontal axis (left, right, leading, trailing, centerX, and their margins).
    var isHorizontalPosition: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// The edge within the margins that stands for this edge (`left` → `leftMargin`), for verbs of a
    /// context made by ``Make/refWithinMargins(_:fileID:line:)``; others stay.
    var withinMargins: Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: self
        }
    }

    /// The physical attribute for a layout direction (`leading` → `left` or `right`).
    func physical(_ direction: LayoutDirection) -> Attribute {
        switch (self, direction) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        case (.leadingMargin, .leftToRight), (.trailingMargin, .rightToLeft): .leftMargin
        case (.leadingMargin, .rightToLeft), (.trailingMargin, .leftToRight): .rightMargin
        default: self
        }
    }
}
