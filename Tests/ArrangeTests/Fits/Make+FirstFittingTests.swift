import Testing
@testable import Arrange

@Suite("make.firstFitting: the first alternative that fits")
struct MakeFirstFittingTests {
    /// A cell: icon 40 × 40, title 150 × 20, insets 10. The row needs
    /// 10 + 40 + 8 + 150 + 10 = 218 wide; the column is the fallback.
    struct Cell {
        let root = Item("cell")
        let icon = Item("icon", intrinsicSize: Size(width: 40, height: 40))
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        var handle: ConstraintHandle!

        init(width: Double, axes: Axis.Set = .horizontal) throws {
            root.addChildren([icon, title])
            try root.resize(width: width)
            var handle: ConstraintHandle!
            let (icon, title) = (icon, title)
            try root.arrange { make in
                make.insetEdges(edge: 10)
                handle = make.firstFitting(in: axes) { $0.xStack([icon, title], spacing: 8, alignment: .top) }
                    or: { $0.yStack([icon, title], spacing: 4, alignment: .leading) }
            }
            self.handle = handle
        }

        var chosen: Int? {
            _ = root.frame
            guard case let .firstFitting(spec)? = handle.declaration?.payload else { return nil }
            return spec.chosen
        }
    }

    @Test("at 218 the row fits exactly: icon and title side by side")
    func rowAtThreshold() throws {
        let c = try Cell(width: 218)
        expectFrame(c.icon, 10, 10, 40, 40)
        expectFrame(c.title, 58, 10, 150, 20)          // 10 + 40 + 8
        expectFrame(c.root, 0, 0, 218, 60)             // 10 + 40 + 10
        #expect(c.chosen == 0)
    }

    @Test("at 217 the title would get 149 < 150: the column")
    func columnBelowThreshold() throws {
        let c = try Cell(width: 217)
        expectFrame(c.icon, 10, 10, 40, 40)
        expectFrame(c.title, 10, 54, 150, 20)          // 10 + 40 + 4
        expectFrame(c.root, 0, 0, 217, 84)             // 54 + 20 + 10
        #expect(c.chosen == 1)
    }

    @Test("resizing across the threshold switches both ways; within a side nothing is reinstalled")
    func resize() throws {
        let c = try Cell(width: 300)
        #expect(c.chosen == 0)
        let wide = c.root.tree.groups[0].resolved.solverConstraints
        try c.root.resize(width: 250)
        expectFrame(c.title, 90, 10, 150, 20)          // fill: the first item stretches, icon 230 − 8 − 150 = 72
        #expect(zip(wide, c.root.tree.groups[0].resolved.solverConstraints).allSatisfy { $0 === $1 })
        try c.root.resize(width: 200)
        expectFrame(c.title, 10, 54, 150, 20)
        #expect(c.chosen == 1)
        let narrow = c.root.tree.groups[0].resolved.solverConstraints
        try c.root.resize(width: 190)                  // less room than 200, where the row did not fit: not tried
        expectFrame(c.title, 10, 54, 150, 20)
        #expect(zip(narrow, c.root.tree.groups[0].resolved.solverConstraints).allSatisfy { $0 === $1 })
        try c.root.resize(width: 218)
        expectFrame(c.title, 58, 10, 150, 20)
        #expect(c.chosen == 0)
    }

    @Test("a longer title moves the cell to the column; a shorter one back")
    func intrinsicChange() throws {
        let c = try Cell(width: 218)
        c.title.intrinsicSize = Size(width: 151, height: 20)   // 10 + 40 + 8 + 151 + 10 = 219 > 218
        expectFrame(c.title, 10, 54, 151, 20)
        #expect(c.chosen == 1)
        c.title.intrinsicSize = Size(width: 100, height: 20)
        expectFrame(c.title, 108, 10, 100, 20)         // icon stretches to 198 − 8 − 100 = 90
        #expect(c.chosen == 0)
    }

    @Test("none fits at 100: the last, the title compressed to the 80 inside")
    func noneFits() throws {
        let c = try Cell(width: 100)
        expectFrame(c.title, 10, 54, 80, 20)
        #expect(c.chosen == 1)
        let choice = try #require(c.title.explanation(of: .width).choices.first)
        #expect(choice.chosen == 2 && choice.count == 2)
        #expect(choice.misfits.map(\.item) == ["title", "title"])
        #expect(choice.misfits.map(\.got) == [32, 80])            // the row: 80 − 40 − 8 (the last item shrinks first); the column: 80
    }

    @Test("explain names the alternative chosen and why the row did not fit")
    func explanation() throws {
        let c = try Cell(width: 200)
        let text = c.icon.explanation(of: .y).description
        #expect(text.contains("firstFitting at ArrangeTests/Make+FirstFittingTests.swift:21: alternative 2 of 2"))
        #expect(text.contains("yStack argument 1"))                   // the chosen alternative's constraint pins it
        #expect(text.contains("alternative 1 does not fit: title needs width 150 and would get 132 (in 180 × 40)"))   // 180 − 40 − 8, judged in the row: 60 − 20 tall
    }

    @Test("asked along the vertical axis only, a row whose title is compressed still fits")
    func axes() throws {
        let c = try Cell(width: 200, axes: .vertical)
        expectFrame(c.title, 58, 10, 132, 20)
        #expect(c.chosen == 0)
    }

    @Test("alternatives that arrange different items are refused, naming them")
    func differentItems() throws {
        let root = Item("root")
        let a = Item("a"), b = Item("b")
        root.addChildren([a, b])
        #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.firstFitting { $0.xStack([a, b]) } or: { $0.yStack([a]) } }
        }
        do { try root.arrange { make in make.firstFitting { $0.xStack([a, b]) } or: { $0.yStack([a]) } } } catch {
            #expect("\(error)".contains("firstFitting"))
            #expect("\(error)".contains("(b)"))
        }
        #expect(root.tree.groups.isEmpty)
    }

    @Test("no alternative, or a flow inside one, is refused")
    func refused() throws {
        let root = Item("root")
        let a = Item("a")
        root.addChild(a)
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.firstFitting([]) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.firstFitting([{ $0.flow([a]) }]) } }
    }
}
