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
}
