import Testing
import Arrange

@Suite("Right-to-left trees flip leading, trailing and xPlace")
struct LayoutDirectionTests {
    @Test("xPlace reads from the right edge in a right-to-left tree")
    func place() throws {
        let (root, items) = screen("a", "b")
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.yTop(items); make.size(items) == (100, 10)
            make.xPlace(20, items[0], 10, items[1], make.wall)
        }
        expectFrame(items[0], 255, 0, 100, 10)
        expectFrame(items[1], 145, 0, 100, 10)
    }

    @Test("flipping the direction lowers the arrangements again")
    func flip() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.yTop(items); make.size(items) == (100, 10)
            make.xPlace(20, items[0], 10, items[1], make.wall)
        }
        expectFrame(items[1], 130, 0, 100, 10)
        root.layoutDirection = .rightToLeft
        #expect(items[1].layoutDirection == .rightToLeft)
        expectFrame(items[0], 255, 0, 100, 10)
        expectFrame(items[1], 145, 0, 100, 10)
        root.layoutDirection = .leftToRight
        expectFrame(items[0], 20, 0, 100, 10)
    }

    @Test("leading and trailing anchors follow the direction; left and right do not")
    func anchors() throws {
        let (root, items) = screen("a", "b")
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.yTop(items); make.size(items) == (100, 10)
            make.install(items[0].leading == root.leading - 8)
            make.install(items[1].left == root.left + 8)
        }
        expectFrame(items[0], 267, 0, 100, 10)
        expectFrame(items[1], 8, 0, 100, 10)
    }
}
