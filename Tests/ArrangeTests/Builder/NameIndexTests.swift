import Testing
@testable import Arrange

@Suite("A name index finds a scope's items by name as a walk of the subtree would")
struct NameIndexTests {
    @Test("names and path ends, depth first, per scope")
    func lookups() throws {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        a.addChild(Item("x")); b.addChild(Item("x"))
        var index = NameIndex()
        let x = try #require(Item.segments(of: "x")), bx = try #require(Item.segments(of: "b/x"))
        #expect(index.items(x, in: root).map(\.path) == root.items(matching: "x").map(\.path))
        #expect(index.items(x, in: root).map(\.path) == ["root/a/x", "root/b/x"])
        #expect(index.items(bx, in: root).map(\.path) == ["root/b/x"])
        #expect(index.items(x, in: a).map(\.path) == ["root/a/x"])
        #expect(index.items(try #require(Item.segments(of: "y")), in: root).isEmpty)
    }
}
