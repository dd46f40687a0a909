import Testing
import Arrange

@Suite("margins and margin anchors")
struct ItemMarginsTests {
    /// A card filling a 375×603 root, with margins top 10, left 20, bottom 30, right 40, and a child.
    func card() throws -> (Item, Item, Item) {
        let (root, items) = screen("card")
        let card = items[0], content = Item("content")
        card.addChild(content)
        card.margins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        return (root, card, content)
    }

    @Test("content.edges == card.edgesWithinMargins")
    func edgesWithinMargins() throws {
        let (root, card, content) = try card()
        try root.arrange { make in
            make.equal(card)
            make.install(content.edges == card.edgesWithinMargins)
        }
        expectFrame(content, 20, 10, 315, 563)     // 375 − 60, 603 − 40
        card.margins = EdgeInsets(edge: 5)
        expectFrame(content, 5, 5, 365, 593)
    }

    @Test("each margin anchor, and the centres within the margins")
    func anchors() throws {
        let (root, card, content) = try card()
        let dot = Item("dot")
        card.addChild(dot)
        try root.arrange { make in
            make.equal(card)
            make.size(content, dot) == (10, 10)
            make.install(content.left == card.leftMargin, content.bottom == card.bottomMargin)
            make.install(dot.centerX == card.centerXWithinMargins, dot.centerY == card.centerYWithinMargins)
        }
        expectFrame(content, 20, 563, 10, 10)       // bottom 603 − 30
        expectFrame(dot, 172.5, 286.5, 10, 10)     // centre (20 + 315/2, 10 + 563/2) = (177.5, 291.5)
    }

    @Test("leading and trailing margins follow the item's direction")
    func directional() throws {
        let (root, card, content) = try card()
        card.margins = EdgeInsets(leading: 24, trailing: 8)
        card.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.equal(card)
            make.size(content) == (10, 10)
            make.yTop(content)
            make.install(content.leading == card.leadingMargin)
        }
        expectFrame(content, 341, 0, 10, 10)        // right edge 375 − 24
        card.layoutDirection = .leftToRight
        expectFrame(content, 24, 0, 10, 10)
    }

    @Test("refWithinMargins: verbs, place lists and make.w measure from the margins")
    func refWithinMargins() throws {
        let (root, card, content) = try card()
        let b = Item("b")
        card.addChild(b)
        try root.arrange { make in
            make.equal(card)
            let inner = make.refWithinMargins(card)
            inner.yTop(content, b)
            inner.height(content, b) == 20
            inner.width(content) == inner.w / 3
            inner.xPlace(content, 8, b)
        }
        expectFrame(content, 20, 10, 105, 20)      // 315 / 3
        expectFrame(b, 133, 10, 202, 20)           // 20 + 105 + 8 … 375 − 40
        card.margins = .zero
        expectFrame(content, 0, 0, 125, 20)
    }

    @Test("non-finite margins are refused; the old ones stay")
    func refused() throws {
        let (_, card, _) = try card()
        #expect(throws: ArrangeError.self) { try card.setMargins(EdgeInsets(edge: .nan)) }
        card.margins = EdgeInsets(top: .infinity)
        #expect(card.margins == EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
}
