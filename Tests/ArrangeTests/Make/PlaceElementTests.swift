import Testing
import Arrange

@Suite("Place lists accept numbers, items, walls and weighted spacers")
struct PlaceElementTests {
    @Test("conversions to place elements")
    func conversions() {
        let a = Item("a")
        func isNumber(_ e: PlaceElement, _ v: Double) -> Bool { if case let .number(x) = e { x == v } else { false } }
        #expect(isNumber(20.placeElement, 20) && isNumber(2.5.placeElement, 2.5))
        if case let .item(item) = a.placeElement { #expect(item === a) } else { Issue.record("an item converts to .item") }
        if case .wall = PlaceElement.wall.placeElement {} else { Issue.record("a wall stays a wall") }
    }

    @Test("flexible spacers scale by weight from either side")
    func weights() {
        #expect(Flexible().weight == 1)
        #expect((Flexible() * 2).weight == 2 && (3 * Flexible()).weight == 3 && (Flexible() / 4).weight == 0.25)
        if case let .flexible(weight) = (Flexible() * 2).placeElement { #expect(weight == 2) } else { Issue.record("a spacer converts to .flexible") }
    }
}
