import Testing
@testable import Arrange

@Suite("The name index knows which names repeat, until the tree changes")
struct NameIndexTests {
    @Test("repeats are found once and forgotten on invalidate")
    func repeats() {
        let root = Item("root"), a = Item("a"), b = Item("a"), c = Item("c")
        root.addChildren(a, c)
        let index = NameIndex()
        #expect(!index.isRepeated("a", in: root))
        root.addChild(b)
        #expect(!index.isRepeated("a", in: root))   // still the old answer
        index.invalidate()
        #expect(index.isRepeated("a", in: root))
        #expect(!index.isRepeated("c", in: root))
    }
}
