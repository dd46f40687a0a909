import Testing
import Arrange

@Suite("align(anchor, items) aligns items with the first one")
struct MakeAlignTests {
    /// Three 20×20 items placed by the first one only; `align` moves the others.
    func aligned(_ anchor: Attribute, rightToLeft: Bool = false) throws -> [Rect] {
        let (root, items) = screen("a", "b", "c", width: 300, height: 200)
        if rightToLeft { root.layoutDirection = .rightToLeft }
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.size(a) == (40, 40)
            make.size(b, c) == (20, 20)
            make.install(a.left == root.left + 100, a.top == root.top + 50)
            let others = anchor.isHorizontal ? [b.top == root.top, c.top == root.top] : [b.left == root.left, c.left == root.left]
            make.install(others)
            make.align(anchor, a, b, c)
        }
        return [b.frame, c.frame]
    }

    @Test("edges and centres: a is (100, 50, 40, 40)", arguments: [
        (Attribute.left, 100.0), (.right, 120), (.centerX, 110), (.leading, 100), (.trailing, 120),
        (.top, 50), (.bottom, 70), (.centerY, 60),
    ])
    func anchors(_ anchor: Attribute, _ expected: Double) throws {
        let frames = try aligned(anchor)
        for frame in frames {
            #expect((anchor.isHorizontal ? frame.x : frame.y) == expected, "\(anchor): \(frame)")
        }
    }

    @Test("leading and trailing follow a right-to-left common ancestor")
    func rightToLeft() throws {
        #expect(try aligned(.leading, rightToLeft: true).map(\.x) == [120, 120])    // leading is the right edge, 140
        #expect(try aligned(.trailing, rightToLeft: true).map(\.x) == [100, 100])   // trailing is the left edge, 100
    }

    @Test("width aligns sizes; the array form does the same")
    func widths() throws {
        let (root, items) = screen("a", "b", "c")
        try root.arrange { make in
            make.xLeft(items); make.yTop(items); make.height(items) == 1
            make.width(items[0]) == 70
            make.align(.width, items)
        }
        expectFrame(items[2], 0, 0, 70, 1)
    }

    @Test("an item from another tree fails")
    func foreign() {
        let (root, items) = screen("a")
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.align(.top, items[0], Item("stranger")) } }
    }
}

extension Attribute {
    var isHorizontal: Bool { [.left, .right, .leading, .trailing, .centerX, .width].contains(self) }
}
