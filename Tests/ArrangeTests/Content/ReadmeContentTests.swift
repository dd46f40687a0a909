import Testing
import Arrange

/// The README's self-sizing cell, as written there: these numbers are the README's.
@Suite("The README's self-sizing cell with wrapping text")
struct ReadmeContentTests {
    @Test("fits at three widths, then sizes itself at 320 and follows its text")
    func readmeCell() throws {
        let font = MonospacedFont(advance: 8, lineHeight: 20)
        let cell = Item("cell"), avatar = Item("avatar")
        let message = Item("message", measure: .text("Meeting moved to Thursday at three, room 4B, bring the slides", font: font))
        cell.addChildren(avatar, message)
        try cell.arrange { make in
            make.insetEdges(edge: 12)
            make.size(avatar) == (40, 40)
            make.xPlace(avatar, 8, message)            // the message from 60 to the cell's right − 12
            make.yTop(avatar, message)
            make.install(cell.bottom >= avatar.bottom + 12)
            make.install(cell.bottom >= message.bottom + 12)
        }
        #expect(try cell.fittingSize(width: 375) == Size(width: 375, height: 64))    // 303 wide: 2 lines
        #expect(try cell.fittingSize(width: 320) == Size(width: 320, height: 84))    // 248 wide: 3 lines
        #expect(try cell.fittingSize(width: 200) == Size(width: 200, height: 104))   // 128 wide: 4 lines
        try cell.resize(width: 320)                  // the cell itself: 320 wide, its height from the text
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 84))
        #expect(message.frame == Rect(x: 60, y: 12, width: 248, height: 60))
        message.measure = .text("Moved to Thursday", font: font)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 64))   // one line: the avatar decides
        #expect(font.lines(of: "Meeting moved to Thursday at three, room 4B, bring the slides", width: 248)
            == ["Meeting moved to Thursday at", "three, room 4B, bring the", "slides"])
    }
}
