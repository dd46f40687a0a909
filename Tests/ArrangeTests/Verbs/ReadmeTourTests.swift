import Testing
import Arrange

/// The DSL tour of the README, pinned: if this changes, the README must too.
@Suite("The README's DSL tour gives the frames it shows")
struct ReadmeTourTests {
    @Test("a header, a body and two buttons in 375×603, then 320×480")
    func tour() throws {
        let screen = Item("screen")
        let avatar = Item("avatar")
        let title = Item("title", intrinsicSize: Size(width: 120, height: 24))
        let body = Item("body")
        let cancel = Item("cancel"), ok = Item("ok")
        screen.addChildren(avatar, title, body, cancel, ok)
        screen.size = Size(width: 375, height: 603)

        let layout = try screen.arrange { make in
            make.insetEdges(edge: 16)
            make.size(avatar) == (48, 48)
            make.yTop(avatar)
            make.xPlace(avatar, 12, title, make.wall)
            make.install(title.centerY == avatar.centerY)

            make.size(cancel, ok) == (100, 44)
            make.xPlace(make.wall, cancel, 8, ok)
            make.yBottom(cancel, ok)

            make.xEqual(body)
            make.install(body.top == avatar.bottom + 12)
            make.install(body.bottom == ok.top - 12)
        }
        expectFrame(avatar, 16, 16, 48, 48)
        expectFrame(title, 76, 28, 120, 24)
        expectFrame(body, 16, 76, 343, 455)
        expectFrame(cancel, 151, 543, 100, 44)
        expectFrame(ok, 259, 543, 100, 44)
        #expect(screen.diagnostics.isEmpty)
        #expect(layout.constraints.count == 20)

        screen.size = Size(width: 320, height: 480)
        expectFrame(body, 16, 76, 288, 332)
        expectFrame(cancel, 96, 420, 100, 44)
        expectFrame(ok, 204, 420, 100, 44)

        let error = #expect(throws: ArrangeError.self) {
            try screen.arrange { make in make.width(body) == 400 }
        }
        #expect(error?.description.contains("would make root 'screen' 432×480, but its size is 320×480; relax one of these required constraints:") == true)
        expectFrame(body, 16, 76, 288, 332)
    }
}
