import Testing
import Arrange

@Suite("a root's safe area, given from outside")
struct LayoutTreeSafeAreaTests {
    @Test("the root's margins count from its safe area; changes re-solve, nil removes it")
    func safeArea() throws {
        let (root, items) = screen("content")
        let content = items[0]
        root.margins = EdgeInsets(edge: 16)
        try root.arrange { make in make.refWithinMargins(root).equal(content) }
        expectFrame(content, 16, 16, 343, 571)
        root.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        expectFrame(content, 16, 60, 343, 493)      // 603 − 44 − 34 − 32
        root.safeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 0)
        expectFrame(content, 46, 36, 313, 551)
        root.safeAreaInsets = nil
        expectFrame(content, 16, 16, 343, 571)
    }

    @Test("insets given before the first arrange apply when the tree is made")
    func before() throws {
        let root = Item("root"), bar = Item("bar")
        root.addChild(bar)
        root.safeAreaInsets = EdgeInsets(top: 44)
        root.size = Size(width: 320, height: 480)
        try root.arrange { make in
            make.height(bar) == 50
            make.install(bar.top == root.topMargin); make.install(bar.horizontalEdges == root.horizontalEdges)
        }
        expectFrame(bar, 0, 44, 320, 50)
    }

    @Test("a safe area the layout cannot take is refused; the old one stays")
    func refused() throws {
        let (root, items) = screen("content")
        let content = items[0]
        root.safeAreaInsets = EdgeInsets(top: 10)
        try root.arrange { make in
            make.install(content.top == root.topMargin, content.top == root.top + 10)
            make.size(content) == (10, 10); make.xLeft(content)
        }
        #expect(throws: ArrangeError.self) { try root.setSafeAreaInsets(EdgeInsets(top: 50)) }
        #expect(root.safeAreaInsets == EdgeInsets(top: 10))
        expectFrame(content, 0, 10, 10, 10)
        #expect(throws: ArrangeError.self) { try root.setSafeAreaInsets(EdgeInsets(top: .nan)) }
    }

    @Test("a first safe area the layout cannot take leaves every frame bit-identical")
    func refusedFirstChangesNoBit() throws {
        // Found by the fuzzer (seed 175, shrunk): the first safe area was
        // lowered in, then lowered out again, and the second pivots left
        // 0.0 as -0.0 and 1151.0000000000002 as 1151.0.
        let i0 = Item("i0", intrinsicSize: Size(width: 187, height: 14))
        let i1 = Item("i1"), i3 = Item("i3"), i4 = Item("i4"), i10 = Item("i10"), i13 = Item("i13"), i19 = Item("i19")
        let i2 = Item("i2", intrinsicSize: Size(width: 126, height: 10))
        let i6 = Item("i6", intrinsicSize: Size(width: 46, height: 165))
        let i14 = Item("i14", measure: .text("iiiiiiiiiiiiii aaaaaaaaa hhhhhh f d ii gggggg iiiiiii bbbbbbb b", font: MonospacedFont(advance: 8, lineHeight: 17)))
        let i15 = Item("i15", measure: .text("gggggggg ffffff bbbbbbbbbbbbbbbbbbbb ddddd", font: MonospacedFont(advance: 7, lineHeight: 18)))
        let all = [i0, i1, i2, i3, i4, i6, i10, i13, i14, i15, i19]
        func readFrames() { _ = all.map(\.frame) }
        readFrames()
        for (parent, child) in [(i0, i1), (i1, i2), (i0, i3), (i3, i4), (i4, i6), (i0, i10), (i0, i13), (i2, i14), (i4, i15), (i6, i19)] {
            parent.addChild(child); readFrames()
        }
        try i4.arrange { make in
            make.yPlace(make.flexible * 0.5, i19, 70.875, i15, 15, i6, 40, i10, make.flexible) ~ 750
            make.width(i15, i15) == make.h + 285
            make.install(i6.bottom <= i6.bottom * 0.25)
        }
        readFrames()
        for size in [Size(width: 480, height: 1120), Size(width: 360, height: 840), Size(width: 480, height: 1120)] { try i0.resize(to: size); readFrames() }
        try i0.arrange { make in
            make.yEqual(i13, i3, i10)
            make.install(i10.edges == i0.edgesWithinMargins.inset(left: 4))
        }
        readFrames()
        for size in [Size(width: 517, height: 1143), Size(width: 480, height: 1120)] { try i0.resize(to: size); readFrames() }
        i2.requestedLayoutDirection = .rightToLeft; readFrames()
        for size in [Size(width: 360, height: 840), Size(width: 480, height: 1120)] { try i0.resize(to: size); readFrames() }
        let before = frameBits(all)
        // i10's bottom is i0's bottom margin, and yEqual ties it to i13's, which nothing else places: the bottom inset stays 0.
        #expect(throws: ArrangeError.self) { try i0.setSafeAreaInsets(EdgeInsets(left: 20, bottom: 16, right: 24)) }
        #expect(frameBits(all) == before)
        #expect(i0.safeAreaInsets == nil)
    }
}
