import Testing
@testable import Arrange

@Suite("item.explanation(of:) reads the derivation of a frame value from the solver's basis")
struct ItemExplanationTests {
    @Test("a nested item's x is measured from its parent: the parent's own offset cancels")
    func nested() throws {
        let (root, items) = screen("card")
        let card = items[0], dot = Item("dot")
        card.addChild(dot)
        var line = 0
        try root.arrange { make in
            make.size(card, dot) == (200, 100)
            make.yTop(card, dot)
            make.insetEdges(left: 30)
            make.xLeft(card)
            line = #line; make.install(dot.left == card.left + 12)
        }
        let e = dot.explanation(of: .x)
        #expect(e.amount == 12 && !e.isAmbiguous && e.losses.isEmpty)
        #expect(e.description == """
        dot.x = 12
          = +12  dot.left == card.left + 12 — install (dot, card) at \(#fileID):\(line)
        """)
        // card.x = 30: the inset, from the xLeft that holds it.
        #expect(card.explanation(of: .x).pins.map(\.contribution) == [30])
    }

    @Test("a value nothing fixes is ambiguous, with the constraints that touch its axis")
    func ambiguous() throws {
        let (root, items) = screen("a")
        var line = 0
        try root.arrange { make in line = #line; make.width(items[0]) == 50 }
        let e = items[0].explanation(of: .x)
        #expect(e.isAmbiguous && e.pins.isEmpty)
        #expect(e.description == """
        a.x = 0
          nothing fixes it: it is ambiguous; the solver's 0 is arbitrary
          constrained only by:
            a.width == 50 — width argument 1 (a) at \(#fileID):\(line)
        """)
        let y = items[0].explanation(of: .y)
        #expect(y.isAmbiguous && y.touching.isEmpty)
        #expect(y.description.hasSuffix("no constraint names its vertical anchors; add one for its y"))
    }
}
