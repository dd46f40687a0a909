import Testing
import Arrange

@Suite("xLeft, xRight, yTop, yBottom and the equal verbs pin edges inside the insets")
struct EdgeVerbTests {
    @Test("edges without insets")
    func plain() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (100, 100)
            make.xLeft(a); make.yTop(a)
            make.xRight(b); make.yBottom(b)
        }
        expectFrame(a, 0, 0, 100, 100)
        expectFrame(b, 275, 503, 100, 100)
    }

    @Test("edges with insets (top 10, left 20, bottom 30, right 40)")
    func insets() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.size(a, b) == (100, 100)
            make.insetEdges(top: 10, left: 20, bottom: 30, right: 40)
            make.xLeft(a); make.yTop(a)
            make.xRight([b]); make.yBottom([b])
        }
        expectFrame(a, 20, 10, 100, 100)
        expectFrame(b, 235, 473, 100, 100)
    }

    @Test("xEqual, yEqual and equal fill the reference inside the insets")
    func equalVerbs() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.insetEdges(top: 1, left: 2, bottom: 3, right: 4)
            make.xEqual(a); make.yTop(a); make.height(a) == 5
            make.yEqual(b); make.xLeft(b); make.width(b) == 6
            make.equal([c])
        }
        expectFrame(a, 2, 1, 369, 5)
        expectFrame(b, 2, 1, 6, 599)
        expectFrame(c, 2, 1, 369, 599)
    }

    @Test("xCenter, yCenter and center without insets")
    func centers() throws {
        let (root, items) = screen("a", "b", "c")
        try root.arrange { make in
            make.size(items) == (100, 100)
            make.xCenter(items[0]); make.yTop(items[0])
            make.yCenter(items[1]); make.xLeft(items[1])
            make.center(items[2])
        }
        expectFrame(items[0], 137.5, 0, 100, 100)
        expectFrame(items[1], 0, 251.5, 100, 100)
        expectFrame(items[2], 137.5, 251.5, 100, 100)
    }

    @Test("centres move by half the inset difference")
    func centersWithInsets() throws {
        let (root, items) = screen("a")
        try root.arrange { make in
            make.size(items) == (100, 100)
            make.insetEdges(top: 10, left: 30, bottom: 0, right: 10)
            make.center(items)
        }
        expectFrame(items[0], 147.5, 256.5, 100, 100)
    }

    @Test("insetEdges returns the previous insets and resetEdges restores them")
    func resetEdges() throws {
        let (root, items) = screen("a", "b")
        var previous = EdgeInsets()
        var inside = EdgeInsets()
        try root.arrange { make in
            make.size(items) == (10, 10)
            make.insetEdges(left: 5)
            previous = make.insetEdges(top: 7, left: 3)
            inside = make.insets
            make.xLeft(items[0]); make.yTop(items[0])
            make.resetEdges(previous)
            make.xLeft(items[1]); make.yTop(items[1])
        }
        #expect(previous == EdgeInsets(left: 5))
        #expect(inside == EdgeInsets(top: 7, left: 8))
        expectFrame(items[0], 8, 7, 10, 10)
        expectFrame(items[1], 5, 0, 10, 10)
    }

    @Test("leading and trailing insets stack with the others and lie on the reference's reading sides")
    func directionalInsets() throws {
        let (root, items) = screen("a", "b", "c", width: 300, height: 100)
        var previous = EdgeInsets()
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.height(items) == 10; make.yTop(items)
            make.width(items[0], items[1]) == 10
            make.insetEdges(left: 1)
            previous = make.insetEdges(leading: 20, trailing: 5)
            make.xLeft(items[0]); make.xRight(items[1])
            make.xLeft(items[2]); make.width(items[2]) == make.w
        }
        // Right to left: l = 1 + 5 = 6, r = 20; make.w = 300 - 1 - 20 - 5 = 274.
        #expect(previous == EdgeInsets(left: 1))
        expectFrame(items[0], 6, 0, 10, 10)
        expectFrame(items[1], 270, 0, 10, 10)
        expectFrame(items[2], 6, 0, 274, 10)
    }
}
