import Testing
@testable import Arrange

@Suite("A root given one dimension takes the other from its content")
struct GivenSizeTests {
    /// A cell: title (intrinsic 100×20) above body (80×40), 10 inside, 8 apart.
    func cell() throws -> (Item, title: Item, body: Item) {
        let cell = Item("cell")
        let title = Item("title", intrinsicSize: Size(width: 100, height: 20))
        let body = Item("body", intrinsicSize: Size(width: 80, height: 40))
        cell.addChildren(title, body)
        try cell.arrange { make in
            make.insetEdges(edge: 10)
            make.xEqual(title, body)
            make.yPlace(title, 8, body)
        }
        return (cell, title, body)
    }

    @Test("a width given, the height is the content's: 10 + 20 + 8 + 40 + 10 = 88")
    func widthGiven() throws {
        let (cell, title, body) = try cell()
        cell.givenSize = GivenSize(width: 300)
        expectFrame(cell, 0, 0, 300, 88)
        expectFrame(title, 10, 10, 280, 20)
        expectFrame(body, 10, 38, 280, 40)
        #expect(cell.size == nil && cell.givenSize == GivenSize(width: 300))
        #expect(cell.diagnostics.isEmpty)
    }

    @Test("the width and the content change incrementally: 200 wide, then a body 60 high makes 108")
    func incremental() throws {
        let (cell, title, body) = try cell()
        try cell.resize(width: 300)
        try cell.resize(width: 200)
        expectFrame(title, 10, 10, 180, 20)
        body.intrinsicSize = Size(width: 80, height: 60)
        expectFrame(cell, 0, 0, 200, 108)   // 10 + 20 + 8 + 60 + 10
        expectFrame(body, 10, 38, 180, 60)
    }

    @Test("a height given, the width is the content's: 8 + 24 + 8 + 60 + 8 = 108")
    func heightGiven() throws {
        let bar = Item("bar")
        let icon = Item("icon", intrinsicSize: Size(width: 24, height: 24))
        let label = Item("label", intrinsicSize: Size(width: 60, height: 20))
        bar.addChildren(icon, label)
        try bar.arrange { make in
            make.xPlace(8, icon, 8, label, 8)
            make.yCenter(icon, label)
        }
        try bar.resize(height: 44)
        expectFrame(bar, 0, 0, 108, 44)
        expectFrame(icon, 8, 10, 24, 24)
        expectFrame(label, 40, 12, 60, 20)
    }

    @Test("from one dimension to both and back to none, each re-solved")
    func transitions() throws {
        let (cell, _, body) = try cell()
        try cell.resize(width: 300)
        body.hugging = AxisPriorities(horizontal: 250, vertical: 200)   // the body, not the title, stretches
        cell.size = Size(width: 300, height: 200)
        expectFrame(body, 10, 38, 280, 152)   // 200 − 10 − 20 − 8 − 10
        cell.givenSize = GivenSize(width: 320)
        expectFrame(cell, 0, 0, 320, 88)
        cell.givenSize = nil
        #expect(cell.givenSize == nil)
        #expect(cell.ownedTree?.solver.hasEditVariable(cell.ownedTree!.variables(of: cell).height) == false)
    }

    @Test("a width the required constraints refuse throws and changes no frame bit")
    func refusedWidth() throws {
        let (cell, title, body) = try cell()
        try cell.arrange { make in make.width(title) == 280 }
        try cell.resize(width: 300)
        let before = frameBits([cell, title, body])
        let error = #expect(throws: ArrangeError.self) { try cell.resize(width: 250) }
        guard case let .rootSizeConflict(name, requested, _, conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(name == "cell" && requested == Size(width: 250, height: 88))
        #expect(conflicts.map(\.provenance.verb).contains("width"))
        #expect(frameBits([cell, title, body]) == before)
        #expect(cell.givenSize == GivenSize(width: 300))
    }

    @Test("a change of the dimensions given that cannot hold is taken back whole, bit for bit")
    func refusedTransition() throws {
        let (cell, title, body) = try cell()
        try cell.arrange { make in make.height(title, body) == [20, 40] }
        try cell.resize(width: 300)
        let before = frameBits([cell, title, body])
        #expect(throws: ArrangeError.self) { try cell.resize(width: 300, height: 500) }
        #expect(frameBits([cell, title, body]) == before)
        #expect(cell.givenSize == GivenSize(width: 300))
        cell.givenSize = GivenSize(width: 300, height: 88)
        #expect(cell.size == Size(width: 300, height: 88))
    }

    @Test("a NaN dimension is refused before anything changes")
    func nonFinite() throws {
        let (cell, _, _) = try cell()
        #expect(throws: ArrangeError.nonFiniteSize(root: "cell", Size(width: 0, height: .infinity))) { try cell.resize(height: .infinity) }
        let loose = Item("loose")
        #expect(throws: ArrangeError.self) { try loose.resize(width: .nan) }
        #expect(loose.givenSize == nil)
    }

    @Test("describes itself as a size, a width or a height")
    func description() {
        #expect(GivenSize(width: 375, height: 603).description == "375×603")
        #expect(GivenSize(width: 375).description == "375 wide")
        #expect(GivenSize(height: 44).description == "44 high")
        #expect(GivenSize(Size(width: 1, height: 2)).size == Size(width: 1, height: 2))
        #expect(GivenSize(width: 1).size == nil && GivenSize(width: 1)[.horizontal] == 1)
    }
}
