/// One of the ten anchors of an item.
///
/// Verbs lower `leading`/`trailing` into `left`/`right` by their reference's
/// layout direction; free relations keep them until installing, which
/// resolves them by the direction of the relation's nearest common ancestor
/// (``MeasurementFrame``) and every physical attribute into the item's four
/// solver variables (left, top, width, height in root coordinates).
enum Attribute: String, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height

    /// The axis the attribute lies on.
    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
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
