import Arrange
import TestSupport

/// The make calls of a fuzz operation's body: verbs, compound anchors,
/// barriers, dimensions, free relations and place lists, each drawn from
/// the generator's seeded stream (see ``FuzzGenerator``).
extension FuzzGenerator {
    mutating func body(_ world: FuzzWorld, reference: Item, depth: Int) -> [MakeCall] {
        (0..<(1 + below(depth == 0 ? 8 : 4))).map { _ in call(world, reference: reference, depth: depth) }
    }

    mutating func call(_ world: FuzzWorld, reference: Item, depth: Int) -> MakeCall {
        switch below(1000) {
        case 0..<250: return .dimension(dimension(world, reference: reference), priority: priority())
        case 250..<450:
            return .align(pick(AlignVerb.allCases), items: items(world, reference: reference, count: 1 + below(3)), priority: priority())
        case 450..<600: return .place(vertical: chance(50), elements: placeList(world, reference: reference), priority: priority())
        case 600..<680:
            if chance(40) { return .insetEdge(chance(96) ? number(small: true) : (hostile ? pick([1.5e308, 1e308, 1e7, .nan]) : pick([500, 0.125, .nan]))) }
            return .insetEdges(FuzzInsets(top: insetValue(), left: insetValue(), leading: insetValue(), bottom: insetValue(), right: insetValue(), trailing: insetValue()))
        case 680..<720:
            switch below(3) {
            case 0: return .resetEdges(.zero)
            case 1: return .resetEdges(.saved(1 + below(3)))
            default: return .resetEdges(.insets(FuzzInsets(top: insetValue(), left: insetValue(), bottom: insetValue(), right: insetValue())))
            }
        case 720..<770 where depth < 2:
            let target = chance(80) ? item(world, reference: reference) : below(world.items.count)
            return .ref(target, body(world, reference: world.items[target], depth: depth + 1))
        case 770..<800: return .compound(compound(world, reference: reference), priority: priority())
        case 800..<820:
            let attribute = pick(Attribute.allCases.filter { $0 != .width && $0 != .height }.map(\.rawValue) + ["firstBaseline", "lastBaseline", "top", "leading"])
            return .alignItems(attribute, items: items(world, reference: reference, count: 1 + below(4)), priority: priority())
        case 820..<840:
            let gap = chance(90) ? Double(below(5)) * 4 : number()
            return .distribute(gap: gap, vertical: chance(50), items: items(world, reference: reference, count: 1 + below(4)), priority: priority())
        case 840..<865: return .barrier(barrier(world, reference: reference), priority: priority())
        case 865..<880: return .installMany((0..<(1 + below(3))).map { _ in freeRelation(world, reference: reference) }, array: chance(40))
        case 880..<890 where depth < 2:
            let target = chance(70) ? world.index(of: reference)! : item(world, reference: reference)
            return .refWithinMargins(target, body(world, reference: world.items[target], depth: depth + 1))
        case 890..<920:
            let spacing = chance(90) ? Double(below(5)) * 4 : number()
            return .stack(vertical: chance(50), items: items(world, reference: reference, count: 1 + below(4)), spacing: spacing,
                          distribution: below(StackDistribution.allCases.count), alignment: below(StackAlignment.allCases.count), priority: priority())
        case 920..<945:
            let cells = items(world, reference: reference, count: 1 + below(6))
            return .grid(FuzzGrid.generate(items: cells, hostile: hostile) { below($0) }, priority: priority())
        case 945..<965:
            return .flow(FuzzFlow.generate(items: items(world, reference: reference, count: below(8)), hostile: hostile) { below($0) }, priority: priority())
        case 965..<980:
            return .firstFitting(FuzzFit.generate(items: items(world, reference: reference, count: 1 + below(4)), hostile: hostile) { below($0) }, priority: priority())
        case 995..<1000: return .fail
        default: return .install(freeRelation(world, reference: reference), relationPriority: chance(30) ? priority() : nil, priority: chance(20) ? priority() : nil)
        }
    }

    /// Two items' compound anchors related: edges with insets, sizes scaled and shifted, centers offset.
    mutating func compound(_ world: FuzzWorld, reference: Item) -> CompoundCall {
        let kind = pick(CompoundCall.Kind.allCases)
        // Mostly an item inside the reference (or the reference's margins), as a card in a screen.
        let first = item(world, reference: reference)
        let second = chance(60) ? world.index(of: reference)! : item(world, reference: reference)
        var call = CompoundCall(kind: kind, first: first, second: second)
        call.insets = FuzzInsets(top: insetValue(), left: insetValue(), leading: insetValue(), bottom: insetValue(), right: insetValue(), trailing: insetValue())
        if kind == .size {
            call.relation = chance(50) ? .equal : pick([.lessThanOrEqual, .greaterThanOrEqual])
            call.scale = chance(60) ? 1 : pick([0.5, 2, 0.25, 0] + (hostile ? [1e308] : [3]))
            call.offset = chance(60) ? FuzzSize(width: 0, height: 0) : FuzzSize(width: number(small: true), height: number(small: true))
        } else if kind == .center, chance(40) {
            call.offset = FuzzSize(width: number(), height: number())
        }
        call.relationPriority = chance(20) ? priority() : nil
        return call
    }

    /// An anchor related to a barrier of its axis (a field after the widest label).
    mutating func barrier(_ world: FuzzWorld, reference: Item) -> BarrierCall {
        let vertical = chance(35)
        let edge = vertical ? pick(["top", "bottom"]) : pick(["left", "right", "leading", "trailing"])
        let family = positionFamily(vertical: vertical)
        let relation: FuzzRelation = switch below(10) {
        case 0..<5: .greaterThanOrEqual
        case 5..<9: .equal
        default: .lessThanOrEqual
        }
        return BarrierCall(anchor: PositionAnchor(item: item(world, reference: reference), attribute: pick(family)), relation: relation, edge: edge,
                           items: items(world, reference: reference, count: below(4) == 0 ? 0 : 1 + below(3)),
                           shift: chance(50) ? 0 : number(small: true), barrierFirst: chance(25))
    }

    /// Zero mostly, else a small inset, rarely a huge or non-finite one.
    mutating func insetValue() -> Double {
        switch below(100) {
        case 0..<60: return 0
        case 60..<98: return Double(below(7)) * 4
        case 98: return hostile ? pick([1.5e308, 1e7]) : 100
        default: return .nan
        }
    }

    mutating func dimension(_ world: FuzzWorld, reference: Item) -> DimensionCall {
        let count = 1 + below(3)
        let list = items(world, reference: reference, count: count)
        let relation = chance(60) ? FuzzRelation.equal : pick([FuzzRelation.lessThanOrEqual, .greaterThanOrEqual])
        func listCount() -> Int { chance(92) ? count : pick([0, count + 1, Swift.max(0, count - 1)]) }
        if chance(30) {
            switch below(10) {
            case 0..<5: return DimensionCall(verb: .size, items: list, relation: relation, value: .pair(sizeValue(), sizeValue()))
            case 5..<7: return DimensionCall(verb: .size, items: list, relation: .equal, value: .sizes((0..<listCount()).map { _ in FuzzSize(width: sizeValue(), height: sizeValue()) }))
            default: return DimensionCall(verb: .size, items: list, relation: relation, value: .extentPair(extent(world, reference: reference), extent(world, reference: reference)))
            }
        }
        let verb: DimensionCall.Verb = chance(50) ? .width : .height
        switch below(22) {
        case 19..<22:
            // Numbers and extents mixed, with any relation.
            let values: [MixedValue] = (0..<listCount()).map { _ in chance(50) ? .number(sizeValue()) : .extent(extent(world, reference: reference)) }
            return DimensionCall(verb: verb, items: list, relation: relation, value: .mixed(values))
        case 0..<10: return DimensionCall(verb: verb, items: list, relation: relation, value: .number(sizeValue()))
        case 10..<13: return DimensionCall(verb: verb, items: list, relation: relation, value: .numbers((0..<listCount()).map { _ in sizeValue() }))
        case 13..<19: return DimensionCall(verb: verb, items: list, relation: relation, value: .extent(extent(world, reference: reference)))
        default:
            let first = extent(world, reference: reference)
            let rest = (1..<Swift.max(1, listCount())).map { _ in extent(world, reference: reference, vertical: first.isVertical) }
            return DimensionCall(verb: verb, items: list, relation: .equal, value: .extents([first] + rest))
        }
    }

    mutating func scale() -> Double {
        chance(65) ? 1 : pick([0.5, 2, 0.25, 1.0 / 3, -1, 0, 3] + (hostile ? [1e308, 1e6] : [10]))
    }

    mutating func extent(_ world: FuzzWorld, reference: Item, vertical: Bool? = nil) -> ExtentExpression {
        let vertical = vertical ?? chance(50)
        let base: ExtentExpression.Base
        switch below(10) {
        case 0..<3: base = vertical ? .h : .w
        case 3..<8:
            let item = item(world, reference: reference)
            base = vertical ? .height(item) : .width(item)
        default:
            let family = positionFamily(vertical: vertical)
            base = .distance(PositionAnchor(item: item(world, reference: reference), attribute: pick(family)),
                             PositionAnchor(item: item(world, reference: reference), attribute: pick(family)))
        }
        return ExtentExpression(base: base, scale: scale(), shift: chance(50) ? 0 : number())
    }

    /// The position attributes one relation uses: one horizontal family
    /// (left/right or leading/trailing, with centerX) and, rarely, both.
    mutating func positionFamily(vertical: Bool) -> [PositionAnchor.Attribute] {
        if vertical {
            switch below(100) {
            case 0..<70: return [.top, .bottom, .centerY]
            case 70..<88: return [.top, .bottom, .firstBaseline, .lastBaseline]
            default: return [.top, .topMargin, .bottomMargin, .centerYWithinMargins]
            }
        }
        switch below(100) {
        case 0..<48: return [.left, .right, .centerX]
        case 48..<85: return [.leading, .trailing, .centerX]
        case 85..<91: return [.left, .leftMargin, .rightMargin, .centerXWithinMargins]
        case 91..<97: return [.leading, .leadingMargin, .trailingMargin]
        default: return [.left, .right, .leading, .trailing, .centerX]
        }
    }

    mutating func freeRelation(_ world: FuzzWorld, reference: Item) -> FreeRelation {
        let relation = chance(55) ? FuzzRelation.equal : pick([FuzzRelation.lessThanOrEqual, .greaterThanOrEqual])
        switch below(10) {
        case 0..<5:
            let vertical = chance(45)
            let family = positionFamily(vertical: vertical)
            func position(_ generator: inout FuzzGenerator) -> PositionExpression {
                PositionExpression(anchor: PositionAnchor(item: generator.item(world, reference: reference), attribute: generator.pick(family)),
                                   scale: generator.chance(85) ? 1 : generator.pick([0.5, 2, 0.25]),
                                   shift: generator.chance(40) ? 0 : generator.number(),
                                   plus: generator.chance(10) ? generator.extent(world, reference: reference, vertical: vertical) : nil)
            }
            return .positions(position(&self), relation, position(&self))
        case 5..<8:
            return .extents(extent(world, reference: reference), relation, extent(world, reference: reference))
        case 8:
            return .numberExtent(sizeValue(), relation, extent(world, reference: reference))
        default:
            return .extentNumber(extent(world, reference: reference), relation, sizeValue())
        }
    }

    /// 1–5 items with numbers, walls and flexible spacers between them.
    mutating func placeList(_ world: FuzzWorld, reference: Item) -> [PlaceStep] {
        var steps: [PlaceStep] = []
        var placed: [Int] = []
        func gap(_ generator: inout FuzzGenerator) {
            switch generator.below(10) {
            case 0..<4: steps.append(.number(generator.number(small: true)))
            case 4..<5: steps.append(.number(generator.number()))
            case 5..<7: steps.append(.flexible(generator.chance(95) ? generator.pick([1, 2, 0.5]) : generator.pick([0, -1, .nan])))
            case 7..<8: steps.append(.wall)
            default: break
            }
        }
        gap(&self)
        for _ in 0..<(1 + below(5)) {
            var next = item(world, reference: reference)
            if placed.contains(next), chance(90) { next = item(world, reference: reference) }
            if placed.contains(next), chance(80) { continue }
            steps.append(.item(next))
            placed.append(next)
            gap(&self)
        }
        return steps
    }
}
