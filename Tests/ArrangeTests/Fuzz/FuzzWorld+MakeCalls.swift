import Arrange
import TestSupport

/// The make calls of a fuzz operation performed on a make context: each
/// generated call turned into the verb, anchor or relation it names.
extension FuzzWorld {
    /// Performs the calls of a closure body on one make context.
    func perform(_ calls: [MakeCall], on make: Make) throws {
        var saved: [EdgeInsets] = []
        for call in calls { try perform(call, on: make, saved: &saved) }
    }

    func perform(_ call: MakeCall, on make: Make, saved: inout [EdgeInsets]) throws {
        switch call {
        case let .dimension(dimension, priority):
            prioritize(relate(dimension, make), priority)
        case let .align(verb, indices, priority):
            prioritize(align(verb, indices.map { items[$0] }, make), priority)
        case let .place(vertical, elements, priority):
            let list: [any PlaceElementConvertible] = elements.map { step in
                switch step {
                case let .number(value): value
                case let .item(index): items[index]
                case .wall: make.wall
                case let .flexible(weight): make.flexible * weight
                }
            }
            prioritize(vertical ? make.yPlace(list) : make.xPlace(list), priority)
        case let .insetEdges(insets):
            let e = insets.insets
            saved.append(make.insetEdges(top: e.top, left: e.left, leading: e.leading, bottom: e.bottom, right: e.right, trailing: e.trailing))
        case let .insetEdge(edge):
            saved.append(make.insetEdges(edge: edge))
        case let .resetEdges(target):
            switch target {
            case .zero: make.resetEdges()
            case let .saved(k): make.resetEdges(k >= 1 && k <= saved.count ? saved[k - 1] : .zero)
            case let .insets(insets): make.resetEdges(insets.insets)
            }
        case let .ref(index, calls):
            try perform(calls, on: make.ref(items[index]))
        case let .refWithinMargins(index, calls):
            try perform(calls, on: make.refWithinMargins(items[index]))
        case let .compound(call, priority):
            var built = compound(call)
            if let p = call.relationPriority { built = built ~ Priority(p) }
            prioritize(make.install(built), priority)
        case let .alignItems(attribute, indices, priority):
            prioritize(make.align(Attribute(rawValue: attribute)!, indices.map { items[$0] }), priority)
        case let .distribute(gap, vertical, indices, priority):
            prioritize(make.distribute(by: gap, vertical ? .vertical : .horizontal, indices.map { items[$0] }), priority)
        case let .barrier(call, priority):
            prioritize(make.install(barrier(call, make)), priority)
        case let .stack(vertical, indices, spacing, distribution, alignment, priority):
            let list = indices.map { items[$0] }
            let d = StackDistribution.allCases[distribution], a = StackAlignment.allCases[alignment]
            prioritize(vertical ? make.yStack(list, spacing: spacing, distribution: d, alignment: a)
                                : make.xStack(list, spacing: spacing, distribution: d, alignment: a), priority)
        case let .grid(grid, priority):
            prioritize(grid.build(make, items: items), priority)
        case let .flow(flow, priority):
            prioritize(flow.build(make, items: items), priority)
        case let .firstFitting(fit, priority):
            prioritize(fit.build(make, items: items), priority)
        case let .installMany(relations, array):
            let built = relations.map { relation($0, make) }
            // The generator makes 1–3 relations.
            switch (array, built.count) {
            case (false, 2): _ = make.install(built[0], built[1])
            case (false, 3): _ = make.install(built[0], built[1], built[2])
            default: _ = make.install(built)
            }
        case let .install(relation, relationPriority, priority):
            var built = self.relation(relation, make)
            if let relationPriority { built = built ~ Priority(relationPriority) }
            prioritize(make.install(built), priority)
        case .fail:
            throw FuzzBodyError()
        }
    }

    func prioritize(_ declared: Declared, _ priority: Int?) {
        if let priority { declared ~ Priority(priority) }
    }

    func align(_ verb: AlignVerb, _ list: [Item], _ make: Make) -> Declared {
        switch verb {
        case .xLeft: make.xLeft(list)
        case .xRight: make.xRight(list)
        case .xLeading: make.xLeading(list)
        case .xTrailing: make.xTrailing(list)
        case .yTop: make.yTop(list)
        case .yBottom: make.yBottom(list)
        case .xCenter: make.xCenter(list)
        case .yCenter: make.yCenter(list)
        case .center: make.center(list)
        case .xEqual: make.xEqual(list)
        case .yEqual: make.yEqual(list)
        case .equal: make.equal(list)
        case .yFirstBaseline: make.yFirstBaseline(list)
        case .yLastBaseline: make.yLastBaseline(list)
        }
    }

    /// A compound relation built with the anchors' operators.
    func compound(_ c: CompoundCall) -> CompoundRelation {
        let (a, b, e) = (items[c.first], items[c.second], c.insets)
        switch c.kind {
        case .edges: return a.edges == b.edges.inset(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
        case .edgesWithinMargins: return a.edges == b.edgesWithinMargins.inset(top: e.top, left: e.left, bottom: e.bottom, right: e.right)
        case .directionalEdges: return a.directionalEdges == b.directionalEdges.inset(top: e.top, leading: e.leading, bottom: e.bottom, trailing: e.trailing)
        case .horizontalEdges: return a.horizontalEdges == b.horizontalEdges.inset(left: e.left, right: e.right)
        case .verticalEdges: return a.verticalEdges == b.verticalEdges.inset(top: e.top, bottom: e.bottom)
        case .center: return a.center == b.center + Point(x: c.offset.width, y: c.offset.height)
        case .size:
            let rhs: SizeAnchor = b.size * c.scale + c.offset.size
            let lhs: SizeAnchor = a.size
            switch c.relation {
            case .equal: return lhs == rhs
            case .lessThanOrEqual: return lhs <= rhs
            case .greaterThanOrEqual: return lhs >= rhs
            }
        }
    }

    /// A barrier relation built with the operators (the generator keeps the anchor on the barrier's axis).
    func barrier(_ call: BarrierCall, _ make: Make) -> BarrierRelation {
        let list = call.items.map { items[$0] }
        func relate<A>(_ a: Anchor<A, Position>, _ b: Barrier<A>) -> BarrierRelation {
            let b = call.shift < 0 ? b - (-call.shift) : (call.shift == 0 ? b : b + call.shift)
            switch (call.relation, call.barrierFirst) {
            case (.equal, false): return a == b
            case (.lessThanOrEqual, false): return a <= b
            case (.greaterThanOrEqual, false): return a >= b
            case (.equal, true): return b == a
            case (.lessThanOrEqual, true): return b <= a
            case (.greaterThanOrEqual, true): return b >= a
            }
        }
        switch position(call.anchor) {
        case let .horizontal(a):
            let edge: HorizontalEdge = switch call.edge {
            case "left": .left
            case "right": .right
            case "leading": .leading
            default: .trailing
            }
            return relate(a, make.barrier(edge, of: list))
        case let .vertical(a):
            return relate(a, make.barrier(call.edge == "top" ? .top : .bottom, of: list))
        }
    }

    /// Performs a dimension verb (the generator makes only shapes the verb has an overload for).
    func relate(_ call: DimensionCall, _ make: Make) -> Declared {
        let list = call.items.map { items[$0] }
        switch call.verb {
        case .width: return relate(make.width(list), call.relation, call.value, make)
        case .height: return relate(make.height(list), call.relation, call.value, make)
        case .size:
            let target = make.size(list)
            switch (call.value, call.relation) {
            case let (.pair(a, b), .equal): return target == (a, b)
            case let (.pair(a, b), .lessThanOrEqual): return target <= (a, b)
            case let (.pair(a, b), .greaterThanOrEqual): return target >= (a, b)
            case let (.sizes(sizes), _): return target == sizes.map(\.size)
            case let (.extentPair(a, b), relation):
                func pair<W: ExtentConvertible, H: ExtentConvertible>(_ w: W, _ h: H) -> Declared {
                    switch relation {
                    case .equal: target == (w, h)
                    case .lessThanOrEqual: target <= (w, h)
                    case .greaterThanOrEqual: target >= (w, h)
                    }
                }
                switch (extent(a, make), extent(b, make)) {
                case let (.horizontal(x), .horizontal(y)): return pair(x, y)
                case let (.horizontal(x), .vertical(y)): return pair(x, y)
                case let (.vertical(x), .horizontal(y)): return pair(x, y)
                case let (.vertical(x), .vertical(y)): return pair(x, y)
                }
            default: preconditionFailure("FuzzWorld: make.size(…) \(call.relation.rawValue) \(call.value) has no overload (the generator never makes it)")
            }
        }
    }

    func relate<A>(_ target: DimensionTarget<A>, _ relation: FuzzRelation, _ value: DimensionCall.Value, _ make: Make) -> Declared {
        switch (value, relation) {
        case let (.number(c), .equal): return target == c
        case let (.number(c), .lessThanOrEqual): return target <= c
        case let (.number(c), .greaterThanOrEqual): return target >= c
        case let (.numbers(cs), .equal): return target == cs
        case let (.numbers(cs), .lessThanOrEqual): return target <= cs
        case let (.numbers(cs), .greaterThanOrEqual): return target >= cs
        case let (.extent(e), _):
            func to<E>(_ x: Anchor<E, Extent>) -> Declared {
                switch relation {
                case .equal: target == x
                case .lessThanOrEqual: target <= x
                case .greaterThanOrEqual: target >= x
                }
            }
            switch extent(e, make) {
            case let .horizontal(x): return to(x)
            case let .vertical(x): return to(x)
            }
        case let (.mixed(values), _):
            let list: [any ExtentConvertible] = values.map { value in
                switch value {
                case let .number(c): c
                case let .extent(e): convertible(extent(e, make))
                }
            }
            switch relation {
            case .equal: return target == list
            case .lessThanOrEqual: return target <= list
            case .greaterThanOrEqual: return target >= list
            }
        case let (.extents(es), _):
            let built = es.map { extent($0, make) }
            let horizontal = built.compactMap { if case let .horizontal(x) = $0 { x } else { nil } }
            let vertical = built.compactMap { if case let .vertical(x) = $0 { x } else { nil } }
            if horizontal.count == built.count { return target == horizontal }
            if vertical.count == built.count { return target == vertical }
            preconditionFailure("FuzzWorld: a list of extents of both axes (the generator never makes one)")
        default:
            preconditionFailure("FuzzWorld: make.width/height(…) \(relation.rawValue) \(value) has no overload (the generator never makes it)")
        }
    }

    /// An extent built with the make DSL's operators.
    enum BuiltExtent {
        case horizontal(Anchor<Horizontal, Extent>)
        case vertical(Anchor<Vertical, Extent>)
    }

    /// An extent as a list element.
    func convertible(_ e: BuiltExtent) -> any ExtentConvertible {
        switch e {
        case let .horizontal(x): x
        case let .vertical(x): x
        }
    }

    /// A position built with the make DSL's operators.
    enum BuiltPosition {
        case horizontal(Anchor<Horizontal, Position>)
        case vertical(Anchor<Vertical, Position>)
    }

    func extent(_ e: ExtentExpression, _ make: Make) -> BuiltExtent {
        func finish<A>(_ a: Anchor<A, Extent>) -> Anchor<A, Extent> {
            var a = a
            if e.scale != 1 { a = a * e.scale }
            if e.shift != 0 { a = e.shift < 0 ? a - (-e.shift) : a + e.shift }
            return a
        }
        switch e.base {
        case .w: return .horizontal(finish(make.w))
        case .h: return .vertical(finish(make.h))
        case let .width(index): return .horizontal(finish(items[index].width))
        case let .height(index): return .vertical(finish(items[index].height))
        case let .distance(a, b):
            switch (position(a), position(b)) {
            case let (.horizontal(x), .horizontal(y)): return .horizontal(finish(x - y))
            case let (.vertical(x), .vertical(y)): return .vertical(finish(x - y))
            default: preconditionFailure("FuzzWorld: a distance between positions of two axes (the generator never makes one)")
            }
        }
    }

    func position(_ anchor: PositionAnchor) -> BuiltPosition {
        let item = items[anchor.item]
        switch anchor.attribute {
        case .left: return .horizontal(item.left)
        case .right: return .horizontal(item.right)
        case .leading: return .horizontal(item.leading)
        case .trailing: return .horizontal(item.trailing)
        case .centerX: return .horizontal(item.centerX)
        case .top: return .vertical(item.top)
        case .bottom: return .vertical(item.bottom)
        case .centerY: return .vertical(item.centerY)
        case .firstBaseline: return .vertical(item.firstBaseline)
        case .lastBaseline: return .vertical(item.lastBaseline)
        case .leftMargin: return .horizontal(item.leftMargin)
        case .rightMargin: return .horizontal(item.rightMargin)
        case .leadingMargin: return .horizontal(item.leadingMargin)
        case .trailingMargin: return .horizontal(item.trailingMargin)
        case .centerXWithinMargins: return .horizontal(item.centerXWithinMargins)
        case .topMargin: return .vertical(item.topMargin)
        case .bottomMargin: return .vertical(item.bottomMargin)
        case .centerYWithinMargins: return .vertical(item.centerYWithinMargins)
        }
    }

    func position(_ p: PositionExpression, _ make: Make) -> BuiltPosition {
        func finish<A>(_ a: Anchor<A, Position>, plus: Anchor<A, Extent>?) -> Anchor<A, Position> {
            var a = a
            if p.scale != 1 { a = a * p.scale }
            if let plus { a = a + plus }
            if p.shift != 0 { a = p.shift < 0 ? a - (-p.shift) : a + p.shift }
            return a
        }
        let plus = p.plus.map { extent($0, make) }
        switch position(p.anchor) {
        case let .horizontal(a):
            if case let .horizontal(e)? = plus { return .horizontal(finish(a, plus: e)) }
            return .horizontal(finish(a, plus: nil))
        case let .vertical(a):
            if case let .vertical(e)? = plus { return .vertical(finish(a, plus: e)) }
            return .vertical(finish(a, plus: nil))
        }
    }

    func relation(_ r: FreeRelation, _ make: Make) -> AnchorRelation {
        func relate<A, K>(_ a: Anchor<A, K>, _ relation: FuzzRelation, _ b: Anchor<A, K>) -> AnchorRelation {
            switch relation {
            case .equal: a == b
            case .lessThanOrEqual: a <= b
            case .greaterThanOrEqual: a >= b
            }
        }
        func across<A, B>(_ a: Anchor<A, Extent>, _ relation: FuzzRelation, _ b: Anchor<B, Extent>) -> AnchorRelation {
            switch relation {
            case .equal: a == b
            case .lessThanOrEqual: a <= b
            case .greaterThanOrEqual: a >= b
            }
        }
        switch r {
        case let .positions(p, relation, q):
            switch (position(p, make), position(q, make)) {
            case let (.horizontal(a), .horizontal(b)): return relate(a, relation, b)
            case let (.vertical(a), .vertical(b)): return relate(a, relation, b)
            default: preconditionFailure("FuzzWorld: a relation between positions of two axes (the generator never makes one)")
            }
        case let .extents(p, relation, q):
            switch (extent(p, make), extent(q, make)) {
            case let (.horizontal(a), .horizontal(b)): return relate(a, relation, b)
            case let (.vertical(a), .vertical(b)): return relate(a, relation, b)
            case let (.horizontal(a), .vertical(b)): return across(a, relation, b)
            case let (.vertical(a), .horizontal(b)): return across(a, relation, b)
            }
        case let .extentNumber(p, relation, c):
            func number<A>(_ a: Anchor<A, Extent>) -> AnchorRelation {
                switch relation {
                case .equal: a == c
                case .lessThanOrEqual: a <= c
                case .greaterThanOrEqual: a >= c
                }
            }
            switch extent(p, make) {
            case let .horizontal(a): return number(a)
            case let .vertical(a): return number(a)
            }
        case let .numberExtent(c, relation, p):
            func number<A>(_ a: Anchor<A, Extent>) -> AnchorRelation {
                switch relation {
                case .equal: c == a
                case .lessThanOrEqual: c <= a
                case .greaterThanOrEqual: c >= a
                }
            }
            switch extent(p, make) {
            case let .horizontal(a): return number(a)
            case let .vertical(a): return number(a)
            }
        }
    }
}
