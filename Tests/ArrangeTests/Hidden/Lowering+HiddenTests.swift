import Testing
@testable import Arrange

@Suite("hidden items in lowering: which place-list elements a hidden item leaves out")
struct LoweringHiddenTests {
    func skips(_ hidden: [Item], _ steps: [Declaration.Step]) -> [Bool] {
        var lowering = Lowering(direction: .leftToRight)
        lowering.hidden = Set(hidden.map(ObjectIdentifier.init))
        return lowering.placeSkips(steps)
    }

    @Test("the gap after a hidden item goes, or the gap before it when no item follows; walls and flexible spacers stay")
    func placeSkips() {
        let a = Item("a"), b = Item("b"), c = Item("c")
        let (ra, rb, rc) = (ItemReference(a), ItemReference(b), ItemReference(c))
        // xPlace(16, a, 8, b, 8, c): b and the 8 after it.
        #expect(skips([b], [.number(16), .item(ra), .number(8), .item(rb), .number(8), .item(rc)]) == [false, false, false, true, true, false])
        // xPlace(16, a, 8, b, 16): b last, the 8 before it; the trailing 16 stays.
        #expect(skips([b], [.number(16), .item(ra), .number(8), .item(rb), .number(16)]) == [false, false, true, true, false])
        // xPlace(a, 4, 4, b, wall, c): b before a wall, both numbers before it (they sum to one gap).
        #expect(skips([b], [.item(ra), .number(4), .number(4), .item(rb), .wall, .item(rc)]) == [false, true, true, true, false, false])
        // xPlace(a, flexible, b, flexible, c): no number beside b; the spacers stay.
        #expect(skips([b], [.item(ra), .flexible(weight: 1), .item(rb), .flexible(weight: 1), .item(rc)]) == [false, false, true, false, false])
        // Two hidden neighbours: each takes the gap after it.
        #expect(skips([a, b], [.item(ra), .number(8), .item(rb), .number(8), .item(rc)]) == [true, true, true, true, false])
    }

    @Test("a call naming a hidden item loses the constraints on its size and gives it a zero size")
    func collapse() throws {
        let (root, items) = screen("a", "b")
        let b = items[1]
        b.isHidden = true
        try root.arrange { make in make.size(b) == (100, 44); make.xLeft(b) }
        let relations = root.tree.groups.flatMap(\.constraints).map(\.relation)
        #expect(relations.contains("b.width == 0") && relations.contains("b.height == 0"))
        #expect(!relations.contains("b.width == 100"))
        #expect(relations.contains("b.left == root.left"))
    }
}
