import Testing
import Arrange

@Suite("A frame transition gives the frames in between before and after a change")
struct FrameTransitionTests {
    @Test("a constant change through a handle, read at fractions, linearly and eased")
    func constantChange() throws {
        let (root, items) = screen("avatar", "title")
        let (avatar, title) = (items[0], items[1])
        var top: ConstraintHandle!
        try root.arrange { make in
            make.size(avatar, title) == (40, 20)
            make.xLeft(avatar, title); make.yTop(avatar)
            top = make.install(title.top == avatar.bottom + 8)
        }
        let transition = try FrameTransition(of: root) { try top.setConstant(48) }
        expectFrame(title, 0, 68, 40, 20)
        #expect(transition.frame(of: title, at: 0) == Rect(x: 0, y: 28, width: 40, height: 20))
        #expect(transition.frame(of: title, at: 0.25) == Rect(x: 0, y: 38, width: 40, height: 20))
        #expect(transition.frame(of: title, at: 1) == Rect(x: 0, y: 68, width: 40, height: 20))
        #expect(transition.frame(of: title, at: 0.5, curve: .easeInOut)!.isApproximatelyEqual(to: Rect(x: 0, y: 48, width: 40, height: 20)))
        #expect(transition.frame(of: title, at: 0.2, curve: .easeIn)!.y < 36)
        let frames = transition.frames(at: 0.5)
        #expect(frames.count == 3 && frames[avatar] == Rect(x: 0, y: 0, width: 40, height: 20) && frames[title]?.y == 48)
    }

    @Test("a subtree's transition covers only it, in parent coordinates")
    func subtree() throws {
        let (root, items) = screen("box")
        let box = items[0], dot = Item("dot")
        box.addChild(dot)
        var left: ConstraintHandle!
        try root.arrange { make in
            make.size(box) == (100, 100); make.yTop(box)
            left = make.xLeft(box)
            make.ref(box).center(dot)
            make.size(dot) == (10, 10)
        }
        let transition = try FrameTransition(of: box) { try left.setConstant(200) }
        #expect(transition.frames(at: 0.5).keys.sorted { $0.name < $1.name } == [box, dot])
        #expect(transition.frame(of: box, at: 0.5)?.x == 100)
        #expect(transition.frame(of: dot, at: 0.5) == Rect(x: 45, y: 45, width: 10, height: 10))
        #expect(transition.frame(of: root, at: 0.5) == nil)
    }

    @Test("a change that throws propagates and leaves nothing to interpolate")
    func failing() throws {
        let (root, items) = screen("a")
        var width: ConstraintHandle!
        try root.arrange { make in width = make.width(items) == 10; make.width(items) <= 50 }
        #expect(throws: ArrangeError.self) { _ = try FrameTransition(of: root) { try width.setConstant(60) } }
    }

    @Test("items added by the change keep their one frame")
    func added() throws {
        let (root, items) = screen("a")
        try root.arrange { make in make.size(items) == (10, 10) }
        let b = Item("b", intrinsicSize: Size(width: 30, height: 30))
        let transition = FrameTransition(of: root) { root.addChild(b) }
        #expect(transition.frame(of: b, at: 0.5) == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(transition.frames(at: 0).count == 3)
    }
}
