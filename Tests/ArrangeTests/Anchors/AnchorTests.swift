import Testing
import Arrange

@Suite("Typed anchors build readable expressions and relations")
struct AnchorTests {
    let a = Item("a"), b = Item("b")

    @Test("expressions read like the source")
    func expressions() {
        #expect((a.width * 0.5 - 4).description == "0.5 * a.width - 4")
        #expect((0.5 * a.width).description == "0.5 * a.width")
        #expect((a.right - a.left).description == "a.right - a.left")
        #expect((a.left + b.width / 2).description == "a.left + 0.5 * b.width")
        #expect((-a.height + 3).description == "-a.height + 3")
        #expect((8 + b.right).description == "b.right + 8")
    }

    @Test("relations carry their priority")
    func relations() {
        #expect((a.left == b.right + 8).description == "a.left == b.right + 8")
        #expect((a.width <= 100 ~ .low).description == "a.width <= 100 ~ low")
        #expect((a.centerY >= b.bottom).priority == .required)
    }

    @Test("an anchor keeps its items alive while it lives")
    func retainsItems() {
        weak var weakItem: Item?
        var anchor: Anchor<Horizontal, Extent>?
        do {
            let temporary = Item("temporary")
            weakItem = temporary
            anchor = temporary.right - b.left
        }
        #expect(weakItem != nil)
        #expect(anchor?.description == "temporary.right - b.left")
        anchor = nil
        #expect(weakItem == nil)
    }
}
