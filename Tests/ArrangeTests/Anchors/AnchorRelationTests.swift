import Testing
import Arrange

@Suite("Extents relate across axes, as Auto Layout's dimensions do")
struct AnchorRelationTests {
    @Test("an icon whose width equals its height is square")
    func square() throws {
        let (root, items) = screen("icon")
        let icon = items[0]
        try root.arrange { make in
            make.xLeft(icon); make.yTop(icon)
            make.height(icon) == 40
            make.install(icon.width == icon.height)
        }
        // width = height = 40.
        expectFrame(icon, 0, 0, 40, 40)
    }

    @Test("width × 9 == height × 16 makes a 16:9 photo")
    func aspectRatio() throws {
        let (root, items) = screen("photo", width: 320, height: 480)
        let photo = items[0]
        try root.arrange { make in
            make.xEqual(photo); make.yTop(photo)
            make.install(photo.width * 9 == photo.height * 16)
        }
        // width = 320 (xEqual); 320 × 9 = 2880 = 16 × height → height = 180.
        expectFrame(photo, 0, 0, 320, 180)
    }

    @Test("cross-axis inequalities bound a softer preference")
    func inequalities() throws {
        let (root, items) = screen("label")
        let label = items[0]
        try root.arrange { make in
            make.xLeft(label); make.yTop(label)
            make.height(label) == 30
            make.width(label) == 10 ~ .low
            make.install(label.width >= label.height)
            make.install(label.height <= label.width * 2)
        }
        // width >= height = 30 beats the low 10.
        expectFrame(label, 0, 0, 30, 30)
    }

    @Test("a horizontal distance may equal a vertical extent")
    func distanceEqualsHeight() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (20, 12)
            make.xLeft(a); make.yTop(a, b)
            make.install(b.left - a.right == a.height)
        }
        // b.left = a.right + a.height = 20 + 12 = 32.
        expectFrame(b, 32, 0, 20, 12)
    }

    @Test("relations read like the source and keep their priority")
    func descriptions() {
        let photo = Item("photo")
        #expect((photo.width * 9 == photo.height * 16).description == "9 * photo.width == 16 * photo.height")
        #expect((photo.height <= photo.width ~ .high).description == "photo.height <= photo.width ~ high")
    }
}
