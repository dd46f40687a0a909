import Arrange
import TestSupport

/// Makes the random operations of a fuzz run from a seed, looking at the
/// world as it is (which items are roots, which share a tree, which groups
/// exist), so that most operations make sense and a few are deliberately
/// wrong: non-finite and huge numbers, items from another tree, count
/// mismatches, an item twice in a place list, out-of-range priorities, a
/// group of another tree, a closure that throws. Besides the make verbs
/// it uses compound anchors, align and distribute, barriers, baseline and
/// margin anchors, mixed lists, numbers on the left, installs of several
/// relations, measured text items, margins, baselines, safe areas, roots
/// given one dimension, fitting queries, strict mode and pixel scales.
///
/// Every choice is an integer drawn from ``SeededGenerator``'s raw stream
/// (no hashing, no floating-point randomness), so a seed gives the same run
/// in every process.
struct FuzzGenerator {
    /// The seeded stream every choice draws from.
    var random: SeededGenerator
    /// Whether this run draws numbers far from a layout's scale: near the
    /// top of `Double`'s range (1e308, 1.5e308, 2⁻¹·greatestFiniteMagnitude;
    /// finite, but their sums and products overflow) and large magnitudes
    /// (1e15, 1e9 + 0.5, multipliers of 1e6, insets of 1e7), which cost
    /// the solver its precision. One seed in four (those ≡ 3 mod 4) is
    /// hostile; the others use numbers of a layout's scale (and NaN,
    /// infinities, 1e-300), so that they get past the numerics and explore
    /// the rest.
    let hostile: Bool

    /// The items to create: 2 or 3 trees of 20–50 items, plus 4 loose items.
    let specs: [FuzzItemSpec]
    /// The trees to build first, as (parent, child) pairs, then each root's first size.
    private var setup: [FuzzOperation] = []

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        hostile = seed % 4 == 3
        var specs: [FuzzItemSpec] = []
        var setup: [FuzzOperation] = []
        var rootsToSize: [Int] = []
        for _ in 0..<(2 + Int(random.next() % 2)) {
            let count = 20 + Int(random.next() % 31)
            let first = specs.count
            for k in 0..<count {
                let index = specs.count
                switch random.next() % 20 {
                case 0..<6: specs.append(FuzzItemSpec(name: "i\(index)", intrinsicSize: Self.size(&random)))
                case 6..<9: specs.append(FuzzItemSpec(name: "i\(index)", text: Self.text(&random)))
                default: specs.append(FuzzItemSpec(name: "i\(index)"))
                }
                if k > 0 {
                    // Parents among the earlier items of the tree, favouring the first ones: bushy trees 3–6 deep.
                    let span = Swift.max(1, k / (random.next() % 2 == 0 ? 1 : 3))
                    setup.append(.addChild(parent: first + Int(random.next() % UInt64(span)), child: index))
                }
            }
            rootsToSize.append(first)
        }
        for _ in 0..<4 {
            specs.append(FuzzItemSpec(name: "i\(specs.count)", intrinsicSize: random.next() % 2 == 0 ? Self.size(&random) : nil))
        }
        for root in rootsToSize {
            setup.append(.resize(root, to: FuzzSize(width: Double(200 + 10 * (random.next() % 81)), height: Double(200 + 10 * (random.next() % 81))), throwing: true))
        }
        // Half the trees read their frames on a pixel grid from the start (screens' scales and an odd one).
        for root in rootsToSize where random.next() % 2 == 0 {
            setup.append(.pixelScale(root, [1, 2, 3, 2.625][Int(random.next() % 4)], throwing: true))
        }
        self.specs = specs
        self.setup = setup
    }

    /// Words to wrap: 1–12 of them, 1–9 letters each (a long one now and then), with a font of a plausible advance and line height.
    private static func text(_ random: inout SeededGenerator) -> FuzzText {
        let words = (0..<(1 + random.next() % 12)).map { _ in
            String(repeating: Array("abcdefghij")[Int(random.next() % 10)], count: 1 + Int(random.next() % (random.next() % 8 == 0 ? 30 : 9)))
        }
        return FuzzText(text: words.joined(separator: " "), advance: Double(4 + random.next() % 6), lineHeight: Double(10 + random.next() % 10))
    }

    /// A plausible intrinsic size: 10…200 by 1 on each axis.
    private static func size(_ random: inout SeededGenerator) -> FuzzSize {
        FuzzSize(width: Double(10 + random.next() % 191), height: Double(10 + random.next() % 191))
    }

    // MARK: - Random choices

    mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(Swift.max(1, n))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ list: [T]) -> T { list[below(list.count)] }

    /// A number as a layout would have it, sometimes fractional, rarely huge or not finite.
    mutating func number(small: Bool = false) -> Double {
        switch below(100) {
        case 0..<82: return Double(below(small ? 9 : 81)) * 5 - (small ? 0 : 50)
        case 82..<94: return Double(below(2401) - 400) / 8
        case 94..<98: return hostile ? pick([1e308, -1e308, 1.5e308, 8.98846567431158e307, 1e15, -1e15, 123_456_789.125]) : pick([1e-300, -0.0, 0.001, 9_999.875])
        default: return pick([.nan, .infinity, -.infinity])
        }
    }

    /// A size, rarely negative, huge or not finite.
    mutating func sizeValue() -> Double {
        switch below(100) {
        case 0..<90: return Double(below(121)) * 10
        case 90..<94: return Double(below(2001)) / 4
        case 94..<96: return -Double(below(50))
        case 96..<98: return hostile ? pick([1e308, 1.5e308, 1e15, 1e9 + 0.5]) : pick([4_000, 0.001])
        default: return pick([.nan, .infinity])
        }
    }

    /// A priority: required most often, else a level, rarely out of range.
    mutating func priority() -> Int? {
        switch below(100) {
        case 0..<62: return nil
        case 62..<97: return pick([1, 50, 249, 250, 251, 500, 749, 750, 751, 900, 999, 1000])
        default: return pick([0, -1, 1001, 5000])
        }
    }

    // MARK: - Operations

    /// The next operation for `world` as it is now; `n` is its index.
    mutating func next(_ world: FuzzWorld, index n: Int) -> FuzzOperation {
        if n < setup.count { return setup[n] }
        let roots = world.roots
        while true {
            if chance(16) {
                if let op = content(world, roots: roots) { return op }
                continue
            }
            switch below(100) {
            case 0..<36: return arrange(world, roots: roots)
            case 36..<44:
                if let op = replace(world, roots: roots) { return op }
            case 44..<49:
                if !world.groups.isEmpty { return .uninstall(group: pick(world.groups).operation) }
            case 49..<61:
                let root = chance(92) ? pick(roots) : pick(world.items)
                let size: FuzzSize? = chance(3) ? nil : FuzzSize(width: sizeValue(), height: sizeValue())
                return .resize(world.index(of: root)!, to: size, throwing: chance(75))
            case 61..<68:
                let size: FuzzSize? = chance(25) ? nil : FuzzSize(width: sizeValue(), height: sizeValue())
                return .intrinsicSize(below(world.items.count), size)
            case 68..<73:
                let item = below(world.items.count)
                let h = intrinsicPriority(), v = intrinsicPriority()
                return chance(50) ? .hugging(item, horizontal: h, vertical: v) : .compressionResistance(item, horizontal: h, vertical: v)
            case 73..<81:
                if let op = move(world, roots: roots) { return op }
            case 81..<84:
                let candidates = world.items.filter { $0.parent != nil }
                if !candidates.isEmpty { return .removeFromParent(world.index(of: pick(candidates))!) }
            case 84..<89:
                return .hidden(below(world.items.count), chance(60))
            case 89..<90:
                // A root with items let go while the run holds them (a cell kept in a cache).
                let candidates = roots.filter { !$0.children.isEmpty }
                if !candidates.isEmpty { return .releaseRoot(world.index(of: pick(candidates))!) }
            default:
                let item = chance(40) ? pick(roots) : pick(world.items)
                let direction: FuzzDirection? = switch below(10) {
                case 0..<5: .rightToLeft
                case 5..<7: .leftToRight
                default: nil
                }
                return .direction(world.index(of: item)!, direction)
            }
        }
    }

    /// The operations of content, margins, baselines, the safe area and strict mode.
    private mutating func content(_ world: FuzzWorld, roots: [Item]) -> FuzzOperation? {
        let item = below(world.items.count)
        let root = world.index(of: chance(92) ? pick(roots) : pick(world.items))!
        switch below(100) {
        case 0..<26:
            let on = chance(50) ? world.index(of: reference(world, roots: roots))! : item
            return .fitting(on, width: fitting(), height: fitting())
        case 26..<40:
            switch below(10) {
            case 0..<4: return .resizeGiven(root, width: sizeValue(), height: nil)
            case 4..<8: return .resizeGiven(root, width: nil, height: sizeValue())
            case 8: return .resizeGiven(root, width: sizeValue(), height: sizeValue())
            default: return .resizeGiven(root, width: nil, height: nil)
            }
        case 40..<54:
            return .margins(item, FuzzInsets(top: marginValue(), left: marginValue(), leading: marginValue(), bottom: marginValue(), right: marginValue(), trailing: marginValue()))
        case 54..<68:
            let insets: FuzzInsets? = chance(15) ? nil : FuzzInsets(top: marginValue(), left: marginValue(), bottom: marginValue(), right: marginValue())
            return .safeArea(root, insets, throwing: chance(50))
        case 68..<80:
            if chance(20) { return .baselineOffsets(item, nil) }
            let first = chance(94) ? Double(below(41)) : number()
            return .baselineOffsets(item, FuzzBaselines(first: first, last: chance(60) ? first : first + Double(below(6)) * 12))
        case 80..<90:
            if chance(25) { return .measure(item, nil) }
            var text = FuzzText(text: pick(["", "a", "hello world", "a b c d e f g h", "supercalifragilistic expialidocious", "one two three four five six"]),
                                advance: Double(1 + below(9)), lineHeight: Double(8 + below(12)))
            if chance(8) { text.advance = hostile ? pick([1e308, 1e15, 0]) : pick([0, 0.5, -3]) }
            if chance(5) { text.lineHeight = hostile ? pick([1e308, .nan]) : pick([0, -1, .nan]) }
            return .measure(item, text)
        case 90..<95:
            return .strict(root, chance(45))
        default:
            // Screens' scales, odd ones, none; now and then one that must be refused.
            let scale: Double? = chance(10) ? pick([0, -2, .nan, .infinity, 1e7]) : chance(15) ? nil : pick([1, 2, 3, 1.5, 2.625, 0.5])
            return .pixelScale(root, scale, throwing: chance(50))
        }
    }

    /// A fitting dimension: compressed, expanded, an exact size or a target at a priority.
    mutating func fitting() -> FuzzFitting {
        switch below(100) {
        case 0..<35: return .compressed
        case 35..<50: return .expanded
        case 50..<88: return .exactly(sizeValue())
        default: return .target(sizeValue(), priority: chance(90) ? pick([1, 50, 250, 500, 749, 750, 999, 1000]) : pick([0, -1, 1001]))
        }
    }

    /// A margin or safe-area inset: small mostly, rarely negative, huge or not finite.
    mutating func marginValue() -> Double {
        switch below(100) {
        case 0..<45: return 0
        case 45..<95: return Double(below(9)) * 4
        case 95..<97: return -Double(below(20))
        case 97..<99: return hostile ? pick([1e308, 1e15, 1.5e308]) : pick([400, 0.125])
        default: return pick([.nan, .infinity])
        }
    }

    mutating func intrinsicPriority() -> Int {
        chance(95) ? pick([1, 50, 249, 250, 251, 500, 749, 750, 751, 999, 1000]) : pick([0, -1, 1001, 5000])
    }

    /// A subtree moved under an item of another tree (or elsewhere in its own), or a whole tree with its groups.
    private mutating func move(_ world: FuzzWorld, roots: [Item]) -> FuzzOperation? {
        let child: Item
        if chance(20), roots.count > 1 {
            child = pick(roots)
        } else {
            let nonRoots = world.items.filter { $0.parent != nil }
            guard !nonRoots.isEmpty else { return nil }
            child = pick(nonRoots)
        }
        let others = world.items.filter { $0.root !== child.root }
        let parents = chance(70) && !others.isEmpty ? others : world.items.filter { !$0.isDescendant(of: child) }
        guard !parents.isEmpty else { return nil }
        return .addChild(parent: world.index(of: pick(parents))!, child: world.index(of: child)!)
    }

    /// A reference item: a root or an item with children, most often.
    private mutating func reference(_ world: FuzzWorld, roots: [Item]) -> Item {
        switch below(10) {
        case 0..<5: return pick(roots.filter { !$0.children.isEmpty }.isEmpty ? roots : roots.filter { !$0.children.isEmpty })
        case 5..<9:
            let containers = world.items.filter { !$0.children.isEmpty }
            return containers.isEmpty ? pick(world.items) : pick(containers)
        default: return pick(world.items)
        }
    }

    private mutating func arrange(_ world: FuzzWorld, roots: [Item]) -> FuzzOperation {
        let on = reference(world, roots: roots)
        return .arrange(on: world.index(of: on)!, body: body(world, reference: on, depth: 0))
    }

    private mutating func replace(_ world: FuzzWorld, roots: [Item]) -> FuzzOperation? {
        guard !world.groups.isEmpty else { return nil }
        let installed = world.groups.filter(\.group.isInstalled)
        let (id, group) = chance(85) && !installed.isEmpty ? pick(installed) : pick(world.groups)
        let on = chance(85) ? (group.reference ?? pick(world.items)) : reference(world, roots: roots)
        return .replace(on: world.index(of: on)!, group: id, body: body(world, reference: on, depth: 0))
    }

    /// The items a verb on `reference` names: its children mostly, other
    /// items of its tree, now and then the tree's root (relations on the
    /// root's own anchors), rarely the reference itself or an item of another tree.
    mutating func items(_ world: FuzzWorld, reference: Item, count: Int) -> [Int] {
        let tree = world.items.filter { $0.root === reference.root && $0 !== reference }
        var result: [Int] = []
        for _ in 0..<count {
            let item: Item
            switch below(100) {
            case 0..<70 where !reference.children.isEmpty: item = pick(reference.children)
            case 94..<96: item = reference.root
            case 0..<97 where !tree.isEmpty: item = pick(tree)
            case 97..<99: item = pick(world.items)
            default: item = reference
            }
            result.append(world.index(of: item)!)
        }
        return result
    }

    mutating func item(_ world: FuzzWorld, reference: Item) -> Int { items(world, reference: reference, count: 1)[0] }
}
