import Testing
@testable import Arrange

@Suite("hidden items: a relation's constant while an item it names is hidden (goneMargin)")
struct WhenHiddenTests {
    @Test("whenHidden replaces the constant while an item on the right side is hidden, and only then")
    func goneMargin() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (100, 44)
            make.install(a.left == root.left + 20); make.yTop(a, b)
            make.install((b.left == a.right + 8).whenHidden(16))
        }
        expectFrame(b, 128, 0, 100, 44)            // 20 + 100 + 8
        a.isHidden = true
        expectFrame(a, 20, 0, 0, 0)
        expectFrame(b, 36, 0, 100, 44)             // 20 + 0 + 16
        a.isHidden = false
        expectFrame(b, 128, 0, 100, 44)
        b.isHidden = true                          // b is on the left side: 8 stays
        expectFrame(b, 128, 0, 0, 0)
    }

    @Test("a non-finite constant for when hidden is a typed error naming the call")
    func nonFinite() throws {
        let (root, items) = screen("a", "b")
        #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.install((items[1].left == items[0].right + 8).whenHidden(.nan)) }
        }
    }
}
