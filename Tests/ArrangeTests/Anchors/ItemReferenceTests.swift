import Testing
@testable import Arrange

@Suite("An item reference is one word that knows the item's identity")
struct ItemReferenceTests {
    @Test("a reference takes one word, and its id is the item's ObjectIdentifier")
    func oneWord() {
        let item = Item("a"), other = Item("b")
        #expect(MemoryLayout<ItemReference>.size == MemoryLayout<Int>.size)
        #expect(ItemReference(item).id == ObjectIdentifier(item))
        #expect(ItemReference(item).id != ItemReference(other).id)
        #expect(ItemReference(item).name == "a")
    }
}
