import Testing
import Arrange

@Suite("center as a compound anchor")
struct CenterAnchorTests {
    @Test("badge.center == avatar.center + Point(x: 10, y: -10)")
    func offset() throws {
        let (root, items) = screen("avatar", "badge")
        let (avatar, badge) = (items[0], items[1])
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(avatar); make.yTop(avatar)
            make.size(avatar) == (40, 40)
            make.size(badge) == (10, 10)
            handle = make.install(badge.center == avatar.center + Point(x: 10, y: -10))
        }
        expectFrame(badge, 25, 5, 10, 10)    // centre (20 + 10, 20 − 10) = (30, 10)
        try handle.setConstant(0, on: .centerY)
        expectFrame(badge, 25, 15, 10, 10)
    }

    @Test("minus a point, at a priority")
    func minus() throws {
        let (root, items) = screen("dot")
        let dot = items[0]
        try root.arrange { make in
            make.size(dot) == (10, 10)
            make.install(dot.center == root.center - Point(x: 100, y: 0) ~ .high)
        }
        expectFrame(dot, 82.5, 296.5, 10, 10)   // centre (187.5 − 100, 301.5)
    }
}
