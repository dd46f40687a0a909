import Testing
import Arrange

@Suite("A frame snapshot keeps a subtree's frames at one moment")
struct FrameSnapshotTests {
    @Test("it lists the item and its subtree, parents first, with their frames then")
    func snapshot() throws {
        let (root, items) = screen("a", "b")
        let inner = Item("inner")
        items[0].addChild(inner)
        try root.arrange { make in make.size(items) == (10, 20); make.ref(items[0]).equal(inner) }
        let whole = root.frameSnapshot()
        #expect(whole.items == [root, items[0], inner, items[1]])
        #expect(whole[inner] == Rect(x: 0, y: 0, width: 10, height: 20))
        let part = FrameSnapshot(items[0])
        #expect(part.items == [items[0], inner] && part[items[1]] == nil)
        root.size = Size(width: 10, height: 10)
        #expect(whole[root] == Rect(x: 0, y: 0, width: 375, height: 603))
    }
}
