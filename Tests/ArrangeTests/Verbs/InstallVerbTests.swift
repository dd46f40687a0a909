import Testing
import Arrange

@Suite("install relates typed anchors freely")
struct InstallVerbTests {
    @Test("edges, centres and extents with constants and multipliers")
    func relations() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.size(a) == (100, 50)
            make.install(b.left == a.right + 8)
            make.install(b.top == a.bottom)
            make.install(b.width == a.width * 0.5 - 4)
            make.install(b.height == 0.5 * a.height)
        }
        expectFrame(b, 108, 50, 46, 25)
    }

    @Test("<= and >= with priorities")
    func inequalities() throws {
        let (root, items) = screen("a")
        let a = items[0]
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.height(a) == 1
            make.install(a.width == 300 ~ .low)
            make.install(a.width <= root.width / 2)
            make.install(a.width >= 10)
        }
        expectFrame(a, 0, 0, 187.5, 1)
    }

    @Test("the distance between two positions is an extent")
    func distance() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(a); make.yTop(a, b); make.size(a, b) == (10, 10)
            make.install(b.left - a.right == a.width * 2)
        }
        expectFrame(b, 30, 0, 10, 10)
    }

    @Test("centres and leading anchors")
    func centerAndLeading() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (10, 10)
            make.install(a.centerX == root.centerX)
            make.install(a.centerY == root.centerY + 10)
            make.install(b.leading == a.trailing)
            make.install(b.bottom == a.top)
        }
        expectFrame(a, 182.5, 306.5, 10, 10)
        expectFrame(b, 192.5, 296.5, 10, 10)
    }
}
