import Testing
import Arrange

@Suite("edges, directional edges, horizontal and vertical edges in one install")
struct EdgesAnchorTests {
    @Test("card.edges == screen.edges.inset(top: 20, left: 16, bottom: 40, right: 16)")
    func insetEdges() throws {
        let (root, items) = screen("card")
        let card = items[0]
        var handle: ConstraintHandle!
        try root.arrange { make in
            handle = make.install(card.edges == root.edges.inset(top: 20, left: 16, bottom: 40, right: 16))
        }
        expectFrame(card, 16, 20, 343, 543)   // 375 − 32, 603 − 60
        #expect(handle.constraints.map(\.relation) == [
            "card.top == root.top + 20", "card.left == root.left + 16",
            "card.bottom == root.bottom - 40", "card.right == root.right - 16",
        ])
        try handle.setConstant(-60, on: .bottom)
        expectFrame(card, 16, 20, 343, 523)   // 603 − 20 − 60
        #expect(handle.constant(on: .left) == 16)
    }

    @Test("inset(amount) on every edge, and edges of a nested item in its parent")
    func uniformInset() throws {
        let (root, items) = screen("box")
        let box = items[0]
        let inner = Item("inner")
        box.addChild(inner)
        try root.arrange { make in
            make.install(box.edges == root.edges.inset(100))
            make.install(inner.edges == box.edges.inset(10))
        }
        expectFrame(box, 100, 100, 175, 403)
        expectFrame(inner, 10, 10, 155, 383)   // in box's coordinates
    }

    @Test("horizontal and vertical edges set two edges each")
    func pairs() throws {
        let (root, items) = screen("bar")
        let bar = items[0]
        try root.arrange { make in
            make.install(bar.horizontalEdges == root.horizontalEdges.inset(left: 8, right: 24))
            make.install(bar.verticalEdges == root.verticalEdges.inset(top: 50, bottom: 500))
        }
        expectFrame(bar, 8, 50, 343, 53)   // 375 − 32; 603 − 550
    }

    @Test("directional edges mirror in right-to-left: leading 24 lies on the right")
    func directional() throws {
        let (root, items) = screen("row", width: 300, height: 100)
        let row = items[0]
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.install(row.directionalEdges == root.directionalEdges.inset(top: 4, leading: 24, bottom: 4, trailing: 8))
        }
        expectFrame(row, 8, 4, 268, 92)   // right edge 300 − 24 = 276, left edge 8
        root.layoutDirection = .leftToRight
        expectFrame(row, 24, 4, 268, 92)
    }

    @Test("a compound relation from another tree fails and installs nothing")
    func foreign() throws {
        let (root, items) = screen("card")
        let stranger = Item("stranger")
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install(items[0].edges == stranger.edges ~ .high) }
        }
        #expect(error?.description.contains("stranger") == true)
        #expect(root.constraints.isEmpty)
    }
}
