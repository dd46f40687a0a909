import Testing
@testable import Arrange

@Suite("A declaration names the items its constraints may mention")
struct DeclarationItemsTests {
    let root = Item("root")
    let a = Item("a"), b = Item("b")
    init() { root.addChildren(a, b) }

    @Test("alignments and place lists name their reference first; relations and dimensions only their items")
    func references() throws {
        let declarations = try root.record { make in
            make.xLeft(a, b)
            make.xPlace(b, 4, a)
            make.install(b.left == a.right)
            make.width(a) == b.width
        }
        #expect(declarations.map { $0.itemReferences.map(\.name) } == [["root", "a", "b"], ["root", "b", "a"], ["b", "a"], ["a", "b"]])
    }

    @Test("items splits into the alive ones and the identities of the others")
    func alive() throws {
        let d = try #require(try root.record { make in make.xLeft(a, b) }.first)
        let (items, gone) = d.items(alive: [ObjectIdentifier(root), ObjectIdentifier(b)])
        #expect(items.map(\.item) == [root, b] && items.map(\.name) == ["root", "b"] && gone == [ObjectIdentifier(a)])
    }
}
