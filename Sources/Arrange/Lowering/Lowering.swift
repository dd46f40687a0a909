import ArrangeSolver

/// Turns recorded declarations into primitive constraints in item terms.
///
/// A pure layer: it reads declarations and the layout direction of each
/// verb's reference item (given by the tree) and touches neither items nor
/// the solver. Verbs lower in their reference `R`'s direction: it decides
/// `xLeading`/`xTrailing`, the side leading and trailing insets lie on and
/// the order `xPlace` reads in, and their constraints come out physical
/// (`left`, `right`). Free relations (`install`, extents in `width`/`height`)
/// keep `leading`/`trailing` as written: installing resolves them by the
/// direction of their items' nearest common ancestor
/// (``LayoutTree/resolve(_:minus:spacers:)``). Each flexible spacer list gets a
/// spacer index (`LinearForm.Target.spacer`), numbered per lowering, that
/// installing turns into a fresh solver variable. Output order is the order
/// the verbs were written, then the order of the items within each verb.
struct Lowering {
    /// The layout direction of a verb's reference item.
    let directionOf: (ItemReference) -> LayoutDirection
    /// How many spacer units the lowering has handed out.
    private(set) var spacerCount = 0
    /// The hidden items of the tree (``Item/isHidden``): membership only
    /// (see `Sources/Arrange/Hidden/README.md`).
    var hidden: Set<ObjectIdentifier> = []

    /// A lowering that asks the tree for each reference's direction.
    init(directionOf: @escaping (ItemReference) -> LayoutDirection) {
        self.directionOf = directionOf
    }

    /// A lowering that hands out spacer units from `firstSpacer` on (to
    /// lower one declaration again with the units it had).
    init(directionOf: @escaping (ItemReference) -> LayoutDirection, firstSpacer: Int) {
        self.directionOf = directionOf
        self.spacerCount = firstSpacer
    }

    /// A lowering in which every reference has the same direction.
    init(direction: LayoutDirection) {
        self.init(directionOf: { _ in direction })
    }

    /// Lowers declarations in order.
    ///
    /// - Complexity: O(total size of the declarations).
    mutating func lower(_ declarations: [Declaration]) -> [LoweredConstraint] {
        var out: [LoweredConstraint] = []
        out.reserveCapacity(declarations.count * 2)
        lower(declarations, into: &out)
        return out
    }

    /// Lowers declarations in order, handing each constraint to `out` as it is made.
    mutating func lower<Sink: LoweringSink>(_ declarations: [Declaration], into out: inout Sink) {
        for declaration in declarations { lower(declaration, into: &out) }
    }

    mutating func lower<Sink: LoweringSink>(_ d: Declaration, into out: inout Sink) {
        guard hidden.isEmpty else { return lowerWithHidden(d, into: &out) }
        guard d.removals.isEmpty else {
            // Constraints removed per item stay out (Item.removeConstraints(on:)).
            var all: [LoweredConstraint] = []
            lowerAll(d, into: &all)
            for c in all where !isRemoved(c, by: d.removals) { out.accept(c) }
            return
        }
        lowerAll(d, into: &out)
    }

    /// Whether a removal names one of the anchors `c` names (reads no item:
    /// removed items may have left the tree since).
    func isRemoved(_ c: LoweredConstraint, by removals: [AnchorRemoval]) -> Bool {
        var removed = false
        for form in [c.lhs, c.rhs] where !removed {
            form.forEachTerm { term in
                guard !removed, case let .anchor(ref, attribute) = term.target else { return }
                removed = removals.contains { $0.item == ref.id && $0.matches(attribute) }
            }
        }
        return removed
    }

    /// Lowers one declaration, every constraint it makes.
    mutating func lowerAll<Sink: LoweringSink>(_ d: Declaration, into out: inout Sink) {
        func emit(_ lhs: consuming LinearForm, _ relation: Relation, _ rhs: consuming LinearForm, argument: Int?, role: String? = nil, priority: Priority? = nil) {
            out.accept(lhs, relation, rhs, priority: priority ?? d.priority, from: d, argument: argument, role: role, inRootFrame: false)
        }
        /// ``emit`` for an alignment to `R`: the same physical anchor (or its margin) on both sides, in root coordinates.
        func emitAligned(_ lhs: consuming LinearForm, _ rhs: consuming LinearForm, argument: Int) {
            out.accept(lhs, .equal, rhs, priority: d.priority, from: d, argument: argument, role: nil, inRootFrame: true)
        }
        switch d.payload {
        case let .dimensions(items, relation, values):
            lowerDimensions(d, items: items, relation: relation, values: values, into: &out)
        case let .align(attributes, items):
            // Every item is tied to the same reference edges: make them once,
            // each with its physical attribute, on the stack (two arrays per
            // call cost more than a short call's constraints).
            let direction = directionOf(d.reference)
            let insets = d.insets.resolved(for: direction)
            withUnsafeTemporaryAllocation(of: (attribute: Attribute, edge: LinearForm).self, capacity: attributes.count) { edges in
                for (k, attribute) in attributes.enumerated() {
                    let physical = attribute.physical(direction)
                    (edges.baseAddress! + k).initialize(to: (physical, Self.referenceEdge(attribute, physical, of: d, direction: direction, insets: insets)))
                }
                for (index, item) in items.enumerated() {
                    for k in edges.indices {
                        emitAligned(LinearForm(item, edges[k].attribute), edges[k].edge, argument: index + 1)
                    }
                }
                _ = edges.deinitialize()
            }
        case let .place(axis, elements):
            lowerPlace(d, axis: axis, elements: elements, into: &out)
        case let .stack(stack):
            lowerStack(d, stack, into: &out)
        case let .relation(lhs, relation, rhs):
            emit(lhs, relation, rhs, argument: nil)
        case let .relations(parts):
            for part in parts { emit(part.lhs, part.relation, part.rhs, argument: nil, role: part.attribute.rawValue) }
        case let .alignItems(attribute, items):
            // Arguments: the anchor is 1, the items 2, 3, …
            for (index, item) in items.enumerated().dropFirst() {
                emit(LinearForm(item, attribute), .equal, LinearForm(items[0], attribute), argument: index + 2)
            }
        case let .barrier(lhs, relation, edge, items, constant):
            // Beyond each item's edge at the call's priority; for `==`, a pull
            // back towards each at the lowest strength (BarrierRelation).
            let isMaximum = edge == .right || edge == .trailing || edge == .bottom
            let beyond: Relation = isMaximum ? .greaterThanOrEqual : .lessThanOrEqual
            let back: Relation = isMaximum ? .lessThanOrEqual : .greaterThanOrEqual
            for item in items {
                emit(lhs, beyond, LinearForm(item, edge) + constant, argument: nil, role: "beyond the barrier")
            }
            if relation == .equal {
                for item in items {
                    emit(lhs, back, LinearForm(item, edge) + constant, argument: nil, role: "barrier pull", priority: .barrierPull)
                }
            }
        case let .grid(spec):
            lowerGrid(d, spec, into: &out)
        case let .flow(spec):
            lowerFlow(d, spec, into: &out)
        case let .firstFitting(spec):
            lowerFirstFitting(d, spec, into: &out)
        case let .distribute(axis, gap, items):
            // Arguments: the gap is 1, the axis 2, the items 3, 4, …
            let (start, end): (Attribute, Attribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            for index in items.indices.dropFirst() {
                emit(LinearForm(items[index], start), .equal, LinearForm(items[index - 1], end) + gap, argument: index + 3)
            }
        }
    }

    /// Lowers `width`/`height`/`size`: each item's dimension against its
    /// value. A value of widths, heights and numbers only (the usual one)
    /// is measured in no frame, as the tree would find: it goes to the sink
    /// as in root coordinates.
    @inline(never)
    private func lowerDimensions<Sink: LoweringSink>(_ d: Declaration, items: [ItemReference], relation: Relation, values: DimensionValues,
                                                      into out: inout Sink) {
        for (index, item) in items.enumerated() {
            for k in values.indices {
                let value = values.form(axis: k, item: index)
                out.accept(LinearForm(item, values.axis(k) == .horizontal ? .width : .height), relation, value, priority: d.priority, from: d,
                           argument: index + 1, role: nil, inRootFrame: value.measuresSizesOnly)
            }
        }
    }

    /// `R.left + l`, `R.right − r`, `R.top + t`, `R.bottom − b`,
    /// `R.centerX + (l − r)/2`, `R.centerY + (t − b)/2`, for physical
    /// attributes and physical insets (``EdgeInsets/resolved(for:)``);
    /// `withinMargins`: `R.leftMargin + l` and so on (``Make/refWithinMargins(_:fileID:line:)``).
    static func referenceEdge(_ attribute: Attribute, of reference: ItemReference, insets: EdgeInsets, withinMargins: Bool = false) -> LinearForm {
        func edge(_ a: Attribute) -> LinearForm { LinearForm(reference, withinMargins ? a.withinMargins : a) }
        return switch attribute {
        case .left: edge(.left) + insets.left
        case .right: edge(.right) + -insets.right
        case .top: edge(.top) + insets.top
        case .bottom: edge(.bottom) + -insets.bottom
        case .centerX: edge(.centerX) + (insets.left - insets.right) / 2
        case .centerY: edge(.centerY) + (insets.top - insets.bottom) / 2
        default: LinearForm(reference, attribute)
        }
    }

    /// The reference's edge an alignment ties `attribute` (`physical` in
    /// `direction`) to: the one the insets give, or the constant set for it
    /// through the handle (``Declaration/edgeConstants``), which counts in
    /// the reading direction for `leading` and `trailing`.
    static func referenceEdge(_ attribute: Attribute, _ physical: Attribute, of d: Declaration, direction: LayoutDirection,
                              insets: EdgeInsets) -> LinearForm {
        guard let set = d.edgeConstants.last(where: { $0.attribute == attribute }) else {
            return referenceEdge(physical, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        }
        let mirrored = (attribute == .leading || attribute == .trailing) && direction == .rightToLeft
        return LinearForm(d.reference, d.withinMargins ? physical.withinMargins : physical) + (mirrored ? -set.constant : set.constant)
    }

    /// Hands out a new spacer unit index.
    mutating func makeSpacer() -> Int {
        spacerCount += 1
        return spacerCount - 1
    }
}

private extension LinearForm {
    /// Whether every term is an item's `width` or `height`: a form with no
    /// position in it, which ``LayoutTree/measurementFrame(_:_:)`` measures
    /// in no frame (a dimension verb's usual value: a number, another item's
    /// width, `make.w * 0.5`).
    var measuresSizesOnly: Bool {
        var sizesOnly = true
        forEachTerm { term in
            guard sizesOnly else { return }
            if case let .anchor(_, attribute) = term.target, attribute == .width || attribute == .height { return }
            sizesOnly = false
        }
        return sizesOnly
    }
}
