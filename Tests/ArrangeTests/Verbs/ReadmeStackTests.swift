import Testing
import Arrange

/// The README's stack example, pinned: if this changes, the README must too.
@Suite("The README's stack example gives the frames it shows")
struct ReadmeStackTests {
    @Test("a navigation bar as an equal-spacing row, then with its back button hidden")
    func bar() throws {
        let bar = Item("bar"), back = Item("back", intrinsicSize: Size(width: 44, height: 44))
        let title = Item("title", intrinsicSize: Size(width: 120, height: 24))
        let done = Item("done", intrinsicSize: Size(width: 60, height: 44))
        bar.addChildren(back, title, done)
        bar.size = Size(width: 375, height: 44)
        try bar.arrange { make in
            make.insetEdges(left: 8, right: 8)
            make.xStack([back, title, done], spacing: 8, distribution: .equalSpacing, alignment: .center)
        }
        // Inside 375 − 16 = 359; content 44 + 120 + 60 = 224; two gaps of (359 − 224) / 2 = 67.5.
        #expect(back.frame == Rect(x: 8, y: 0, width: 44, height: 44))
        #expect(title.frame == Rect(x: 119.5, y: 10, width: 120, height: 24))   // 8 + 44 + 67.5; (44 − 24) / 2
        #expect(done.frame == Rect(x: 307, y: 0, width: 60, height: 44))       // 375 − 8 − 60
        back.isHidden = true
        // One gap: 359 − 180 = 179; title first now.
        #expect(back.frame == Rect(x: 8, y: 0, width: 0, height: 0))
        #expect(title.frame == Rect(x: 8, y: 10, width: 120, height: 24))
        #expect(done.frame == Rect(x: 307, y: 0, width: 60, height: 44))
    }
}
