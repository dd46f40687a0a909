import ArrangeSolver

/// A position related to a ``Barrier``: `field.leading == labels + 8`,
/// installed with `make.install(_:)` (the overload for barrier relations, in `Make+Barrier.swift`).
///
/// With `B` the furthest of the items' edges (their maximum for
/// `right`/`trailing`/`bottom`, their minimum for `left`/`leading`/`top`,
/// in the reading direction for `leading`/`trailing`) and `X` the position:
/// - **beyond** (`X >= B + c` for a maximum, `X <= B + c` for a minimum)
///   lowers to one inequality per item (`X >= e + c`), at the relation's
///   priority: exact, since being beyond the furthest means being beyond each;
/// - **`==`** adds to those a pull `X <= e + c` per item at the *lowest*
///   strength, below every priority (the solver's weak strength, under
///   strict level 1), so `X` settles on the furthest edge. Why the lowest:
///   a pull towards the items also pulls the items towards `X`; at any
///   priority p it would stretch every shorter item whose size is only
///   wished at or below p (a label's hugging, 250) to the barrier. At the
///   lowest strength the barrier never moves the items it follows (their
///   constraints all win, as ConstraintLayout computes a barrier from its
///   items), and `X` is exactly at the barrier whenever no constraint of any
///   priority wants `X` elsewhere. So give `X`'s item what decides its other
///   edge at required priority (`field.trailing == form.trailing - 16`) rather
///   than an intrinsic width whose hugging would pull it off the barrier;
/// - **within** (`X <= B` for a maximum) would mean "at most the furthest
///   edge", an either-or that linear constraints cannot state: it fails
///   with ``ArrangeError/unsupportedRelation(relation:verb:reason:at:)``.
public struct BarrierRelation {
    var lhs: LinearForm
    var relation: Relation
    var edge: Attribute
    var items: [Item]
    var constant: Double
    var retained: RetainedItems
    /// The priority of the inequalities (the pull is always the lowest).
    public var priority: Priority = .required

    /// The same relation at another priority.
    public static func ~ (relation: BarrierRelation, priority: Priority) -> BarrierRelation {
        var copy = relation
        copy.priority = priority
        return copy
    }

    init<A>(_ anchor: Anchor<A, Position>, _ relation: Relation, _ barrier: Barrier<A>) {
        self.lhs = anchor.form
        self.relation = relation
        self.edge = barrier.edge
        self.items = barrier.items
        self.constant = barrier.constant
        self.retained = anchor.retained
    }

    /// Whether the relation asks for "at most the furthest edge" (not linear).
    var isWithin: Bool {
        let isMaximum = edge == .right || edge == .trailing || edge == .bottom
        return relation == (isMaximum ? .lessThanOrEqual : .greaterThanOrEqual)
    }
}

extension BarrierRelation: CustomStringConvertible {
    /// For example `field.leading == barrier(trailing of name, email) + 8`.
    public var description: String {
        let barrier = Barrier<Horizontal>(edge: edge, items: items, constant: constant)
        return "\(lhs.description) \(relation.rawValue) \(barrier.description)" + (priority.isRequired ? "" : " ~ \(priority)")
    }
}

extension Anchor where Kind == Position {
    /// The position on the barrier: `field.leading == labels + 8`.
    public static func == (a: Anchor, b: Barrier<Axis>) -> BarrierRelation { BarrierRelation(a, .equal, b) }
    /// The position at or before the barrier (beyond it for a minimum barrier: `left`, `leading`, `top`).
    public static func <= (a: Anchor, b: Barrier<Axis>) -> BarrierRelation { BarrierRelation(a, .lessThanOrEqual, b) }
    /// The position at or beyond the barrier (for a maximum barrier: `right`, `trailing`, `bottom`).
    public static func >= (a: Anchor, b: Barrier<Axis>) -> BarrierRelation { BarrierRelation(a, .greaterThanOrEqual, b) }
    /// The same as `a == b`.
    public static func == (b: Barrier<Axis>, a: Anchor) -> BarrierRelation { BarrierRelation(a, .equal, b) }
    /// The same as `a >= b`.
    public static func <= (b: Barrier<Axis>, a: Anchor) -> BarrierRelation { BarrierRelation(a, .greaterThanOrEqual, b) }
    /// The same as `a <= b`.
    public static func >= (b: Barrier<Axis>, a: Anchor) -> BarrierRelation { BarrierRelation(a, .lessThanOrEqual, b) }
}
