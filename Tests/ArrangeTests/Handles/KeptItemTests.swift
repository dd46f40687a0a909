import Testing
@testable import Arrange

@Suite("A kept item holds its item weakly, with its identity and name")
struct KeptItemTests {
    @Test("it names its item and keeps it for a reference to it only while the item lives")
    func keeps() {
        let b = Item("b")
        var kept: KeptItem
        var reference: ItemReference
        do {
            let a = Item("a")
            kept = KeptItem(a)
            reference = ItemReference(a)
            #expect(kept.item === a && kept.name == "a" && kept.id == ObjectIdentifier(a))
            #expect(kept.keeps(reference) && !kept.keeps(ItemReference(b)))
        }
        // a is gone: the weak reference does not keep it, and its identity
        // no longer lets anything read it.
        #expect(kept.item == nil && kept.name == "a" && !kept.keeps(reference))
    }
}
