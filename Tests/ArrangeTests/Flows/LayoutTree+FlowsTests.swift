import Testing
@testable import Arrange

@Suite("the choosing pass: flows broken again after changes, atomically")
struct LayoutTreeFlowsTests {
    @Test("breaking widths: measured natural, else intrinsic, else solved")
    func breakingWidths() throws {
        let root = Item("root"), fixed = Item("fixed"), intrinsic = Item("intrinsic", intrinsicSize: Size(width: 30, height: 10))
        let text = Item("text", measure: .text("abc de", font: MonospacedFont(advance: 5, lineHeight: 10)))
        root.addChildren(fixed, intrinsic, text)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in
            make.size(fixed) == (44, 10)
            make.flow(fixed, intrinsic, text)
        }
        _ = root.frame
        let tree = root.tree
        #expect(tree.breakingWidth(ItemReference(fixed)) == 44)
        #expect(tree.breakingWidth(ItemReference(intrinsic)) == 30)
        #expect(tree.breakingWidth(ItemReference(text)) == 30)      // 6 glyphs of 5
    }

    @Test("a swap the layout cannot take leaves the old lines and frames, and is reported")
    func failedSwap() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 60, height: 20)), b = Item("b", intrinsicSize: Size(width: 60, height: 20))
        root.addChildren(a, b)
        root.size = Size(width: 200, height: 100)
        try root.arrange { make in
            make.flow(a, b, spacing: 10)
            make.install(b.top == a.top)                 // required: b on a's line
            make.height(a, b) == 20                      // required, so that a line below would conflict
        }
        expectFrame(b, 70, 0, 60, 20)
        try root.resize(to: Size(width: 100, height: 100))   // 130 > 100: the pass wants b on line 2, which conflicts
        expectFrame(b, 70, 0, 60, 20)                    // the swap was taken back: b stays on line 1, overflowing
        expectFrame(a, 0, 0, 60, 20)
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange })
    }
}
