import ArrangeSolver

/// One verb call, as recorded by the make context: what to lower, later.
///
/// Recording keeps everything the lowering needs at call time (the
/// reference item, the insets, the priority, the source location), so the
/// same declarations can be lowered again when the tree changes (a subtree
/// joins another tree, the layout direction flips).
struct Declaration {
    /// What the verb asks for.
    enum Payload {
        /// `width`, `height`, `size`: per item, per axis, `v.dimension relation value`.
        /// Each axis has one value (for every item) or one per item.
        case dimensions(items: [ItemReference], relation: Relation, values: [(axis: Axis, forms: [LinearForm])])
        /// `xLeft` … `equal`: each item's attributes to the reference's (with insets).
        case align(attributes: [Attribute], items: [ItemReference])
        /// `xPlace`, `yPlace`.
        case place(axis: Axis, elements: [Step])
        /// `install` (the forms only: a declaration must not retain its items).
        case relation(lhs: LinearForm, relation: Relation, rhs: LinearForm)
    }

    /// The verb name, as the user wrote it (`xPlace`, `width`, `equal`).
    var verb: String
    var payload: Payload
    /// One element of a place list, as recorded (items held weakly).
    enum Step {
        case number(Double)
        case item(ItemReference)
        case wall
        case flexible(weight: Double)

        init(_ element: PlaceElement) {
            switch element {
            case let .number(value): self = .number(value)
            case let .item(item): self = .item(ItemReference(item))
            case .wall: self = .wall
            case let .flexible(weight): self = .flexible(weight: weight)
            }
        }
    }

    /// The reference item `R`.
    var reference: ItemReference
    /// The insets `l t r b` when the verb was called.
    var insets: EdgeInsets
    var priority: Priority
    var location: CallSite
}
