import Testing
@testable import Arrange

@Suite("The printed model of a layout holds its calls, and lists what no call can say")
struct ItemPrintedLayoutTests {
    @Test("a constant changed through an alignment's handle is listed as left out; the rest is printed")
    func leftOut() throws {
        let (root, items) = screen("a")
        var edge: ConstraintHandle!
        try root.arrange { make in
            make.size(items) == (10, 10)
            edge = make.xLeft(items[0])
            make.yTop(items[0])
        }
        try edge.setConstant(5)
        let layout = root.printedLayout()
        #expect(layout.steps.count == 1 && layout.steps[0].calls.count == 3)   // width, height, yTop
        #expect(layout.unprintable.count == 1)
        #expect(layout.unprintable[0].hasSuffix("a constant changed through the handle has no call"))
        #expect(root.swiftCode().hasSuffix("// left out: \(layout.unprintable[0])\n"))
    }

    @Test("an item that left the tree drops out of its calls; a relation naming it is not printed")
    func detached() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.size(items) == (10, 10)
            make.xLeft(items)
            make.install(items[1].top == items[0].bottom)
            make.yTop(items[0])
        }
        items[0].removeFromParent()
        let layout = root.printedLayout()
        #expect(layout.unprintable.isEmpty)
        let code = root.swiftCode()
        #expect(code.contains("make.width(b) == 10") && code.contains("make.xLeft(b)"))
        #expect(!code.contains("install") && !code.contains("yTop"))
        #expect(layout.root.children.map(\.name) == ["b"])
    }
}

@Suite("The printed model writes the calls of compound anchors, arrangements, barriers and margins")
struct ItemPrintedLayoutVocabularyTests {
    @Test("an item that left the tree drops out of align, distribute and barrier calls; a compound relation naming it goes")
    func detached() throws {
        let (root, items) = screen("a", "b", "c", "d", "e")
        let (a, b, c, d, e) = (items[0], items[1], items[2], items[3], items[4])
        try root.arrange { make in
            make.size(items) == (10, 10)
            make.align(.top, a, b, c)
            make.align(.bottom, b, c, d)
            make.distribute(by: 5, .horizontal, a, b, c, d, e)
            make.install(e.left == make.barrier(.right, of: a, b) + 4)
            make.install(d.size == a.size)
        }
        a.removeFromParent()
        c.removeFromParent()
        let code = root.swiftCode()
        #expect(root.printedLayout().unprintable.isEmpty)
        // align(.top, a, b, c): each tied to a, so nothing; align(.bottom, b, c, d): b and d.
        #expect(!code.contains("make.align(.top") && code.contains("make.align(.bottom, b, d)"))
        // The chain a b c d e keeps d → e only (b → c and c → d named c).
        #expect(code.contains("make.distribute(by: 5, .horizontal, d, e)") && !code.contains("make.distribute(by: 5, .horizontal, b"))
        #expect(code.contains("make.install(e.left == make.barrier(.right, of: b) + 4)"))
        #expect(!code.contains("d.size"))
    }

    @Test("w and h within the margins print as the context's w and h, after its insets")
    func withinMargins() throws {
        let (root, items) = screen("a")
        root.margins = EdgeInsets(left: 10, right: 10)
        try root.arrange { make in
            let inner = make.refWithinMargins(root)
            inner.insetEdges(left: 4)
            inner.width(items[0]) == inner.w * 0.5 + 2
            inner.height(items[0]) == inner.h - 3
            inner.xLeft(items[0])
            inner.yTop(items[0])
        }
        let code = root.swiftCode()
        #expect(code.contains("""
            let inner1 = make.refWithinMargins(root)
            inner1.resetEdges(EdgeInsets(left: 4))
            inner1.width(a) == inner1.w * 0.5 + 2
            inner1.height(a) == inner1.h - 3
            inner1.xLeft(a)
            inner1.yTop(a)
        """), "\(code)")
        // (375 − 20 − 4) · 0.5 + 2 = 177.5; 603 − 3 = 600.
        expectFrame(items[0], 14, 0, 177.5, 600)
    }

    @Test("a constant on the left of an install moves to the right; 100 − b.width prints so; other negative multipliers are left out")
    func installSides() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.install(a.top + 10 == b.bottom)
            make.install(a.width == 100 - b.width)
            make.install(a.height == b.height * -0.5 + 100)
        }
        let layout = root.printedLayout()
        let code = root.swiftCode()
        #expect(code.contains("make.install(a.top == b.bottom - 10)") && code.contains("make.install(a.width == 100 - b.width)"))
        #expect(layout.unprintable.count == 1 && layout.unprintable[0].hasSuffix("a negative multiplier has no spelling in fixtures (only `c - b.width` on sizes)"))
    }

    @Test("a width measured from an item that left the tree is not printed, or is listed when some of it stays")
    func detachedExtent() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.width(b) == a.width
            make.width(b, c) == [a.width, 40]
        }
        a.removeFromParent()
        let layout = root.printedLayout()
        #expect(layout.steps[0].calls.isEmpty)
        #expect(layout.unprintable.count == 1 && layout.unprintable[0].hasSuffix("a width or height measured from an item that left the tree has no call"))
    }
}
