import Arrange

/// Turns a fixture's make calls into calls on a `Make` context.
///
/// Each call passes `fileID: FILE, line: LINE` of the call in the fixture.
/// `size(…) REL (a, b)` with one number and one `w`/`h` expression (or a
/// `w`/`h` pair with `<=`/`>=`), which the make context has no single
/// operator for, is made as a `width` and a `height` call.
struct CallInterpreter {
    let fixture: Fixture
    let items: [String: Item]
    /// Insets saved by `insetEdges … saveAs`.
    var saved: [String: EdgeInsets] = [:]
    /// Set when a call cannot be played; the closure then throws to install nothing.
    var failure: FixtureError?
    /// The handles of calls with an `identifier`, in call order (a `size`
    /// call played as `width` and `height` gives two).
    var handles: [(identifier: String, handle: ConstraintHandle)] = []

    init(fixture: Fixture, items: [String: Item]) {
        self.fixture = fixture
        self.items = items
    }

    /// Why the closure stopped (the runner reports ``failure`` instead).
    struct Stop: Error {}

    mutating func apply(_ calls: [Call], to make: Make) throws(Stop) {
        for call in calls { try apply(call, to: make) }
    }

    private func item(_ name: String) -> Item { items[name]! }

    private mutating func apply(_ call: Call, to make: Make) throws(Stop) {
        let fileID = fixture.file
        let line = call.line
        let priority = call.priority.map { Priority($0) }
        func prioritised(_ declared: ConstraintHandle) {
            if let priority { declared ~ priority }
            if let identifier = call.identifier {
                declared.identifier = identifier
                handles.append((identifier, declared))
            }
        }
        switch call.kind {
        case let .size(names, relation, .pair(width, height)):
            let target = names.map(item)
            switch (width, height, relation) {
            case let (.number(w), .number(h), .equal): prioritised(make.size(target, fileID: fileID, line: line) == (w, h))
            case let (.number(w), .number(h), .lessThanOrEqual): prioritised(make.size(target, fileID: fileID, line: line) <= (w, h))
            case let (.number(w), .number(h), .greaterThanOrEqual): prioritised(make.size(target, fileID: fileID, line: line) >= (w, h))
            case let (.proxy(wAxis, wm, wc), .proxy(hAxis, hm, hc), .equal):
                let size = make.size(target, fileID: fileID, line: line)
                switch (wAxis, hAxis) {
                case (.horizontal, .horizontal): prioritised(size == (make.w * wm + wc, make.w * hm + hc))
                case (.horizontal, .vertical): prioritised(size == (make.w * wm + wc, make.h * hm + hc))
                case (.vertical, .horizontal): prioritised(size == (make.h * wm + wc, make.w * hm + hc))
                case (.vertical, .vertical): prioritised(size == (make.h * wm + wc, make.h * hm + hc))
                }
            default:
                prioritised(relate(make.width(target, fileID: fileID, line: line), relation, width, make: make))
                prioritised(relate(make.height(target, fileID: fileID, line: line), relation, height, make: make))
            }
        case let .dimension(axis, names, relation, operand):
            let target = names.map(item)
            switch (axis, operand) {
            case let (.horizontal, .single(value)):
                prioritised(relate(make.width(target, fileID: fileID, line: line), relation, value, make: make))
            case let (.vertical, .single(value)):
                prioritised(relate(make.height(target, fileID: fileID, line: line), relation, value, make: make))
            case let (.horizontal, .list(values)):
                prioritised(relate(make.width(target, fileID: fileID, line: line), relation, values))
            case let (.vertical, .list(values)):
                prioritised(relate(make.height(target, fileID: fileID, line: line), relation, values))
            case let (.horizontal, .values(values)):
                prioritised(relate(make.width(target, fileID: fileID, line: line), relation, values.map { extent($0, make: make) }))
            case let (.vertical, .values(values)):
                prioritised(relate(make.height(target, fileID: fileID, line: line), relation, values.map { extent($0, make: make) }))
            }
        case let .align(verb, names):
            let target = names.map(item)
            let declared: ConstraintHandle
            switch verb {
            case .xLeft: declared = make.xLeft(target, fileID: fileID, line: line)
            case .xRight: declared = make.xRight(target, fileID: fileID, line: line)
            case .xLeading: declared = make.xLeading(target, fileID: fileID, line: line)
            case .xTrailing: declared = make.xTrailing(target, fileID: fileID, line: line)
            case .xCenter: declared = make.xCenter(target, fileID: fileID, line: line)
            case .yTop: declared = make.yTop(target, fileID: fileID, line: line)
            case .yBottom: declared = make.yBottom(target, fileID: fileID, line: line)
            case .yCenter: declared = make.yCenter(target, fileID: fileID, line: line)
            case .center: declared = make.center(target, fileID: fileID, line: line)
            case .xEqual: declared = make.xEqual(target, fileID: fileID, line: line)
            case .yEqual: declared = make.yEqual(target, fileID: fileID, line: line)
            case .equal: declared = make.equal(target, fileID: fileID, line: line)
            case .yFirstBaseline: declared = make.yFirstBaseline(target, fileID: fileID, line: line)
            case .yLastBaseline: declared = make.yLastBaseline(target, fileID: fileID, line: line)
            }
            prioritised(declared)
        case let .place(axis, elements):
            let list: [any PlaceElementConvertible] = elements.map { element -> any PlaceElementConvertible in
                switch element {
                case let .number(n): return n
                case let .item(name): return item(name)
                case .wall: return make.wall
                case .divider: return make.divider
                case let .flexible(weight): return weight == 1 ? make.flexible : make.flexible * weight
                }
            }
            prioritised(axis == .horizontal ? make.xPlace(list, fileID: fileID, line: line) : make.yPlace(list, fileID: fileID, line: line))
        case let .insetEdges(insets, saveAs):
            let previous = insets.top == insets.left && insets.left == insets.bottom && insets.bottom == insets.right && insets.leading == 0 && insets.trailing == 0
                ? make.insetEdges(edge: insets.top, fileID: fileID, line: line)
                : make.insetEdges(top: insets.top, left: insets.left, leading: insets.leading, bottom: insets.bottom, right: insets.right,
                                  trailing: insets.trailing, fileID: fileID, line: line)
            if let saveAs { saved[saveAs] = previous }
        case let .resetEdges(target):
            switch target {
            case let .saved(name):
                guard let insets = saved[name] else {
                    failure = .malformed(file: fixture.file, path: call.path.appending("resetEdges"),
                                         expected: "the name given to an earlier insetEdges with \"saveAs\" ("
                                             + Snippet.list(saved.keys.sorted()) + ")",
                                         found: Snippet.quoted(name))
                    throw Stop()
                }
                make.resetEdges(insets, fileID: fileID, line: line)
            case let .insets(i):
                make.resetEdges(EdgeInsets(top: i.top, left: i.left, leading: i.leading, bottom: i.bottom, right: i.right, trailing: i.trailing),
                                fileID: fileID, line: line)
            }
        case let .ref(name, calls):
            try apply(calls, to: make.ref(item(name), fileID: fileID, line: line))
        case let .refWithinMargins(name, calls):
            try apply(calls, to: make.refWithinMargins(item(name), fileID: fileID, line: line))
        case let .install(relation):
            var built = anchorRelation(relation)
            if let priority { built = built ~ priority }
            let handle = make.install(built, fileID: fileID, line: line)
            if let identifier = call.identifier {
                handle.identifier = identifier
                handles.append((identifier, handle))
            }
        case let .alignItems(anchor, names):
            prioritised(make.align(Attribute(rawValue: anchor.rawValue)!, names.map(item), fileID: fileID, line: line))
        case let .distribute(axis, gap, names):
            prioritised(make.distribute(by: gap, axis == .horizontal ? .horizontal : .vertical, names.map(item), fileID: fileID, line: line))
        case let .stack(stack):
            prioritised(self.stack(stack, make: make, fileID: fileID, line: line))
        case let .grid(g):
            prioritised(grid(g, make: make, fileID: fileID, line: line))
        case let .flow(names, spacing, lineSpacing, alignment, rowAlignment, wrap):
            prioritised(make.flow(names.map(item), spacing: spacing, lineSpacing: lineSpacing, alignment: FlowAlignment(rawValue: alignment)!,
                                  rowAlignment: VerticalAlignment(rawValue: rowAlignment)!, wrap: FlowWrap(rawValue: wrap)!, fileID: fileID, line: line))
        case let .firstFitting(axes, alternatives):
            prioritised(try firstFitting(axes, alternatives, make: make, fileID: fileID, line: line))
        case let .installBarrier(relation):
            prioritised(make.install(barrierRelation(relation, make: make), fileID: fileID, line: line))
        case let .installCompound(relation):
            prioritised(make.install(compoundRelation(relation), fileID: fileID, line: line))
        }
    }

    // MARK: - Values

    /// `target REL value`, where a `w`/`h` value is `make.w` or `make.h`
    /// (by the value's own axis: a height may follow `w`) scaled and shifted.
    private func relate<A>(_ target: DimensionTarget<A>, _ relation: RelationValue, _ value: DimensionValue, make: Make) -> ConstraintHandle {
        switch value {
        case let .number(n):
            switch relation {
            case .equal: return target == n
            case .lessThanOrEqual: return target <= n
            case .greaterThanOrEqual: return target >= n
            }
        case let .proxy(.horizontal, multiplier, constant):
            return relate(target, relation, make.w * multiplier + constant)
        case let .proxy(.vertical, multiplier, constant):
            return relate(target, relation, make.h * multiplier + constant)
        }
    }

    private func relate<A, E>(_ target: DimensionTarget<A>, _ relation: RelationValue, _ anchor: Anchor<E, Extent>) -> ConstraintHandle {
        switch relation {
        case .equal: return target == anchor
        case .lessThanOrEqual: return target <= anchor
        case .greaterThanOrEqual: return target >= anchor
        }
    }

    /// A number, or `make.w` / `make.h` scaled and shifted, as a list element.
    private func extent(_ value: DimensionValue, make: Make) -> any ExtentConvertible {
        switch value {
        case let .number(n): n
        case let .proxy(.horizontal, multiplier, constant): make.w * multiplier + constant
        case let .proxy(.vertical, multiplier, constant): make.h * multiplier + constant
        }
    }

    private func relate<A>(_ target: DimensionTarget<A>, _ relation: RelationValue, _ values: [any ExtentConvertible]) -> ConstraintHandle {
        switch relation {
        case .equal: return target == values
        case .lessThanOrEqual: return target <= values
        case .greaterThanOrEqual: return target >= values
        }
    }

    private func relate<A>(_ target: DimensionTarget<A>, _ relation: RelationValue, _ values: [Double]) -> ConstraintHandle {
        switch relation {
        case .equal: return target == values
        case .lessThanOrEqual: return target <= values
        case .greaterThanOrEqual: return target >= values
        }
    }

    // MARK: - Free relations

    private func anchorRelation(_ r: AnchorRelationValue) -> Arrange.AnchorRelation {
        switch (r.lhs.anchor.axis, r.lhs.anchor.isSize) {
        case (.horizontal, false): return relate(hPosition(r.lhs), r.relation, r.rhs.map { hPosition($0) * r.multiplier + r.constant }!)
        case (.vertical, false): return relate(vPosition(r.lhs), r.relation, r.rhs.map { vPosition($0) * r.multiplier + r.constant }!)
        case (.horizontal, true):
            return relateExtent(item(r.lhs.item).width, r)
        case (.vertical, true):
            return relateExtent(item(r.lhs.item).height, r)
        }
    }

    /// `lhs REL k · rhs + c` for a size on the left; the right-hand size may be of either axis.
    private func relateExtent<A>(_ lhs: Anchor<A, Extent>, _ r: AnchorRelationValue) -> Arrange.AnchorRelation {
        guard let rhs = r.rhs else { return relate(lhs, r.relation, constant: r.constant) }
        let other = item(rhs.item)
        return rhs.anchor.axis == .horizontal
            ? relate(lhs, r.relation, extent: other.width * r.multiplier + r.constant)
            : relate(lhs, r.relation, extent: other.height * r.multiplier + r.constant)
    }

    private func relate<A, B>(_ lhs: Anchor<A, Extent>, _ relation: RelationValue, extent rhs: Anchor<B, Extent>) -> Arrange.AnchorRelation {
        switch relation {
        case .equal: return lhs == rhs
        case .lessThanOrEqual: return lhs <= rhs
        case .greaterThanOrEqual: return lhs >= rhs
        }
    }

    /// The horizontal position anchor `ref` names (edges, centre, margins).
    func hPosition(_ ref: AnchorRef) -> Anchor<Horizontal, Position> {
        let i = item(ref.item)
        switch ref.anchor {
        case .left: return i.left
        case .right: return i.right
        case .leading: return i.leading
        case .trailing: return i.trailing
        case .leftMargin: return i.leftMargin
        case .rightMargin: return i.rightMargin
        case .leadingMargin: return i.leadingMargin
        case .trailingMargin: return i.trailingMargin
        case .centerXWithinMargins: return i.centerXWithinMargins
        default: return i.centerX
        }
    }

    /// The vertical position anchor `ref` names (edges, centre, baselines, margins).
    func vPosition(_ ref: AnchorRef) -> Anchor<Vertical, Position> {
        let i = item(ref.item)
        switch ref.anchor {
        case .top: return i.top
        case .bottom: return i.bottom
        case .firstBaseline: return i.firstBaseline
        case .lastBaseline: return i.lastBaseline
        case .topMargin: return i.topMargin
        case .bottomMargin: return i.bottomMargin
        case .centerYWithinMargins: return i.centerYWithinMargins
        default: return i.centerY
        }
    }

    private func relate<A, K>(_ lhs: Anchor<A, K>, _ relation: RelationValue, _ rhs: Anchor<A, K>) -> Arrange.AnchorRelation {
        switch relation {
        case .equal: return lhs == rhs
        case .lessThanOrEqual: return lhs <= rhs
        case .greaterThanOrEqual: return lhs >= rhs
        }
    }

    private func relate<A>(_ lhs: Anchor<A, Extent>, _ relation: RelationValue, constant: Double) -> Arrange.AnchorRelation {
        switch relation {
        case .equal: return lhs == constant
        case .lessThanOrEqual: return lhs <= constant
        case .greaterThanOrEqual: return lhs >= constant
        }
    }
}
