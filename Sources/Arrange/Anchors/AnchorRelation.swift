import ArrangeSolver

/// A relation between two anchor expressions of the same axis and kind, with a priority.
///
/// Made by `==`, `<=` and `>=` on ``Anchor`` values and installed with
/// ``Make/install(_:fileID:line:)``: `make.install(a.left == b.right + 8 ~ .high)`.
public struct AnchorRelation {
    var lhs: LinearForm
    var relation: Relation
    var rhs: LinearForm
    /// Keeps the items alive while the value lives (the forms do not retain them).
    var retained: RetainedItems
    /// The priority; required unless `~` says otherwise.
    public var priority: Priority

    init<A, K, B, L>(_ lhs: Anchor<A, K>, _ relation: Relation, _ rhs: Anchor<B, L>, priority: Priority = .required) {
        self.lhs = lhs.form
        self.relation = relation
        self.rhs = rhs.form
        self.retained = lhs.retained + rhs.retained
        self.priority = priority
    }

    init<A, K>(_ lhs: Anchor<A, K>, _ relation: Relation, _ constant: Double) {
        self.lhs = lhs.form
        self.relation = relation
        self.rhs = LinearForm(constant: constant)
        self.retained = lhs.retained
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
    public static func == (a: Anchor, b: Anchor) -> AnchorRelation { AnchorRelation(a, .equal, b) }
    /// `a <= b` on one axis and kind.
    public static func <= (a: Anchor, b: Anchor) -> AnchorRelation { AnchorRelation(a, .lessThanOrEqual, b) }
    /// `a >= b` on one axis and kind.
    public static func >= (a: Anchor, b: Anchor) -> AnchorRelation { AnchorRelation(a, .greaterThanOrEqual, b) }
}

extension Anchor where Kind == Extent {
    /// A size equal to a number: `a.width == 100`.
    public static func == (a: Anchor, c: Double) -> AnchorRelation { AnchorRelation(a, .equal, c) }
    /// A size at most a number.
    public static func <= (a: Anchor, c: Double) -> AnchorRelation { AnchorRelation(a, .lessThanOrEqual, c) }
    /// A size at least a number.
    public static func >= (a: Anchor, c: Double) -> AnchorRelation { AnchorRelation(a, .greaterThanOrEqual, c) }
}
