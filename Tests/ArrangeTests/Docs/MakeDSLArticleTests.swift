import Testing
import Arrange

/// The snippet of the make DSL article (Arrange.docc/TheMakeDSL.md), verbatim,
/// with the frames its table gives.
@Suite("The make DSL article's navigation bar gives the frames it shows")
struct MakeDSLArticleTests {
    @Test("two buttons at the ends of a 320×44 bar and a title that takes the rest")
    func navigationBar() throws {
        let bar = Item("bar"), back = Item("back"), title = Item("title"), done = Item("done")
        bar.addChildren(back, title, done)
        bar.size = Size(width: 320, height: 44)
        try bar.arrange { make in
            make.insetEdges(leading: 8, trailing: 8)       // for the verbs below
            make.size(back, done) == (60, 32)
            make.height(title) == 24
            make.xPlace(back, 8, title, 8, done)           // back at 8, done ending at 320 − 8
            make.yCenter(back, title, done)
        }
        // The place list starts at the leading inset, 8; centred: (44 − 32) / 2 = 6.
        expectFrame(back, 8, 6, 60, 32)
        // 8 + 60 + 8 = 76; done ends at 320 − 8 = 312, so starts at 252; title ends 8 before: 244 − 76 = 168.
        expectFrame(title, 76, 10, 168, 24)
        expectFrame(done, 252, 6, 60, 32)
        #expect(bar.diagnostics.isEmpty)
    }
}
