import ArrangeSolver

/// One verb call, as recorded by the make context: what to lower, later.
///
/// Recording keeps everything the lowering needs at call time (the
/// reference item, the insets, the priority, the source location), so the
/// same declarations can be lowered again when the tree changes (a subtree
/// joins another tree, the layout direction flips).
struct Declaration {
    /// What the verb asks for.
    ///
    /// The cases with large payloads (two linear forms, a layout's
    /// specification) are boxed: the payload is then 30 bytes, not 88, in
    /// every declaration a handle keeps (two per row of a list), for one
    /// allocation more per `install` or stack, grid, flow, `firstFitting` call.
    enum Payload {
        /// `width`, `height`, `size`: per item, per axis, `v.dimension relation value`.
        /// Each axis has one value (for every item) or one per item.
        case dimensions(items: [ItemReference], relation: Relation, values: DimensionValues)
        /// `xLeft` … `equal`: each item's attributes to the reference's (with insets).
        case align(attributes: [Attribute], items: [ItemReference])
        /// `xPlace`, `yPlace`.
        case place(axis: Axis, elements: [Step])
        /// `install` (the forms only: a declaration must not retain its items).
        indirect case relation(lhs: LinearForm, relation: Relation, rhs: LinearForm)
        /// `install` of a compound anchor (`a.edges == b.edges.inset(8)`):
        /// several relations, each named by the anchor its left side sets.
        case relations([RelationPart])
        /// `align(.top, a, b, c)`: every item's anchor equal to the first item's.
        case alignItems(attribute: Attribute, items: [ItemReference])
        /// `distribute(by: gap, .horizontal, a, b, c)`: each item's leading
        /// (top) edge `gap` after the previous item's trailing (bottom) edge.
        case distribute(axis: Axis, gap: Double, items: [ItemReference])
        /// `install(x == barrier(edge, of: items) + constant)` (see ``BarrierRelation``).
        indirect case barrier(lhs: LinearForm, relation: Relation, edge: Attribute, items: [ItemReference], constant: Double)
        /// `xStack`, `yStack` (see `Sources/Arrange/Stacks`).
        indirect case stack(StackSpecification)
        /// `grid(rows, columns:, spacing:)` (see `Grids/README.md`).
        indirect case grid(GridSpecification)
        /// `flow(items, spacing:, lineSpacing:, alignment:)` (see `Flows/README.md`).
        indirect case flow(FlowSpecification)
        /// `firstFitting(in:_:)` (see `Fits/README.md`).
        indirect case firstFitting(FitSpecification)
    }

    /// One relation of a compound `install`.
    struct RelationPart {
        /// The anchor that names it (`top`, `width`, `centerX` …).
        var attribute: Attribute
        var lhs: LinearForm
        var relation: Relation
        var rhs: LinearForm
    }

    /// The verb name, as the user wrote it (`xPlace`, `width`, `equal`).
    var verb: String
    var payload: Payload
    // The fields are in an order that leaves little padding (each small one
    // after a field that ends off a word): 177 bytes, not 193.
    /// Whether `R`'s edges are its margin anchors (a context made by
    /// ``Make/refWithinMargins(_:fileID:line:)``): the insets count from them.
    var withinMargins = false
    /// One element of a place list, as recorded (items held weakly).
    enum Step {
        case number(Double)
        case item(ItemReference)
        case wall
        case flexible(weight: Double)

        /// The identity of the step's item, if it is one.
        var itemID: ObjectIdentifier? {
            if case let .item(ref) = self { ref.id } else { nil }
        }
    }

    /// The reference item `R`.
    var reference: ItemReference
    /// The insets `l t r b` when the verb was called.
    var insets: EdgeInsets
    var priority: Priority
    /// Its position among its closure's declarations: its handle's index in
    /// the group, stamped on every constraint lowered from it.
    var index: Int32 = -1
    var location: CallSite
    /// Constants set through the handle for the edges of an alignment verb:
    /// `c` in `v.attribute == R.attribute + c` (the attribute as the verb
    /// names it, `leading`/`trailing` counting in the reading direction),
    /// instead of the one the insets give (see `Declaration+Constants.swift`).
    var edgeConstants: [(attribute: Attribute, constant: Double)] = []
    /// Anchors whose constraints were removed per item
    /// (``Item/removeConstraints(on:)``): constraints lowered from this
    /// declaration that name one are left out, now and whenever it is lowered again.
    var removals: [AnchorRemoval] = []
    /// For `install`: the constant while an item on the right side is
    /// hidden (``AnchorRelation/whenHidden(_:)``, ConstraintLayout's `goneMargin`).
    var hiddenConstant: Double?
}

/// The anchors of one item whose constraints are removed: all of them
/// (`attribute` nil) or one; `leading`/`trailing` match the left or right
/// edge they were in the item's direction when it was removed.
struct AnchorRemoval: Equatable {
    /// The item's identity.
    var item: ObjectIdentifier
    /// The anchor, or nil for every anchor.
    var attribute: Attribute?
    /// The item's layout direction when the removal was made.
    var direction: LayoutDirection

    /// Whether a constraint naming `anchor` of the item is removed.
    func matches(_ anchor: Attribute) -> Bool {
        guard let attribute else { return true }
        return attribute == anchor || attribute.physical(direction) == anchor.physical(direction)
    }
}

extension Declaration {
    /// How many primitive constraints lowering makes of it, at most, to
    /// reserve room: groups keep that room (168 bytes a constraint, its ``LoweredConstraint``, besides the solver constraint).
    var constraintCountBound: Int {
        switch payload {
        case let .dimensions(items, _, values): items.count * values.count
        case let .align(attributes, items): items.count * attributes.count
        case let .place(_, elements): Self.placeConstraintBound(elements)
        case .relation: 1
        case let .relations(parts): parts.count
        case let .alignItems(_, items), let .distribute(_, _, items): Swift.max(0, items.count - 1)
        case let .barrier(_, relation, _, items, _): items.count * (relation == .equal ? 2 : 1)
        case let .stack(stack): stack.items.count * 6 + 2
        case let .grid(spec): spec.constraintBound
        case let .flow(spec): spec.constraintBound
        case let .firstFitting(spec): spec.constraintBound
        }
    }

    /// A place list's constraints, at most (``Lowering/lowerPlace(_:axis:elements:into:)``):
    /// one per item (its leading edge, or a wall gap), one for the trailing
    /// edge, one for the flexible spacers' unit; numbers and walls make none.
    static func placeConstraintBound(_ elements: [Step]) -> Int {
        var items = 0, flexible = 0
        for element in elements {
            switch element {
            case .item: items += 1
            case .flexible: flexible = 1
            case .number, .wall: break
            }
        }
        return items + 1 + flexible
    }
}
