import Testing
@testable import Arrange

@Suite("An item keeps what few items set out of line, allocated on first use")
struct ItemExtrasTests {
    @Test("a new item, and one given only default settings, has no extras")
    func defaultsAllocateNothing() {
        let item = Item("plain", intrinsicSize: Size(width: 10, height: 20))
        #expect(item.extras == nil)
        item.margins = .zero
        item.baselineOffsets = nil
        item.measure = nil
        #expect(item.extras == nil)
        #expect(item.ownMargins == .zero && item.ownBaselines == nil && item.content == nil && item.requestedSafeArea == nil)
    }

    @Test("margins, baselines and measured content read back what was set, and clearing them keeps the rest")
    func settingsReadBack() {
        let item = Item("label")
        item.margins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(item.extras != nil)
        item.baselineOffsets = BaselineOffsets(first: 12, last: 4)
        item.measure = .text("hello world", font: MonospacedFont(advance: 8, lineHeight: 20))
        #expect(item.margins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(item.baselineOffsets == BaselineOffsets(first: 12, last: 4))
        #expect(item.measure?.name == "text hello world")
        item.measure = nil
        #expect(item.measure == nil)
        #expect(item.margins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("frames are the same whether margins live out of line or not: a margin anchor reads them")
    func marginsStillLayOut() throws {
        let root = Item("root"), child = Item("child")
        root.addChild(child)
        root.size = Size(width: 200, height: 100)
        root.margins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        try root.arrange { make in
            make.install(child.left == root.leftMargin)
            make.install(child.right == root.rightMargin)
            make.install(child.top == root.topMargin)
            make.install(child.bottom == root.bottomMargin)
        }
        // 20 … 200 − 40 = 160 wide, 10 … 100 − 30 = 70 high.
        #expect(child.frame == Rect(x: 20, y: 10, width: 140, height: 60))
    }
}
