import Testing
@testable import Arrange

@Suite("grid cells: items, spans, empty cells and alignments")
struct GridCellTests {
    @Test("an item is a one-column cell that takes the grid's alignment")
    func item() {
        let a = Item("a")
        let cell = a.gridCell
        #expect(cell.item === a && cell.columns == 1 && cell.horizontal == nil && cell.vertical == nil)
    }

    @Test("make.cell spans and aligns; make.empty holds nothing")
    func made() throws {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        _ = try root.record { make in
            let cell = make.cell(a, columns: 3, alignment: .trailing, rowAlignment: .firstBaseline)
            #expect(cell.item === a && cell.columns == 3 && cell.horizontal == .trailing && cell.vertical == .firstBaseline)
            #expect(make.empty.item == nil && make.empty.columns == 1)
            #expect(make.empty(columns: 2).columns == 2)
        }
    }

    @Test("the alignments are SwiftUI's, with fill, by name")
    func names() {
        #expect(HorizontalAlignment.allCases.map(\.rawValue) == ["leading", "center", "trailing", "fill"])
        #expect(VerticalAlignment.allCases.map(\.rawValue) == ["top", "center", "bottom", "firstBaseline", "fill"])
        #expect(GridColumn.flexible() == .flexible(weight: 1))
    }
}
