import Testing
import Arrange

@Suite("An update's frames before and after are interpolated")
struct LayoutHostTransitionTests {
    /// SwiftLayout's animation example: the cap and the shoe swap places.
    /// A 100×200 root: the top one is pinned to the root's top, left and
    /// right (cap), the bottom one to its bottom, left and right (shoe), the
    /// bottom one's top to the top one's bottom, and their heights equal:
    /// 100 each.
    static func preview(capTop: Bool) -> Node {
        Node("root") {
            Node("cap"); Node("shoe")
            Arrangement { make in
                let (top, bottom) = capTop ? (make["cap"], make["shoe"]) : (make["shoe"], make["cap"])
                make.xEqual(make["cap"], make["shoe"])
                make.install(make["cap"].height == make["shoe"].height)
                make.yTop(top)
                make.yBottom(bottom)
                make.install(bottom.top == top.bottom)
            }
        }
    }

    @Test("swapping cap and shoe moves each by 100 points; halfway, both sit at 50")
    func capShoe() throws {
        let host = try LayoutHost(Self.preview(capTop: true), size: Size(width: 100, height: 200))
        let cap = try host.root.item("cap"), shoe = try host.root.item("shoe")
        expectFrame(cap, 0, 0, 100, 100)
        expectFrame(shoe, 0, 100, 100, 100)
        let transition = try host.transition(to: Self.preview(capTop: false))
        expectFrame(cap, 0, 100, 100, 100)
        expectFrame(shoe, 0, 0, 100, 100)
        #expect(transition.frame(of: cap, at: 0.5) == Rect(x: 0, y: 50, width: 100, height: 100))
        #expect(transition.frame(of: shoe, at: 0.25) == Rect(x: 0, y: 75, width: 100, height: 100))
        #expect(transition.frame(of: cap, at: 1) == Rect(x: 0, y: 100, width: 100, height: 100))
        // xEqual (4) and the heights' equality stay; yTop, yBottom and the chain name other items: 3 out, 3 in.
        #expect(host.lastUpdate.installed == 3 && host.lastUpdate.uninstalled == 3)
    }

    @Test("a failed update throws and takes no transition")
    func failed() throws {
        let host = try LayoutHost(Self.preview(capTop: true), size: Size(width: 100, height: 200))
        let bad = Node("root") { Node("cap"); Node("shoe"); Arrangement { make in make.width(make["cap"]) == .infinity } }
        #expect(throws: ArrangeError.self) { try host.transition(to: bad) }
        expectFrame(try host.root.item("cap"), 0, 0, 100, 100)
    }
}
