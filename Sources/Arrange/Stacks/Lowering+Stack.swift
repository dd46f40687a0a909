import ArrangeSolver

extension Lowering {
    /// Lowers `xStack`/`yStack` into primitive constraints, as UIStackView
    /// makes its own (see `README.md` in this folder for each one).
    ///
    /// Along the axis: the first visible item's leading edge on the
    /// stack's, the last one's trailing edge on the stack's, and between
    /// neighbours the distribution's relation; across it, the alignment's.
    /// Hidden items are left out with the spacing after them and sit, a
    /// point, where the next visible item starts.
    mutating func lowerStack<Sink: LoweringSink>(_ d: Declaration, _ stack: StackSpecification, into out: inout Sink) {
        let direction = directionOf(d.reference)
        let insets = d.insets.resolved(for: direction)
        let horizontal = stack.axis == .horizontal
        let forward = !horizontal || direction == .leftToRight
        let sign: Double = forward ? 1 : -1
        let lead: Attribute = horizontal ? (forward ? .left : .right) : .top
        let trail: Attribute = horizontal ? (forward ? .right : .left) : .bottom
        let center: Attribute = horizontal ? .centerX : .centerY
        let extent: Attribute = horizontal ? .width : .height
        // Across: top/bottom for a row; leading/trailing (physical) for a column.
        let acrossLeading = direction == .leftToRight
        let crossStart: Attribute = horizontal ? .top : (acrossLeading ? .left : .right)
        let crossEnd: Attribute = horizontal ? .bottom : (acrossLeading ? .right : .left)
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        let crossSign: Double = horizontal || acrossLeading ? 1 : -1
        func edge(_ attribute: Attribute) -> LinearForm {
            Self.referenceEdge(attribute, of: d.reference, insets: insets, withinMargins: d.withinMargins)
        }
        func emit(_ lhs: consuming LinearForm, _ relation: Relation, _ rhs: consuming LinearForm, argument: Int?, role: String?,
                  priority: Priority? = nil) {
            out.accept(lhs, relation, rhs, priority: priority ?? d.priority, from: d, argument: argument, role: role, inRootFrame: true)
        }
        /// `s·(lhs − rhs) >= 0` for a sign `s`: beyond, reading in that sign's direction.
        func beyond(_ lhs: consuming LinearForm, _ rhs: consuming LinearForm, sign s: Double, argument: Int?, role: String) {
            emit(lhs, s > 0 ? .greaterThanOrEqual : .lessThanOrEqual, rhs, argument: argument, role: role)
        }
        func weak(_ lhs: consuming LinearForm, _ rhs: consuming LinearForm, argument: Int?, role: String) {
            emit(lhs, .equal, rhs, argument: argument, role: role, priority: .barrierPull)
        }

        // The visible items (argument: the item's position, from 1) and the gap before each.
        var visible: [(ref: ItemReference, argument: Int, gap: Double)] = []
        var hiddenOnes: [(ref: ItemReference, argument: Int, before: Int)] = []
        for (index, ref) in stack.items.enumerated() {
            if isHidden(ref) {
                hiddenOnes.append((ref, index + 1, visible.count))
                continue
            }
            let gap = visible.last.map { stack.gaps[$0.argument - 1] } ?? 0
            visible.append((ref, index + 1, gap))
        }
        let start = edge(lead), end = edge(trail)

        // Along the axis.
        var unit: Int?
        func spacerUnit() -> LinearForm {
            if unit == nil {
                unit = makeSpacer()
                // Lighter than a stack's pull to fit its items: a free stack shrinks before its gaps do.
                weak(LinearForm(spacer: unit!, coefficient: 1.0 / 1024), LinearForm(), argument: nil, role: "spacing as small as it can")
            }
            return LinearForm(spacer: unit!, coefficient: 1)
        }
        if let first = visible.first, let last = visible.last {
            emit(LinearForm(first.ref, lead), .equal, start, argument: first.argument, role: "stack leading edge")
            emit(LinearForm(last.ref, trail), .equal, end, argument: last.argument, role: "stack trailing edge")
        }
        for k in visible.indices.dropFirst() {
            let p = visible[k - 1], n = visible[k]
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                emit(LinearForm(n.ref, lead), .equal, LinearForm(p.ref, trail) + sign * n.gap, argument: n.argument, role: "spacing")
            case .equalSpacing:
                let u = spacerUnit()
                emit(LinearForm(n.ref, lead), .equal, LinearForm(p.ref, trail) + u * sign, argument: n.argument, role: "equal spacing")
                // One minimum: the largest spacing (each gap is the same).
                if k == visible.indices.dropFirst().max(by: { visible[$0].gap < visible[$1].gap }) {
                    emit(u, .greaterThanOrEqual, LinearForm(constant: n.gap), argument: n.argument, role: "minimum spacing")
                }
            case .equalCentering:
                let u = spacerUnit()
                emit(LinearForm(n.ref, center), .equal, LinearForm(p.ref, center) + u * sign, argument: n.argument, role: "equal centering")
                beyond(LinearForm(n.ref, lead), LinearForm(p.ref, trail) + sign * n.gap, sign: sign, argument: n.argument, role: "minimum spacing")
            }
        }
        switch stack.distribution {
        case .fill:
            // Among equal priorities the first item stretches and the last shrinks
            // first: pulls below every priority, heavier further on.
            for k in visible.indices.dropFirst() {
                weak(LinearForm(visible[k].ref, extent) * Double(k), LinearForm(), argument: visible[k].argument, role: "fill order")
            }
        case .fillEqually:
            for k in visible.indices.dropFirst() {
                emit(LinearForm(visible[k].ref, extent), .equal, LinearForm(visible[0].ref, extent), argument: visible[k].argument, role: "fill equally")
            }
        case .fillProportionally:
            let sizes = visible.map { stack.intrinsic[$0.argument - 1] }
            let total = sizes.reduce(0, +)
            let spacing = visible.reduce(0) { $0 + $1.gap }
            // Each item's share of the room left after the spacing (every share equal when no item has a size).
            let room = (end - start) * sign + -spacing
            for k in visible.indices.dropLast() {
                let share = total > 0 ? sizes[k] / total : 1 / Double(visible.count)
                emit(LinearForm(visible[k].ref, extent), .equal, room * share, argument: visible[k].argument, role: "fill proportionally")
            }
        case .equalSpacing, .equalCentering:
            break
        }

        // Across the axis.
        let cs = edge(crossStart), ce = edge(crossEnd)
        let firstVisible = visible.first
        for item in visible {
            let argument = item.argument
            switch stack.alignment {
            case .fill:
                emit(LinearForm(item.ref, crossStart), .equal, cs, argument: argument, role: "alignment")
                emit(LinearForm(item.ref, crossEnd), .equal, ce, argument: argument, role: "alignment")
            case .leading:
                emit(LinearForm(item.ref, crossStart), .equal, cs, argument: argument, role: "alignment")
                beyond(ce, LinearForm(item.ref, crossEnd), sign: crossSign, argument: argument, role: "inside the stack")
            case .trailing:
                emit(LinearForm(item.ref, crossEnd), .equal, ce, argument: argument, role: "alignment")
                beyond(LinearForm(item.ref, crossStart), cs, sign: crossSign, argument: argument, role: "inside the stack")
            case .center:
                emit(LinearForm(item.ref, crossCenter), .equal, edge(crossCenter), argument: argument, role: "alignment")
                beyond(LinearForm(item.ref, crossStart), cs, sign: crossSign, argument: argument, role: "inside the stack")
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let firstVisible, firstVisible.ref.id != item.ref.id {
                    emit(LinearForm(item.ref, baseline), .equal, LinearForm(firstVisible.ref, baseline), argument: argument, role: "alignment")
                }
                beyond(LinearForm(item.ref, crossStart), cs, sign: crossSign, argument: argument, role: "inside the stack")
                beyond(ce, LinearForm(item.ref, crossEnd), sign: crossSign, argument: argument, role: "inside the stack")
                weak(LinearForm(item.ref, crossStart), cs, argument: argument, role: "as high as it can")
            }
        }
        if stack.alignment != .fill, !visible.isEmpty {
            // A stack whose size is free fits its items across the axis.
            weak(ce, cs, argument: nil, role: "stack fits its content")
        }

        // Hidden items: a point where the next visible item starts (or at the end).
        for h in hiddenOnes {
            let at = h.before < visible.count ? LinearForm(visible[h.before].ref, lead) : (visible.last.map { LinearForm($0.ref, trail) } ?? start)
            emit(LinearForm(h.ref, lead), .equal, at, argument: h.argument, role: "hidden")
            emit(LinearForm(h.ref, crossStart), .equal, cs, argument: h.argument, role: "hidden")
        }
    }
}
