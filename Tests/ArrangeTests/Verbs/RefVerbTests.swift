import Testing
import Arrange

@Suite("ref arranges items relative to another item")
struct RefVerbTests {
    @Test("ref(card) aligns a sibling to the card, with zero insets of its own")
    func siblings() throws {
        let (root, items) = screen("card", "label", "badge")
        let (card, label, badge) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.insetEdges(edge: 50)
            make.xLeft(card); make.yTop(card); make.size(card) == (200, 100)
            let inCard = make.ref(card)
            #expect(inCard.insets == .zero)
            inCard.insetEdges(edge: 8)
            inCard.equal(label)
            make.ref(card).xRight(badge)
            make.ref(card).yTop(badge)
            make.size(badge) == (10, 10)
        }
        expectFrame(card, 50, 50, 200, 100)
        expectFrame(label, 58, 58, 184, 84)
        expectFrame(badge, 240, 50, 10, 10)
    }

    @Test("ref's make.w is the referenced item's width")
    func proxies() throws {
        let (root, items) = screen("card", "label")
        try root.arrange { make in
            make.equal(items[0])
            let card = make.ref(items[0])
            card.xLeft(items[1]); card.yTop(items[1])
            card.size(items[1]) == (card.w * 0.5, card.h * 0.25)
        }
        expectFrame(items[1], 0, 0, 187.5, 150.75)
    }
}
