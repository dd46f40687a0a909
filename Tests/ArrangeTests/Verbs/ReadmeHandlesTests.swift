import Testing
import Arrange

/// The README's handle example and the idioms of Driftwood, SnapKit,
/// Cartography and Auto Layout, in Arrange, with their frames.
@Suite("README: handles and the idioms of other layout libraries")
struct ReadmeHandlesTests {
    @Test("the handle example: constant, priority, activity, identifier")
    func example() throws {
        let (root, items) = screen("avatar", "title", "card")
        let (avatar, title, card) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.size(avatar) == (48, 48); make.height(title, card) == 20
            make.xLeft(avatar, title, card); make.yTop(avatar, card); make.width(title) == 100
        }
        var top: ConstraintHandle!
        let group = try root.arrange { make in
            top = make.install(title.top == avatar.bottom + 8)
            make.width(card) == 300 ~ .high
        }
        expectFrame(title, 0, 56, 100, 20)
        try top.setConstant(20)
        expectFrame(title, 0, 68, 100, 20)
        try top.setPriority(.low)
        top.deactivate()
        #expect(!top.isActive && group.constraints.count == 1)
        try top.activate()
        #expect(top.constant == 20 && top.priority == .low && top.isActive && top.constraints.count == 1)
        top.identifier = "title-below-avatar"
        #expect(top.constraints[0].description.hasPrefix("'title-below-avatar' title.top == avatar.bottom + 20 ~ low"))
    }

    @Test("Driftwood: make, update, remake, remove, removeAll")
    func driftwood() throws {
        let (root, items) = screen("v", "a")
        let (v, a) = (items[0], items[1])
        try root.arrange { make in make.size(v, a) == (50, 50); make.xLeft(v, a); make.yTop(a) }
        var gap: ConstraintHandle!
        let g = try root.arrange { make in gap = make.install(v.top == a.bottom + 8) }      // make
        try gap.setConstant(12)                                                              // update
        expectFrame(v, 0, 62, 50, 50)
        try root.arrange(replacing: g) { make in make.install(v.top == a.bottom + 30) }      // remake
        expectFrame(v, 0, 80, 50, 50)
        #expect(v.constraints(on: .top).map(\.relation) == ["v.top == a.bottom + 30"])
        v.removeConstraints(on: .top)                                                        // remove
        #expect(v.constraints.count == 3)
        v.removeConstraints()                                                                // removeAll
        #expect(v.constraints.isEmpty && v.parent === root)
    }

    @Test("SnapKit: a captured constraint updated, deactivated and activated")
    func snapKit() throws {
        let (root, items) = screen("v", "a")
        let (v, a) = (items[0], items[1])
        var c: ConstraintHandle!
        try root.arrange { make in
            make.size(v, a) == (50, 50); make.xLeft(v, a); make.yTop(a)
            make.yBottom(v) ~ .low
            c = make.install(v.top == a.bottom + 8)
        }
        try c.setConstant(20)
        expectFrame(v, 0, 70, 50, 50)
        c.deactivate()
        expectFrame(v, 0, 553, 50, 50)
        try c.activate()
        expectFrame(v, 0, 70, 50, 50)
    }

    @Test("Cartography: a group made up front and replaced")
    func cartography() throws {
        let (root, items) = screen("v")
        let v = items[0]
        try root.arrange { make in make.size(v) == (50, 50); make.yTop(v) }
        let g = ConstraintGroup()
        try root.arrange(replacing: g) { make in make.xLeft(v) }
        expectFrame(v, 0, 0, 50, 50)
        try root.arrange(replacing: g) { make in make.xRight(v) }
        expectFrame(v, 325, 0, 50, 50)
    }

    @Test("Auto Layout: the frames between a constant and the next, eased")
    func autoLayout() throws {
        let (root, items) = screen("v")
        let v = items[0]
        var c: ConstraintHandle!
        try root.arrange { make in make.size(v) == (50, 50); make.yTop(v); c = make.xLeft(v) }
        let t = try FrameTransition(of: root) { try c.setConstant(20) }
        #expect(t.frame(of: v, at: 0.5, curve: .easeInOut)!.isApproximatelyEqual(to: Rect(x: 10, y: 0, width: 50, height: 50)))
        #expect(t.frames(at: 0.25)[v] == Rect(x: 5, y: 0, width: 50, height: 50))
    }
}
