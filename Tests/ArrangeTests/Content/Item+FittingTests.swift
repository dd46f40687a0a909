import Testing
@testable import Arrange

@Suite("fittingSize measures an item's subtree at a width, a height, or neither")
struct ItemFittingTests {
    @Test("a self-sizing cell at three widths: the label's lines plus 24")
    func threeWidths() throws {
        let (cell, _, _) = try selfSizingCell(meetingText)
        // The label is width − 72 wide; its lines (8-point glyphs, 20-point lines):
        // 375 → 303, 37 columns, 2 lines = 40: max(40, 40) + 24 = 64;
        // 320 → 248, 31 columns, 3 lines = 60: 84; 200 → 128, 16 columns, 4 lines = 80: 104.
        #expect(try cell.fittingSize(width: 375) == Size(width: 375, height: 64))
        #expect(try cell.fittingSize(width: 320) == Size(width: 320, height: 84))
        #expect(try cell.fittingSize(width: 200) == Size(width: 200, height: 104))
        // A short text: the avatar decides, 40 + 24.
        let (short, _, _) = try selfSizingCell("Hi", name: "short")
        #expect(try short.fittingSize(width: 375) == Size(width: 375, height: 64))
    }

    @Test("fitting a sized root leaves every frame and the root's size as they were, bit for bit")
    func leavesTree() throws {
        let (cell, avatar, label) = try selfSizingCell(meetingText)
        try cell.resize(width: 375)
        let before = frameBits([cell, avatar, label])
        #expect(before == frameBits([cell, avatar, label]))
        expectFrame(cell, 0, 0, 375, 64)
        #expect(try cell.fittingSize(width: 200).height == 104)
        #expect(throws: ArrangeError.self) { try cell.fittingSize(width: 320, height: .expanded) }   // only ≥ below it: unbounded
        #expect(frameBits([cell, avatar, label]) == before)
        #expect(cell.givenSize == GivenSize(width: 375))
        #expect(cell.ownedTree?.bookkeepingMismatch() == nil)
        try cell.resize(width: 200)
        expectFrame(cell, 0, 0, 200, 104)
    }

    @Test("a cell inside a table is measured on its own, without its place in the table")
    func subtree() throws {
        let table = Item("table")
        let (cell, avatar, label) = try selfSizingCell(meetingText)
        table.addChild(cell)
        try table.arrange { make in make.xEqual(cell); make.yPlace(cell) }
        try table.resize(width: 375)
        expectFrame(cell, 0, 0, 375, 64)
        let before = frameBits([table, cell, avatar, label])
        #expect(try cell.fittingSize(width: 200) == Size(width: 200, height: 104))
        #expect(frameBits([table, cell, avatar, label]) == before)
    }

    @Test("a height given, the width as small as allowed: a toolbar's buttons in a row")
    func heightGiven() throws {
        let bar = Item("bar"), a = Item("a", intrinsicSize: Size(width: 60, height: 20)), b = Item("b", intrinsicSize: Size(width: 80, height: 20))
        bar.addChildren(a, b)
        try bar.arrange { make in make.xPlace(8, a, 8, b, 8); make.yCenter(a, b) }
        #expect(try bar.fittingSize(height: 44) == Size(width: 164, height: 44))   // 8 + 60 + 8 + 80 + 8
        // Expanded, the hugging (250) still wins over the fitting priority (50).
        #expect(try bar.fittingSize(width: .expanded, height: 44) == Size(width: 164, height: 44))
    }

    @Test("compressed with nothing to hold it is 0; expanded with nothing to limit it is an error")
    func unbounded() throws {
        let free = Item("free"), child = Item("child")
        free.addChild(child)
        try free.arrange { make in make.xLeft(child); make.yTop(child); make.size(child) == (10, 10) }
        #expect(try free.fittingSize() == Size(width: 0, height: 0))
        let error = #expect(throws: ArrangeError.self) { try free.fittingSize(width: 100, height: .expanded) }
        #expect(error == .unboundedFittingSize(item: "free", axis: .vertical, at: CallSite(fileID: #fileID, line: #line - 1)))
        #expect(error?.description.contains("nothing limits the height of 'free'") == true)
        try free.arrange { make in make.install(free.height <= child.height * 3) }
        #expect(try free.fittingSize(width: 100, height: .expanded) == Size(width: 100, height: 30))
    }

    @Test("Auto Layout's spelling: a target size with a fitting priority per dimension")
    func autoLayoutSpelling() throws {
        let (cell, _, _) = try selfSizingCell(meetingText)
        let size = try cell.fittingSize(Size(width: 320, height: 0), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
        #expect(size == Size(width: 320, height: 84))
        // A target of 500 at priority 50: the cell's bottom only has to be at least 84 down, so 500 holds.
        #expect(try cell.fittingSize(Size(width: 320, height: 500), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSize)
            == Size(width: 320, height: 500))
    }

    @Test("a required target that contradicts required constraints throws, naming fittingSize, and changes nothing")
    func conflict() throws {
        let (cell, avatar, label) = try selfSizingCell(meetingText)
        try cell.resize(width: 375)
        let before = frameBits([cell, avatar, label])
        let error = #expect(throws: ArrangeError.self) { try cell.fittingSize(width: 320, height: .exactly(30)) }
        guard case let .conflict(members)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(members.contains { $0.provenance.verb == "fittingSize" && $0.provenance.location?.fileID == #fileID })
        #expect(frameBits([cell, avatar, label]) == before)
        #expect(throws: ArrangeError.nonFinite(verb: "fittingSize", argument: 1, value: .infinity, at: CallSite(fileID: #fileID, line: #line))) {
            try cell.fittingSize(width: .infinity)
        }
    }

    @Test("measured content that never settles makes a fitting size an error, not a hang")
    func unsettled() throws {
        let root = Item("root")
        let growing = Item("growing", measure: Measure("growing") { width in Size(width: 10, height: (width ?? 10) + 1) })
        root.addChild(growing)
        try root.arrange { make in
            make.xPlace(growing); make.yPlace(growing)
            make.install(growing.width == growing.height)
        }
        let error = #expect(throws: ArrangeError.self) { try root.fittingSize() }
        guard case let .unsettledMeasurement(items, passes, _)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(items == ["growing"] && passes == LayoutTree.measurePassLimit)
    }
}
