import Testing
@testable import Arrange

@Suite("The name index counts each name of a tree, kept current as items come and go")
struct NameCountsTests {
    @Test("a repeat is found once built, and follows additions and removals")
    func repeats() {
        let root = Item("root"), a = Item("a"), b = Item("a"), c = Item("c")
        root.addChildren(a, c)
        let index = NameCounts()
        #expect(!index.isRepeated("a", in: root))
        index.add([b])
        #expect(index.isRepeated("a", in: root))
        index.remove([a])
        #expect(!index.isRepeated("a", in: root))
        #expect(!index.isRepeated("c", in: root))
    }

    @Test("adding to an index never built does nothing: it is built from the tree when first asked")
    func lazy() {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        let index = NameCounts()
        index.add([Item("a")])   // not in the tree: ignored until built
        #expect(!index.isRepeated("a", in: root))
    }
}
