import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Arrange

@Suite("hidden items: animated with the existing transitions")
struct HiddenTransitionTests {
    @Test("hiding inside a FrameTransition interpolates from the shown frames to the hidden ones")
    func transition() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.size(a, b, c) == (100, 44)
            make.yTop(a, b, c)
            make.xPlace(16, a, 8, b, 8, c, make.wall)
        }
        let t = try FrameTransition(of: root) { b.isHidden = true }
        #expect(t.frame(of: c, at: 0.5)?.isApproximatelyEqual(to: Rect(x: 178, y: 0, width: 100, height: 44), tolerance: 1e-9) == true)   // (232 + 124) / 2
        #expect(t.frame(of: b, at: 0.5)?.isApproximatelyEqual(to: Rect(x: 124, y: 0, width: 50, height: 22), tolerance: 1e-9) == true)    // (124 + 124) / 2, 100 → 0, 44 → 0
        expectFrame(c, 124, 0, 100, 44)
    }

    @Test("showing an item again leaves out a relation naming an item that left the tree while the relation was left out (fuzz seed 27)")
    func showingAfterAnotherItemLeft() async {
        // In a child process: before the fix, showing `label` lowered the relation naming `badge`
        // again and asked for badge's variables in root's tree, which it had left (a trap in debug builds).
        await #expect(processExitsWith: .success) {
            let root = Item("root"), label = Item("label"), badge = Item("badge"), other = Item("other")
            root.addChildren(label, badge)
            root.size = Size(width: 300, height: 200)
            label.isHidden = true
            let group = try label.arrange { make in
                make.install(badge.width + 35 >= make.h * -1)
            }
            try root.arrange { make in make.install(label.left == root.left + 10, label.top == root.top, label.width == 50, label.height == 20) }
            other.addChild(badge)
            label.isHidden = false
            // 50 × 20 at (10, 0); the relation naming badge is detached, as when badge left.
            guard label.frame == Rect(x: 10, y: 0, width: 50, height: 20), group.constraints.isEmpty else { exit(1) }
        }
    }

    @Test("an item leaving is listed as departed by every group, even one whose relation naming it is left out, so it is never read once freed (fuzz seed 31)")
    func leaverListedByEveryGroup() throws {
        let root = Item("root"), label = Item("label")
        var badge: Item? = Item("badge")
        root.addChildren(label, badge!)
        root.size = Size(width: 300, height: 200)
        label.isHidden = true
        let group = try label.arrange { make in
            make.install(badge!.width + 35 >= make.h * -1)
        }
        try root.arrange { make in make.install(label.left == root.left + 10, label.top == root.top, label.width == 50, label.height == 20) }
        let id = ObjectIdentifier(badge!)
        badge!.removeFromParent()
        // Nothing installed named badge (the relation was left out beside hidden label); the group lists it all the same.
        #expect(group.departedItems.contains(id))
        badge = nil   // freed: showing label lowers the relation again without reading it
        label.isHidden = false
        #expect(label.frame == Rect(x: 10, y: 0, width: 50, height: 20))
        #expect(group.constraints.isEmpty)
    }
}
