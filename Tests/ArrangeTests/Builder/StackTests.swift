import Testing
@testable import Arrange

@Suite("builder: Stack nodes")
struct StackNodeTests {
    func layout(showOK: Bool = true) -> Node {
        Node("screen") {
            Stack("buttons", .horizontal, spacing: 8, distribution: .fillEqually) {
                Node("cancel", intrinsicSize: Size(width: 80, height: 44))
                if showOK { Node("ok", intrinsicSize: Size(width: 60, height: 44)) }
            }
            Arrangement { make in
                make.xEqual(make["buttons"])
                make.yBottom(make["buttons"])
                make.height(make["buttons"]) == 44
            }
        }
    }

    @Test("a Stack node stacks its children; an update that removes one restacks the rest")
    func stack() throws {
        let root = Item("screen")
        root.size = Size(width: 320, height: 480)
        let host = LayoutHost(root: root)
        try host.apply(layout())
        let cancel = try root.item("buttons/cancel"), ok = try root.item("buttons/ok")
        expectFrame(try root.item("buttons"), 0, 436, 320, 44)   // 480 − 44
        expectFrame(cancel, 0, 0, 156, 44)                      // (320 − 8) / 2
        expectFrame(ok, 164, 0, 156, 44)                        // 156 + 8
        try host.apply(layout(showOK: false))
        expectFrame(cancel, 0, 0, 320, 44)                      // alone: the whole row
    }

    @Test("an item hidden in a builder's stack stays hidden through the host's updates")
    func hiddenThroughUpdates() throws {
        let root = Item("screen")
        root.size = Size(width: 320, height: 480)
        let host = LayoutHost(root: root)
        try host.apply(layout())
        let cancel = try root.item("buttons/cancel"), ok = try root.item("buttons/ok")
        ok.isHidden = true
        expectFrame(cancel, 0, 0, 320, 44)                      // ok and its 8 gone
        expectFrame(ok, 320, 0, 0, 0)                           // at the end, a point
        try host.apply(layout())                                // the same layout, applied again
        expectFrame(cancel, 0, 0, 320, 44)
        ok.isHidden = false
        expectFrame(cancel, 0, 0, 156, 44)
    }
}
