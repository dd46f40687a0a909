import Foundation
import Testing
@testable import Arrange

@Suite("A live tree printed as Swift reads like the make DSL that built it")
struct SwiftPrinterTests {
    @Test("items, sizes, insets, ref, place lists, installs, priorities and identifiers print as calls")
    func printsCalls() throws {
        let root = Item("root"), card = Item("card"), icon = Item("icon", intrinsicSize: Size(width: 20, height: 20))
        let a = Item("a"), b = Item("b")
        root.addChildren(card, a, b)
        card.addChild(icon)
        root.size = Size(width: 300, height: 200)
        icon.hugging = AxisPriorities(horizontal: 300, vertical: 250)
        try root.arrange { make in
            make.insetEdges(edge: 10)
            make.width(card) == make.w / 2
            make.height(card) == 100 ~ .high
            make.xLeft(card); make.yTop(card)
            let inner = make.ref(card)
            inner.center(icon)
            make.resetEdges(.zero)
            make.size(a, b) == (20, 20)
            make.xPlace(make.flexible, a, make.flexible * 2, b, make.flexible)
            (make.install(a.top == card.bottom + 8)).identifier = "gap"
            make.install(b.top == a.top)
        }
        #expect(root.swiftCode() == """
        let root = Item("root")
        let card = Item("card")
        let icon = Item("icon", intrinsicSize: Size(width: 20, height: 20))
        let a = Item("a")
        let b = Item("b")
        root.addChildren(card, a, b)
        card.addChildren(icon)
        icon.hugging = AxisPriorities(horizontal: 300, vertical: 250)
        root.size = Size(width: 300, height: 200)
        try root.arrange { make in
            make.resetEdges(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
            make.width(card) == make.w * 0.5
            make.height(card) == 100 ~ 750
            make.xLeft(card)
            make.yTop(card)
            let inner1 = make.ref(card)
            inner1.center(icon)
            make.resetEdges(EdgeInsets())
            make.width(a, b) == 20
            make.height(a, b) == 20
            make.xPlace(make.flexible, a, make.flexible * 2, b, make.flexible)
            (make.install(a.top == card.bottom + 8)).identifier = "gap"
            make.install(b.top == a.top)
        }

        """)
    }

    /// The expected text is the code of this test, line for line (read
    /// from this file): the printed spellings compile, because this test is
    /// built from them.
    @Test("compound anchors, align, distribute, barriers, margins, baselines and a safe area print as the code that made them")
    func printsIssue12Vocabulary() throws {
        // The code the printer must write, from here
        let root = Item("root")
        let card = Item("card")
        let a = Item("a", intrinsicSize: Size(width: 40, height: 20))
        let b = Item("b", intrinsicSize: Size(width: 60, height: 30))
        let c = Item("c")
        let badge = Item("badge")
        root.addChildren(card, badge)
        card.addChildren(a, b, c)
        card.margins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        a.baselineOffsets = BaselineOffsets(first: 15, last: 5)
        b.baselineOffsets = BaselineOffsets(first: 22, last: 8)
        root.size = Size(width: 320, height: 480)
        root.safeAreaInsets = EdgeInsets(top: 20, bottom: 34)
        try root.arrange { make in
            make.install(card.edges == root.edges.inset(top: 20, left: 16, bottom: 40, right: 16))
            let inner1 = make.refWithinMargins(card)
            inner1.width(c) == inner1.w * 0.5 - 4
            inner1.xLeft(a)
            inner1.yTop(a)
            make.align(.firstBaseline, a, b)
            make.distribute(by: 10, .horizontal, a, b)
            make.install(c.leading == make.barrier(.trailing, of: a, b) + 8)
            make.install(c.top == make.barrier(.bottom, of: a, b) - 2) ~ 750
            make.install(badge.size == card.size * 0.25 + Size(width: 4, height: 0))
            make.install(badge.center == card.center + Point(x: 10, y: -10))
            make.install(c.height == 100 - a.height)
        }
        // to here.
        #expect(root.swiftCode() == (try ownLines(after: "// The code the printer must write, from here", before: "// to here.")))
        // The layout the code makes: card 16…304 × 20…440, its margins 28…292 × 28…432.
        // c: width 0.5 · 264 − 4 = 128, left 68 + 70 + 8 = 146 (after b: a 28…68, b 78…138),
        // top max(a 28 + 20, b 21 + 30) − 2 = 49 (b.top: 28 + 15 − 22 = 21), height 100 − 20 = 80.
        // Frames are in the card's coordinates: x − 16, y − 20.
        expectFrame(c, 146 - 16, 49 - 20, 128, 80)
        expectFrame(b, 78 - 16, 21 - 20, 60, 30)
        // badge: 288 · 0.25 + 4 = 76 by 420 · 0.25 = 105, centred at (160 + 10, 230 − 10).
        expectFrame(badge, 170 - 38, 220 - 52.5, 76, 105)
    }

    /// The lines of this file between two marker lines, without the test body's indentation.
    private func ownLines(after start: String, before end: String, file: String = #filePath) throws -> String {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasSuffix(start) }) + 1
        let last = try #require(lines[first...].firstIndex { $0.hasSuffix(end) })
        return lines[first..<last].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n") + "\n"
    }

    @Test("names that are not Swift identifiers, or repeat, get variable names of their own")
    func variableNames() {
        #expect(SwiftPrinter.variableNames(["root", "two words", "root", "make"]).values == ["root", "item1", "item2", "item3"])
        #expect(SwiftPrinter.quoted("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
        #expect(SwiftPrinter.extent("make.w", scale: 1, shift: -4) == "make.w - 4")
    }

    @Test("a root's pixel scale prints as one assignment after its size")
    func printsPixelScale() throws {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        root.size = Size(width: 100, height: 20)
        root.pixelScale = 2
        try root.arrange { make in make.equal(a) }
        #expect(root.swiftCode().contains("root.size = Size(width: 100, height: 20)\nroot.pixelScale = 2\n"), "\(root.swiftCode())")
    }
}

@Suite("Stacks and hidden items print as the calls that made them")
struct SwiftPrinterStackTests {
    @Test("a stack prints as xStack with its spacing, distribution, alignment and custom spacing; a hidden item as isHidden")
    func stack() throws {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        root.size = Size(width: 100, height: 40)
        b.isHidden = true
        try root.arrange { make in
            make.xStack([a, b], spacing: 8, distribution: .fillEqually, alignment: .center, spacingAfter: [a: 12])
        }
        let code = root.swiftCode()
        #expect(code.contains("b.isHidden = true"))
        #expect(code.contains("make.xStack([a, b], spacing: 8, distribution: .fillEqually, alignment: .center, spacingAfter: [a: 12])"), "\(code)")
    }
}
