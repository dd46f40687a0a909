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
        #expect(label.measureCalls == 1)   // 248, which reports the natural width too
        try cell.resize(width: 200)
        expectFrame(cell, 0, 0, 200, 104)  // 128 wide: 4 lines = 80, + 24
        try cell.resize(width: 320)
        expectFrame(cell, 0, 0, 320, 84)
        #expect(label.measureCalls == 2)   // 128; 248 again came from the cache
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

    /// `text/N` in small: `n` labels of ``meetingText`` stacked in a root
    /// given its width, 16 from its sides, 8 apart (`xEqual`: the layout
    /// fixes every label's width), and one more label measured by a plain
    /// function (no natural width reported) at the bottom.
    private func textColumn(_ n: Int) throws -> (root: Item, labels: [Item], plain: Item) {
        let root = Item("root")
        let labels = (0..<n).map { Item("label\($0)", measure: .text(meetingText, font: testFont)) }
        let plain = Item("plain", measure: Measure("plain") { width in testFont.size(of: meetingText, width: width) })
        root.addChildren(labels + [plain])
        try root.resize(width: 375)
        var column: [any PlaceElementConvertible] = [16]
        for label in labels + [plain] { column += [label, 8] }
        column[column.count - 1] = 16
        try root.arrange { make in
            make.insetEdges(left: 16, right: 16)
            make.xEqual(labels + [plain])
            make.yPlace(column)
        }
        return (root, labels, plain)
    }

    @Test("a first layout that fixes the labels' widths measures each once; a relayout at the same width none (issue 23)")
    func measuredOnceWhereTheLayoutFixesTheWidth() throws {
        let (root, labels, plain) = try textColumn(10)
        // 375 − 32 = 343 wide: 42 columns (343 / 8 = 42.875). "Meeting moved to Thursday at three, room"
        // is 40 glyphs (+ " 4B," would be 44), "4B, bring the slides" 20: two lines, 40 high.
        // Label k at 16 + 48k; the plain one at 16 + 480 = 496; the root 496 + 40 + 16 = 552 high.
        for (k, label) in labels.enumerated() { expectFrame(label, 16, 16 + 48 * Double(k), 343, 40) }
        expectFrame(plain, 16, 496, 343, 40)
        expectFrame(root, 0, 0, 375, 552)
        // Once at 343, which also says the natural width (488); the plain function twice: no limit, then 343.
        #expect(labels.map(\.measureCalls) == Array(repeating: 1, count: 10))
        #expect(plain.measureCalls == 2)
        // A relayout that leaves the widths alone (an item added below, arranged): no call.
        let footer = Item("footer")
        root.addChild(footer)
        try root.arrange { make in make.install(footer.top == root.top, footer.left == root.left, footer.width == 10, footer.height == 10) }
        expectFrame(labels[9], 16, 448, 343, 40)
        #expect(labels.map(\.measureCalls) == Array(repeating: 1, count: 10) && plain.measureCalls == 2)
    }

    @Test("a resize that changes the labels' width measures each once more; back to a width measured before, none")
    func measuredOnceMorePerNewWidth() throws {
        let (root, labels, plain) = try textColumn(10)
        expectFrame(root, 0, 0, 375, 552)
        try root.resize(width: 200)
        // 168 wide: 21 columns: "Meeting moved to" (16; + " Thursday" is 25), "Thursday at three," (18),
        // "4B, bring the" ... : "room 4B, bring the" (18), "slides": four lines, 80 high; label k at 16 + 88k.
        for (k, label) in labels.enumerated() { expectFrame(label, 16, 16 + 88 * Double(k), 168, 80) }
        expectFrame(root, 0, 0, 200, 16 + 88 * 10 + 80 + 16)
        #expect(labels.map(\.measureCalls) == Array(repeating: 2, count: 10) && plain.measureCalls == 3)
        try root.resize(width: 375)
        expectFrame(root, 0, 0, 375, 552)
        #expect(labels.map(\.measureCalls) == Array(repeating: 2, count: 10) && plain.measureCalls == 3)
    }

    @Test("a label whose width the layout leaves free still takes its natural width, and wraps when its container narrows")
    func naturalWidthWhereTheWidthIsFree() throws {
        let root = Item("root"), label = Item("label", measure: .text(meetingText, font: testFont))
        root.addChild(label)
        try root.resize(width: 600)
        try root.arrange { make in
            make.install(label.left == root.left + 16, label.top == root.top + 16, label.right <= root.right - 16)
            make.install(root.bottom == label.bottom + 16)
        }
        // Hugging and compression hold the natural width, 61 glyphs × 8 = 488 (one line, 20 high), within 568.
        expectFrame(label, 16, 16, 488, 20)
        // At 300 the label can be 268 wide at most: 33 columns, "Meeting moved to Thursday at" (28) +
        // " three," would be 35; "three, room 4B, bring the slides" (32): two lines.
        try root.resize(width: 300)
        expectFrame(label, 16, 16, 268, 40)
        // Wider again: one line, as UILabel grows back.
        try root.resize(width: 600)
        expectFrame(label, 16, 16, 488, 20)
    }

    /// The operation fuzzer's seed 31 (at 12000 operations): a glyph advance
    /// of 10¹⁵ makes a natural width of 2.7·10¹⁶, beyond 2⁵³, where a double
    /// is exact to 4 units. Items named twice repeat their equalities
    /// (`xCenter(i0, i0)`, `width(i2, i2, i0)`), and the repeated width
    /// equality's logical, 0 computed from coordinates of 5.4·10¹⁶, came out
    /// as −3.5 after the values were recomputed: rounding (8 units there), which the
    /// debug build's invariant judged against the component's largest
    /// *required* constant (0) instead of the magnitudes the value was
    /// computed from, and trapped.
    @Test("a measurement of 2.7·10¹⁶ lays out to within the rounding of its size")
    func hugeMeasurement() throws {
        let i0 = Item("i0", intrinsicSize: Size(width: 96, height: 160)), i2 = Item("i2"), i31 = Item("i31")
        // Each step laid out before the next, as the fuzzer did.
        func layOut() { _ = [i0, i2, i31].map(\.frame) }
        layOut()
        i2.measure = Measure("plain") { width in
            MonospacedFont(advance: 1e15, lineHeight: 11).size(of: "one two three four five six", width: width)
        }
        layOut()
        i31.measure = Measure("plain") { width in
            MonospacedFont(advance: 7, lineHeight: 9).size(of: "a b c d e f g h", width: width)
        }
        layOut()
        i31.addChild(i2)
        layOut()
        i31.addChild(i0)
        layOut()
        try i31.arrange { make in
            make.xCenter(i0, i0)
            make.width(i2, i2, i0) == (i0.centerX - i2.right)
        }
        // i31: "a b c d e f g h", 15 glyphs × 7 = 105 on one line, 9 high.
        // W = width of i2 = width of i0: i2 resists compression (750) at its
        // natural 27 × 10¹⁵ = 2.7·10¹⁶, above i0's hugging (250) at 96.
        // i0 centered in i31: x = 105 / 2 − W / 2 = 52.5 − 1.35·10¹⁶.
        // W = i0.centerX − i2.right = 52.5 − i2.right: i2.x = 52.5 − 2W
        // = 52.5 − 5.4·10¹⁶. i2 on one line at W: 11 high; i0 160 (intrinsic).
        // At 2.7·10¹⁶ a double is exact to 4 units (8 at 5.4·10¹⁶): frames to 16.
        let w = 2.7e16
        let expected: [(Item, Rect)] = [
            (i31, Rect(x: 0, y: 0, width: 105, height: 9)),
            (i0, Rect(x: 52.5 - w / 2, y: 0, width: w, height: 160)),
            (i2, Rect(x: 52.5 - 2 * w, y: 0, width: w, height: 11)),
        ]
        for (item, frame) in expected {
            #expect(item.frame.isApproximatelyEqual(to: frame, tolerance: 16), "\(item.name): \(item.frame), expected \(frame)")
        }
        // The measurement is taken (finite, non-negative); what is reported is
        // the two repeated equalities and the y positions nothing fixes.
        let kinds = i31.diagnostics.map(\.kind)
        #expect(kinds.filter { $0 == .duplicate }.count == 2 && kinds.count == 4, "\(i31.diagnostics)")
        #expect(!kinds.contains(.rejectedChange) && !kinds.contains(.unsettledMeasurement))
    }
}
