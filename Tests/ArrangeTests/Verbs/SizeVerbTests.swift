import Testing
import Arrange

@Suite("size, width and height set dimensions with ==, <= and >=")
struct SizeVerbTests {
    @Test("size == (A, B), == Size and == [Size] set both dimensions")
    func sizeForms() throws {
        let (root, items) = screen("a", "b", "c", "d")
        try root.arrange { make in
            make.xLeft(items); make.yTop(items)
            make.size(items[0]) == (10, 20)
            make.size([items[1]]) == Size(width: 30, height: 40)
            make.size(items[2], items[3]) == [Size(width: 1, height: 2), Size(width: 3, height: 4)]
        }
        expectFrame(items[0], 0, 0, 10, 20)
        expectFrame(items[1], 0, 0, 30, 40)
        expectFrame(items[2], 0, 0, 1, 2)
        expectFrame(items[3], 0, 0, 3, 4)
    }

    @Test("width and height take one value for all, or one per item")
    func widthAndHeight() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.xLeft(items); make.yTop(items)
            make.width(items) == [50, 60]
            make.height(items[0], items[1]) == 7
        }
        expectFrame(items[0], 0, 0, 50, 7)
        expectFrame(items[1], 0, 0, 60, 7)
    }

    @Test(">= and <= bound a weaker preference")
    func inequalities() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(a, b); make.yTop(a, b); make.height(a, b) == 10
            make.width(a, b) == 100 ~ .low
            make.width(a) >= 150
            make.width(b) <= 50
        }
        expectFrame(a, 0, 0, 150, 10)
        expectFrame(b, 0, 0, 50, 10)
    }

    @Test("make.w and make.h are the reference's size inside the insets, scaled and shifted")
    func proxies() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.insetEdges(top: 3, left: 10, bottom: 0, right: 15)
            make.xLeft(a, b); make.yTop(a, b)
            make.width(a) == make.w * 0.5 - 4
            make.height(a) == make.h / 3
            make.size(b) == (make.w, make.h + 1)
        }
        expectFrame(a, 10, 3, 171, 200)
        expectFrame(b, 10, 3, 350, 601)
    }

    @Test("width == another item's width expression")
    func relativeWidth() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(a, b); make.yTop(a, b); make.height(a, b) == 1
            make.width(a) == 80
            make.width(b) == a.width * 0.5 + 2
        }
        expectFrame(b, 0, 0, 42, 1)
    }
}

@Suite("width and height take extents of the other axis")
struct CrossAxisSizeVerbTests {
    @Test("make.width(icon) == icon.height and make.height(banner) == make.w * 0.5")
    func crossAxis() throws {
        let (root, items) = screen("icon", "banner", width: 320, height: 480)
        let (icon, banner) = (items[0], items[1])
        try root.arrange { make in
            make.yTop(icon); make.xLeft(icon)
            make.height(icon) == 24
            make.width(icon) == icon.height
            make.insetEdges(left: 10, right: 10)
            make.xEqual(banner)
            make.install(banner.top == icon.bottom)
            make.height(banner) == make.w * 0.5
        }
        // icon: width = height = 24. banner: make.w = 320 - 10 - 10 = 300 → height 150.
        expectFrame(icon, 0, 0, 24, 24)
        expectFrame(banner, 10, 24, 300, 150)
    }

    @Test("size takes a pair of extents of any axes")
    func sizePair() throws {
        let (root, items) = screen("tile", width: 300, height: 600)
        let tile = items[0]
        try root.arrange { make in
            make.xLeft(tile); make.yTop(tile)
            make.size(tile) == (make.w / 3, make.w / 3)
        }
        // 300 / 3 = 100 on both axes.
        expectFrame(tile, 0, 0, 100, 100)
    }
}
