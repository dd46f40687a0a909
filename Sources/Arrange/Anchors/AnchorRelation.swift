import ArrangeSolver

/// A relation between two anchor expressions of the same axis and kind (or
/// two extents of any axes: `icon.width == icon.height`), with a priority.
///
/// Made by `==`, `<=` and `>=` on ``Anchor`` values and installed with
/// ``Make/install(_:fileID:line:)-(AnchorRelation,_,_)``: `make.install(a.left == b.right + 8 ~ .high)`.
public struct AnchorRelation {
    var lhs: LinearForm
    var relation: Relation
    var rhs: LinearForm
    /// Keeps the items alive while the value lives (the forms do not retain them).
    var retained: RetainedItems
    /// The priority; required unless `~` says otherwise.
    public var priority: Priority
    /// The constant while an item on the right side is hidden (``whenHidden(_:)``).
    var hiddenConstant: Double?

    init(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, retaining retained: RetainedItems) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.retained = retained
        self.priority = .required
    }

    /// The same relation at another priority: `a.width == 100 ~ .low`.
    public static func ~ (relation: AnchorRelation, priority: Priority) -> AnchorRelation {
        var copy = relation
        copy.priority = priority
        return copy
    }
}

extension AnchorRelation: CustomStringConvertible {
    /// For example `a.left == b.right + 8`.
    public var description: String {
        "\(lhs.description) \(relation.rawValue) \(rhs.description)" + (priority.isRequired ? "" : " ~ \(priority)")
    }
}

extension Anchor {
    /// `a == b` on one axis and kind.
    public static func == (a: Anchor, b: Anchor) -> AnchorRelation { AnchorRelation(a.form, .equal, b.form, retaining: a.retained + b.retained) }
    /// `a <= b` on one axis and kind.
    public static func <= (a: Anchor, b: Anchor) -> AnchorRelation { AnchorRelation(a.form, .lessThanOrEqual, b.form, retaining: a.retained + b.retained) }
    /// `a >= b` on one axis and kind.
    public static func >= (a: Anchor, b: Anchor) -> AnchorRelation { AnchorRelation(a.form, .greaterThanOrEqual, b.form, retaining: a.retained + b.retained) }
}

extension Anchor where Kind == Extent {
    /// An extent equal to an extent of another axis, as Auto Layout's dimensions
    /// allow: `icon.width == icon.height`, `photo.width * 9 == photo.height * 16`.
    /// (Extents of one axis use the same-axis `==`.)
    public static func == <Other>(a: Anchor, b: Anchor<Other, Extent>) -> AnchorRelation {
        AnchorRelation(a.form, .equal, b.form, retaining: a.retained + b.retained)
    }
    /// An extent at most an extent of another axis: `banner.height <= banner.width * 0.5`.
    public static func <= <Other>(a: Anchor, b: Anchor<Other, Extent>) -> AnchorRelation {
        AnchorRelation(a.form, .lessThanOrEqual, b.form, retaining: a.retained + b.retained)
    }
    /// An extent at least an extent of another axis: `label.width >= label.height`.
    public static func >= <Other>(a: Anchor, b: Anchor<Other, Extent>) -> AnchorRelation {
        AnchorRelation(a.form, .greaterThanOrEqual, b.form, retaining: a.retained + b.retained)
    }
    /// A size equal to a number: `a.width == 100`.
    public static func == (a: Anchor, c: Double) -> AnchorRelation { AnchorRelation(a.form, .equal, LinearForm(constant: c), retaining: a.retained) }
    /// A size at most a number.
    public static func <= (a: Anchor, c: Double) -> AnchorRelation { AnchorRelation(a.form, .lessThanOrEqual, LinearForm(constant: c), retaining: a.retained) }
    /// A size at least a number.
    public static func >= (a: Anchor, c: Double) -> AnchorRelation { AnchorRelation(a.form, .greaterThanOrEqual, LinearForm(constant: c), retaining: a.retained) }
}
