import Testing
@testable import Arrange

@Suite("properties that resolving reads, changed by lowering again")
struct ItemLoweredTests {
    @Test("firstUnsolvable names the first NaN, infinite or too large inset")
    func unsolvable() {
        #expect(EdgeInsets(edge: 3).firstUnsolvable == nil)
        #expect(EdgeInsets(top: 1, left: .infinity).firstUnsolvable == .infinity)
        #expect(EdgeInsets(trailing: 1e101).firstUnsolvable == 1e101)
    }

    @Test("an unchanged value lowers nothing; a change without groups only stores it")
    func change() throws {
        let item = Item("a")
        try item.changeLowered(\.ownMargins, to: EdgeInsets(edge: 4))
        #expect(item.margins == EdgeInsets(edge: 4))
        try item.changeLowered(\.ownMargins, to: EdgeInsets(edge: 4))
        #expect(item.margins == EdgeInsets(edge: 4))
    }
}
