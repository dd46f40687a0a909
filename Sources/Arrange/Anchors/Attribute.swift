/// One of the ten anchors of an item.
///
/// Lowering turns `leading`/`trailing` into `left`/`right` by the tree's
/// layout direction; installing resolves every physical attribute into the
/// item's four solver variables (left, top, width, height in root coordinates).
enum Attribute: String, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, centerX, centerY, width, height

    /// The axis the attribute lies on.
    var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
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
