import Testing
@testable import Arrange

@Suite("Grids, flows and firstFitting read back as printed calls")
struct PrintedCallChoosingTests {
    @Test("a grid's gaps come back as empty cells (one, or a span), its columns only when the rows do not say them")
    func gridRows() throws {
        let root = Item("root"), a = Item("a"), b = Item("b"), c = Item("c")
        root.addChildren(a, b, c)
        try root.resize(to: Size(width: 300, height: 100))
        try root.arrange { make in
            make.size(a, b, c) == (10, 10)
            make.grid([[a, make.empty(columns: 2), b], [make.empty, make.cell(c, alignment: .trailing)], [], [make.empty(columns: 5)]])
        }
        guard case let .grid(g, _)? = root.printedLayout().steps.first?.calls.last else { Issue.record("no grid"); return }
        #expect(g.rows.map { $0.map { "\($0.item ?? "-")\($0.columns)\($0.alignment ?? "")" } } == [["a1", "-2", "b1"], ["-1", "c1trailing"], [], []])
        #expect(g.columns == [.fit, .fit, .fit, .fit, .fit])   // 5 columns, the rows' items reach 4: written out
    }

    @Test("a firstFitting whose alternative arranges through another item's context is left out, and says why")
    func alternativeOnAnotherItem() throws {
        let root = Item("root"), box = Item("box"), a = Item("a", intrinsicSize: Size(width: 10, height: 10))
        root.addChildren(box, a)
        try root.resize(to: Size(width: 100, height: 100))
        try root.arrange { make in
            make.equal(box)
            make.firstFitting(in: .horizontal) { $0.ref(box).xLeft(a); $0.yTop(a) } or: { $0.ref(box).yTop(a); $0.xLeft(a) }
        }
        let layout = root.printedLayout()
        #expect(layout.unprintable.count == 1 && layout.unprintable[0].contains("a call on another item"), "\(layout.unprintable)")
    }

    @Test("a flow or grid with an item that left the tree is left out, and says so")
    func detached() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 10, height: 10)), b = Item("b", intrinsicSize: Size(width: 10, height: 10))
        root.addChildren(a, b)
        try root.resize(to: Size(width: 100, height: 100))
        try root.arrange { make in make.flow(a, b, spacing: 4) }
        b.removeFromParent()
        let layout = root.printedLayout()
        #expect(layout.unprintable.count == 1 && layout.unprintable[0].hasSuffix(": a flow with an item that left the tree has no call"), "\(layout.unprintable)")
    }
}
