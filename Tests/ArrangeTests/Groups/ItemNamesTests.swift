import Testing
@testable import Arrange

@Suite("ItemNames keeps each item's name once, two inline and the rest after")
struct ItemNamesTests {
    @Test("names are found by identity, in any number, each item once")
    func lookup() {
        let items = (0..<5).map { Item("i\($0)") }
        var names = ItemNames()
        for item in items + items { names.add(ItemReference(item)) }
        #expect(items.map { names[ObjectIdentifier($0)] } == ["i0", "i1", "i2", "i3", "i4"])
        #expect(names[ObjectIdentifier(Item("stranger"))] == nil)
    }

    @Test("a constraint of three items names each of them, the third from beyond the inline two")
    func constraintNames() throws {
        let root = Item("root"), a = Item("a"), b = Item("b"), c = Item("c")
        root.addChildren(a, b, c)
        let group = try root.arrange { make in
            make.install(a.left + b.width == c.right + 4)
        }
        #expect(group.constraints[0].relation == "a.left + b.width == c.right + 4")
    }
}
