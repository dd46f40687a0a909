import Testing
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
}
