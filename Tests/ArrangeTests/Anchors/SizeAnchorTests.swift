import Testing
import Arrange

@Suite("size as a compound anchor, beside the root size property")
struct SizeAnchorTests {
    @Test("thumb.size == photo.size / 2")
    func half() throws {
        let (root, items) = screen("photo", "thumb")
        let (photo, thumb) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(photo, thumb); make.yTop(photo, thumb)
            make.size(photo) == (200, 100)
            make.install(thumb.size == photo.size / 2)
        }
        expectFrame(thumb, 0, 0, 100, 50)
    }

    @Test("a.size == b.size in install relates the items; elsewhere it compares root sizes")
    func bothMeanings() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(a, b); make.yTop(a, b)
            make.size(b) == (30, 40)
            handle = make.install(a.size == b.size)
        }
        expectFrame(a, 0, 0, 30, 40)
        #expect(handle.constraints.map(\.relation) == ["a.width == b.width", "a.height == b.height"])
        let given: Size? = root.size
        #expect(given == Size(width: 375, height: 603))
        #expect(a.size == b.size)            // neither has a size given from outside: nil == nil
        #expect(root.size != a.size)
    }

    @Test("scaled, grown, shrunk, and at most another size")
    func arithmetic() throws {
        let (root, items) = screen("icon", "badge", "card", "preview")
        let (icon, badge, card, preview) = (items[0], items[1], items[2], items[3])
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(icon, badge, card, preview); make.yTop(icon, badge, card, preview)
            make.size(icon) == (20, 10)
            make.install(badge.size == icon.size * 2 + Size(width: 8, height: 4))
            make.install(card.size == root.size - Size(width: 32, height: 3))
            make.size(preview) == (300, 500) ~ .low
            handle = make.install(preview.size <= root.size * 0.5)
        }
        expectFrame(badge, 0, 0, 48, 24)       // 2 × 20 + 8, 2 × 10 + 4
        expectFrame(card, 0, 0, 343, 600)
        expectFrame(preview, 0, 0, 187.5, 301.5)   // min(300, 375/2), min(500, 603/2)
        #expect(handle.constant(on: .width) == 0)
    }
}
