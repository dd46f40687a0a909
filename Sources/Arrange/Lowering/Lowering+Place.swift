import ArrangeSolver

extension Lowering {
    /// Lowers `xPlace`/`yPlace`.
    ///
    /// The cursor is `base + pending`: `base` is the last anchor (the
    /// reference's leading edge inside the insets, or the last item's
    /// trailing edge) and `pending` the numbers and flexible gaps since then,
    /// signed by the reading direction (the reference's), with leading and
    /// trailing insets on the reference's leading and trailing sides. After
    /// a wall, the next item (or the trailing edge) is only kept at least
    /// `pending` away, at ``Priority/wallGap`` (or the declaration's priority
    /// if lower).
    mutating func lowerPlace<Sink: LoweringSink>(_ d: Declaration, axis: Axis, elements: [Declaration.Step], into out: inout Sink) {
        let direction = directionOf(d.reference)
        let insets = d.insets.resolved(for: direction)
        let forward = axis == .vertical || direction == .leftToRight
        let sign: Double = forward ? 1 : -1
        let leadingAttribute: Attribute = axis == .vertical ? .top : (forward ? .left : .right)
        let trailingAttribute: Attribute = axis == .vertical ? .bottom : (forward ? .right : .left)
        let startAttribute: Attribute = axis == .vertical ? .top : (forward ? .left : .right)
        let endAttribute: Attribute = axis == .vertical ? .bottom : (forward ? .right : .left)
        let start = Self.referenceEdge(startAttribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let end = Self.referenceEdge(endAttribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        let gapPriority = Swift.min(d.priority, .wallGap)

        // Physical edges whose coefficients cancel (and spacer units): in root coordinates.
        func emit(_ lhs: consuming LinearForm, _ relation: Relation, _ rhs: consuming LinearForm, argument: Int?, role: String?, priority: Priority) {
            out.accept(lhs, relation, rhs, priority: priority, from: d, argument: argument, role: role, inRootFrame: true)
        }
        /// `s·(target − cursor) >= 0`: the next item (or the end) lies at or beyond the cursor.
        func keepGap(_ target: consuming LinearForm, from cursor: consuming LinearForm, argument: Int?, role: String) {
            emit(target, forward ? .greaterThanOrEqual : .lessThanOrEqual, cursor, argument: argument, role: role, priority: gapPriority)
        }
        /// `s·(end − cursor) >= 0`, written with the cursor first, so it reads `b.right <= R.right`.
        func keepInside(_ cursor: consuming LinearForm, end: consuming LinearForm, argument: Int?, role: String) {
            emit(cursor, forward ? .lessThanOrEqual : .greaterThanOrEqual, end, argument: argument, role: role, priority: gapPriority)
        }

        var base = start
        var pending = LinearForm()
        var afterWall = false
        var placedSinceWall = false
        var placedAny = false
        var wallArgument: Int?
        var spacer: Int?
        // Hidden items and the gap beside each are left out (Sources/Arrange/Hidden).
        let skips = hidden.isEmpty ? [] : placeSkips(elements)

        for (index, element) in elements.enumerated() {
            let argument = index + 1
            if !skips.isEmpty, skips[index] {
                // A hidden item: a point at the cursor, taking no room.
                if case let .item(item) = element {
                    emit(LinearForm(item, leadingAttribute), .equal, base + pending, argument: argument, role: "hidden", priority: d.priority)
                }
                continue
            }
            switch element {
            case let .number(value):
                pending = pending + sign * value
            case let .flexible(weight):
                let unit: Int
                if let spacer { unit = spacer } else {
                    unit = makeSpacer()
                    spacer = unit
                    emit(LinearForm([.init(target: .spacer(unit), coefficient: 1)]), .greaterThanOrEqual, LinearForm(),
                         argument: argument, role: "spacer unit >= 0", priority: .required)
                }
                pending = pending + LinearForm([.init(target: .spacer(unit), coefficient: sign * weight)])
            case .wall:
                if !afterWall { wallArgument = argument }
                afterWall = true
                placedSinceWall = false
            case let .item(item):
                let edge = LinearForm(item, leadingAttribute)
                if afterWall {
                    keepGap(edge, from: base + pending, argument: wallArgument, role: "wall gap")
                } else {
                    emit(edge, .equal, base + pending, argument: argument, role: nil, priority: d.priority)
                }
                base = LinearForm(item, trailingAttribute)
                pending = LinearForm()
                afterWall = false
                placedSinceWall = true
                placedAny = true
            }
        }
        if placedSinceWall {
            emit(base + pending, .equal, end, argument: nil, role: "trailing edge", priority: d.priority)
        } else if afterWall, placedAny {
            keepInside(base + pending, end: end, argument: wallArgument, role: "wall gap")
        }
    }
}
