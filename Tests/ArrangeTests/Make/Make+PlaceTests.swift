import Testing
@testable import Arrange

@Suite("A place list checks its elements, finding an item given twice in short and long lists alike")
struct MakePlaceTests {
    /// A root 700 wide with `count` children `i0`, `i1`, ….
    func row(_ count: Int) -> (Item, [Item]) {
        let root = Item("root")
        root.size = Size(width: 700, height: 100)
        let items = (0..<count).map { Item("i\($0)") }
        root.addChildren(items)
        return (root, items)
    }

    @Test("a long list with no item twice is checked in one pass and places every item")
    func longListWithoutDuplicates() throws {
        // 70 items, past the scan limit (64): each 10 wide, so i(k) starts at 10·k and i69 ends at 700, the root's right.
        let (root, items) = row(70)
        #expect(items.count > Make.placeScanLimit)
        try root.arrange { make in
            make.xPlace(items)
            make.size(items) == (10, 20)
            make.yTop(items)
        }
        for (k, item) in items.enumerated() { expectFrame(item, 10 * Double(k), 0, 10, 20) }
    }

    @Test("a long list with an item twice lists every mistake once, in list order, as a short one does")
    func longListWithDuplicate() throws {
        for count in [3, 70] {
            let (root, items) = row(count)
            let stranger = Item("stranger")
            // Arguments: ∞ is 1, the items 2 … count + 1, i1 again count + 2, the stranger count + 3.
            let elements: [any PlaceElementConvertible] = [Double.infinity] + items + [items[1], stranger]
            let error = #expect(throws: ArrangeError.self) { try root.arrange { make in make.xPlace(elements) } }
            guard case let .multiple(errors)? = error else {
                Issue.record("expected several errors, got \(String(describing: error))")
                continue
            }
            #expect(errors.count == 3, "\(count) items")
            #expect(errors.first.map { if case .nonFinite("xPlace", 1, _, _) = $0 { true } else { false } } == true, "\(count) items")
            #expect(errors.dropFirst().first.map {
                if case .duplicateInPlaceList("i1", "xPlace", [3, count + 2], _) = $0 { true } else { false }
            } == true, "\(count) items")
            #expect(errors.last.map { if case .foreignItem("stranger", _, _, "xPlace", _) = $0 { true } else { false } } == true, "\(count) items")
        }
    }
}
