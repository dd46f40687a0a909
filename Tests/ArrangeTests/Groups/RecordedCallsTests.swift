import Testing
@testable import Arrange

@Suite("Every mistake of a closure, overflows found while lowering included, in the order written")
struct RecordedCallsTests {
    /// The kind of each error of `error` (its members for `.multiple`), with the verb where it has one.
    private func kinds(_ error: ArrangeError?) -> [String] {
        func kind(_ e: ArrangeError) -> String {
            switch e {
            case let .nonFiniteSum(verb, _, _, _): "nonFiniteSum \(verb)"
            case let .foreignItem(_, _, _, verb, _): "foreignItem \(verb)"
            case let .countMismatch(verb, _, _, _): "countMismatch \(verb)"
            default: "\(e)"
            }
        }
        guard let error else { return [] }
        if case let .multiple(all) = error { return all.map(kind) }
        return [kind(error)]
    }

    @Test("an overflowing place list beside an item of another tree: both, in the order written (issue 26)")
    func overflowBesideForeignItem() throws {
        let root = Item("root"), a = Item("a"), stranger = Item("stranger")
        root.addChild(a)
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.xPlace(1.5e308, 1.5e308, a); make.width(stranger) == 10 }
        }
        // 1.5e308 + 1.5e308 is past Double's largest (1.8e308): the sum is infinite.
        #expect(kinds(error) == ["nonFiniteSum xPlace", "foreignItem width"])
        #expect(root.tree.groups.isEmpty)
    }

    @Test("a width past 1e100 and an overflowing install are reported beside other mistakes, after those written before them")
    func overflowsInOrder() throws {
        let root = Item("root"), a = Item("a"), stranger = Item("stranger")
        root.addChild(a)
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.width(stranger) == 10
                make.width(a) == 1e200
                make.width(a, root) == [1, 2, 3]
                make.install(a.height == a.width * 1e101)
            }
        }
        #expect(kinds(error) == ["foreignItem width", "nonFiniteSum width", "countMismatch width", "nonFiniteSum install"])
    }

    @Test("two overflowing calls and no other mistake: both, not the solver's first alone")
    func everyOverflow() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in make.size(items) == (10, 10) }
        let before = frameBits([root] + items)
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.width(items[0]) == 1e200; make.xPlace(1e308, 1e308, items[1]) }
        }
        #expect(kinds(error) == ["nonFiniteSum width", "nonFiniteSum xPlace"])
        #expect(frameBits([root] + items) == before)
        // One overflow alone is the solver's error, as before.
        let single = #expect(throws: ArrangeError.self) { try root.arrange { make in make.width(items[0]) == 1e200 } }
        #expect(kinds(single) == ["nonFiniteSum width"])
    }

    @Test("a closure without mistakes lowers nothing twice and installs")
    func noMistakes() throws {
        let (root, items) = screen("a")
        try root.arrange { make in make.size(items) == (10, 20); make.xLeft(items); make.yTop(items) }
        #expect(items[0].frame == Rect(x: 0, y: 0, width: 10, height: 20))
    }
}
