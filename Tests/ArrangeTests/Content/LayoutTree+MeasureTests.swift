import Testing
@testable import Arrange

@Suite("Layout measures content in passes until it settles")
struct LayoutTreeMeasureTests {
    /// "Can you bring the charger and the blue notebook when you come over
    /// tonight": 74 glyphs, 592 wide on one line.
    static let bubbleText = "Can you bring the charger and the blue notebook when you come over tonight"

    @Test("a chat bubble's text grows in height as the bubble shrinks from 260 to 231 wide")
    func chatBubble() throws {
        let chat = Item("chat"), bubble = Item("bubble")
        let text = Item("text", measure: .text(Self.bubbleText, font: testFont))
        chat.addChild(bubble)
        bubble.addChild(text)
        chat.size = Size(width: 375, height: 603)
        var maxWidth: ConstraintHandle!
        try chat.arrange { make in
            make.insetEdges(edge: 16)
            make.xLeft(bubble)
            make.yTop(bubble)
            maxWidth = make.width(bubble) <= 260
        }
        try bubble.arrange { make in
            make.insetEdges(top: 8, left: 12, bottom: 8, right: 12)
            make.equal(text)
        }
        // The text resists compression (750) at 592: the bubble takes its
        // most, 260; the text 260 − 24 = 236 wide, 29 columns (236 / 8 =
        // 29.5): "Can you bring the charger and" / "the blue notebook when you"
        // / "come over tonight", 3 lines = 60; the bubble 60 + 16 = 76 high.
        expectFrame(bubble, 16, 16, 260, 76)
        expectFrame(text, 12, 8, 236, 60)
        try maxWidth.setConstant(231)
        // 231 − 24 = 207, 25 columns: "Can you bring the charger" / "and the
        // blue notebook" / "when you come over" / "tonight", 4 lines = 80;
        // the bubble 80 + 16 = 96 high.
        expectFrame(bubble, 16, 16, 231, 96)
        expectFrame(text, 12, 8, 207, 80)
        try maxWidth.setConstant(260)
        expectFrame(bubble, 16, 16, 260, 76)
        #expect(chat.diagnostics.isEmpty)
    }

    @Test("two wrapping labels share a row's width, and the row takes the taller one's height")
    func sharedRow() throws {
        let row = Item("row")
        let a = Item("a", measure: .text("Short note about the weekend plans", font: testFont))
        let b = Item("b", measure: .text("A much longer message that needs several lines to fit", font: testFont))
        row.addChildren(a, b)
        try row.arrange { make in
            make.insetEdges(edge: 10)
            make.xPlace(a, 10, b)
            make.width(a) == b.width
            make.yTop(a, b)
            make.install(row.bottom >= a.bottom + 10)
            make.install(row.bottom >= b.bottom + 10)
        }
        try row.resize(width: 300)
        // Each is (300 − 10 − 10 − 10) / 2 = 135 wide, 16 columns:
        // a: "Short note about" / "the weekend" / "plans" = 60;
        // b: "A much longer" / "message that" / "needs several" / "lines to fit" = 80;
        // the row's free height, as small as allowed: 80 + 20 = 100.
        expectFrame(a, 10, 10, 135, 60)
        expectFrame(b, 155, 10, 135, 80)
        expectFrame(row, 0, 0, 300, 100)
        try row.resize(width: 460)
        // (460 − 30) / 2 = 215, 26 columns: a "Short note about the" /
        // "weekend plans" = 40; b "A much longer message that" / "needs
        // several lines to fit" = 40: the row 40 + 20 = 60.
        expectFrame(a, 10, 10, 215, 40)
        expectFrame(b, 235, 10, 215, 40)
        expectFrame(row, 0, 0, 460, 60)
    }

    @Test("a measure function that never settles stops after the pass limit, with a diagnostic")
    func neverSettles() throws {
        let root = Item("root")
        // One more than the width it is given, while its width must equal its height: never settles.
        let growing = Item("growing", measure: Measure("growing") { width in Size(width: 10, height: (width ?? 10) + 1) })
        root.addChild(growing)
        root.size = Size(width: 375, height: 603)
        try root.arrange { make in
            make.xLeft(growing)
            make.yTop(growing)
            make.install(growing.width == growing.height)
        }
        // First solve: natural 10×11; width == height, both at least 10 and 11 (750):
        // 11. Each pass measures at width w and asks height w + 1: 12, 13, …;
        // after 10 passes the last asked 21, and the item is 21×21.
        expectFrame(growing, 0, 0, 21, 21)
        let unsettled = root.diagnostics.filter { $0.kind == .unsettledMeasurement }
        #expect(unsettled.count == 1)
        #expect(unsettled.first?.message.contains("did not settle after 10 passes") == true)
        #expect(unsettled.first?.message.contains("growing") == true)
        #expect(growing.measureCalls == 11)   // natural + 10 widths
    }

    @Test("ordinary content settles in two passes, measuring once per proposal")
    func passes() throws {
        let (cell, _, label) = try selfSizingCell(meetingText)
        try cell.resize(width: 320)
        let tree = try #require(cell.ownedTree)
        tree.settle()   // settled already: nothing changes
        expectFrame(label, 60, 12, 248, 60)
        expectFrame(cell, 0, 0, 320, 84)   // 60 + 24
        #expect(label.measureCalls == 2)   // natural, 248
        try cell.resize(width: 200)
        expectFrame(cell, 0, 0, 200, 104)  // 128 wide: 4 lines = 80, + 24
        try cell.resize(width: 320)
        expectFrame(cell, 0, 0, 320, 84)
        #expect(label.measureCalls == 3)   // 248 again came from the cache
    }

    @Test("a measure function that returns NaN is ignored and reported")
    func invalid() throws {
        let root = Item("root")
        let bad = Item("bad", measure: Measure("bad") { _ in Size(width: .nan, height: 1) })
        root.addChild(bad)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in make.xLeft(bad); make.yTop(bad); make.size(bad) == (10, 10) }
        expectFrame(bad, 0, 0, 10, 10)
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange && $0.message.contains("NaN") })
    }

    @Test("a measured height the layout cannot take is refused, listed, and changes no frame")
    func refusedPass() throws {
        let root = Item("root"), label = Item("label", measure: .text(meetingText, font: testFont))
        root.addChild(label)
        label.compressionResistance = AxisPriorities(horizontal: .high, vertical: .required)
        root.size = Size(width: 128, height: 50)
        try root.arrange { make in make.xEqual(label); make.yPlace(label) }
        // Natural height 20 fits the 50 the root holds; at 128 wide the text needs 80, required: refused.
        expectFrame(label, 0, 0, 128, 50)
        let refused = root.diagnostics.filter { $0.kind == .rejectedChange }
        #expect(refused.count == 1)
        #expect(refused.first?.message.contains("measured sizes of root's content") == true)
        let group = try #require(root.ownedTree?.groups.first)
        #expect(group.frames[label] == Rect(x: 0, y: 0, width: 128, height: 50))
    }

    @Test("a measure proposing heights: a 4:3 photo in a bar 44 high is 48 wide, and the bar takes its width from it")
    func heightDriven() throws {
        let bar = Item("bar")
        let photo = Item("photo", measure: Measure("photo 4:3", proposing: .vertical) { height in
            let h = height ?? 300
            return Size(width: h * 4 / 3, height: h)
        })
        bar.addChild(photo)
        try bar.arrange { make in
            make.insetEdges(edge: 4)
            make.yEqual(photo)
            make.xPlace(photo)
        }
        try bar.resize(height: 44)
        // The photo is 44 − 8 = 36 high (its natural 300 compressed); measured at 36 it is 48 wide; the bar 48 + 8 = 56.
        expectFrame(photo, 4, 4, 48, 36)
        expectFrame(bar, 0, 0, 56, 44)
        try bar.resize(height: 64)
        expectFrame(photo, 4, 4, 74.66666666666667, 56)   // 56 × 4 / 3
        #expect(bar.diagnostics.isEmpty)
    }
}
