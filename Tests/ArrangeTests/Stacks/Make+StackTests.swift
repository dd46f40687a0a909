import Testing
@testable import Arrange

/// Frames from UIStackView's documented semantics. The items: a 50×20,
/// b 80×30, c 40×40 (intrinsic sizes, hugging 250, compression 750), so the
/// content is 170 wide, 190 with two gaps of 10.
@Suite("stacks: UIStackView's distributions and alignments")
struct MakeStackTests {
    /// A stack `width`×`height` (the root) holding a, b, c.
    func stack(width: Double = 300, height: Double = 60, direction: LayoutDirection = .leftToRight,
               _ body: (Make, Item, Item, Item) -> Void) throws -> (stack: Item, a: Item, b: Item, c: Item) {
        let row = Item("row")
        let a = Item("a", intrinsicSize: Size(width: 50, height: 20))
        let b = Item("b", intrinsicSize: Size(width: 80, height: 30))
        let c = Item("c", intrinsicSize: Size(width: 40, height: 40))
        row.addChildren(a, b, c)
        row.size = Size(width: width, height: height)
        row.layoutDirection = direction
        try row.arrange { make in body(make, a, b, c) }
        return (row, a, b, c)
    }

    // MARK: distributions (alignment fill: every item 0…60 high)

    @Test("fill: among equal hugging priorities the first item stretches")
    func fill() throws {
        let (row, a, b, c) = try stack { make, a, b, c in make.xStack([a, b, c], spacing: 10) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 160, 60)      // 300 − 190 = 110 extra: 50 + 110
            expectFrame(b, 170, 0, 80, 60)     // 160 + 10
            expectFrame(c, 260, 0, 40, 60)     // 170 + 80 + 10; 260 + 40 = 300
        }
    }

    @Test("fill: the lowest hugging priority stretches")
    func fillHugging() throws {
        let (row, a, b, c) = try stack { make, a, b, c in
            b.hugging = AxisPriorities(horizontal: Priority(200), vertical: .low)
            make.xStack([a, b, c], spacing: 10)
        }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 50, 60)
            expectFrame(b, 60, 0, 190, 60)     // 80 + 110
            expectFrame(c, 260, 0, 40, 60)
        }
    }

    @Test("fill: too little room shrinks the last of equal compression resistances first, then the lowest resistance")
    func fillCompression() throws {
        let (row, a, b, c) = try stack(width: 170) { make, a, b, c in make.xStack([a, b, c], spacing: 10) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 50, 60)
            expectFrame(b, 60, 0, 80, 60)
            expectFrame(c, 150, 0, 20, 60)     // 20 short of 190: c 40 − 20
        }
        let (row2, a2, b2, c2) = try stack(width: 170) { make, a, b, c in
            c.compressionResistance = AxisPriorities(horizontal: Priority(800), vertical: .high)
            make.xStack([a, b, c], spacing: 10)
        }
        withExtendedLifetime(row2) {
            expectFrame(a2, 0, 0, 50, 60)
            expectFrame(b2, 60, 0, 60, 60)     // b shrinks now (c resists at 800): 80 − 20
            expectFrame(c2, 130, 0, 40, 60)
        }
    }

    @Test("fillEqually: every item (320 − 2 × 10) / 3 = 100 wide")
    func fillEqually() throws {
        let (row, a, b, c) = try stack(width: 320) { make, a, b, c in make.xStack([a, b, c], spacing: 10, distribution: .fillEqually) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 100, 60)
            expectFrame(b, 110, 0, 100, 60)
            expectFrame(c, 220, 0, 100, 60)
        }
    }

    @Test("fillProportionally: 340 of room shared 50 : 80 : 40 (×2)")
    func fillProportionally() throws {
        let (row, a, b, c) = try stack(width: 360) { make, a, b, c in make.xStack([a, b, c], spacing: 10, distribution: .fillProportionally) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 100, 60)      // 340 × 50/170
            expectFrame(b, 110, 0, 160, 60)    // 340 × 80/170
            expectFrame(c, 280, 0, 80, 60)     // 340 × 40/170
        }
    }

    @Test("equalSpacing: items keep their sizes, both gaps (300 − 170) / 2 = 65")
    func equalSpacing() throws {
        let (row, a, b, c) = try stack { make, a, b, c in make.xStack([a, b, c], spacing: 10, distribution: .equalSpacing) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 50, 60)
            expectFrame(b, 115, 0, 80, 60)     // 50 + 65
            expectFrame(c, 260, 0, 40, 60)     // 195 + 65
        }
    }

    @Test("equalCentering: centres 25, 152.5, 280 equally apart (127.5)")
    func equalCentering() throws {
        let (row, a, b, c) = try stack { make, a, b, c in make.xStack([a, b, c], spacing: 10, distribution: .equalCentering) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 50, 60)       // centre 25
            expectFrame(b, 112.5, 0, 80, 60)   // centre (25 + 280) / 2 = 152.5, less 40
            expectFrame(c, 260, 0, 40, 60)     // centre 280
        }
    }

    @Test("equalCentering: spacing is a minimum; when the centres cannot be equal the items shrink")
    func equalCenteringMinimum() throws {
        // 190 wide, c 150…190 (centre 170). With a 50 wide (centre 25) b's centre is
        // (25 + 170)/2 = 97.5 and b.left >= 60 leaves it 75 wide: 5 below its size. Shrinking
        // a by x instead moves b's centre by x/4 and its room by 1.5x: b keeps 80 at
        // x = 10/3, and 10/3 < 5 is the least compression in all (one priority, 750).
        let (row, a, b, c) = try stack(width: 190) { make, a, b, c in make.xStack([a, b, c], spacing: 10, distribution: .equalCentering) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 140.0 / 3, 60)       // 50 − 10/3
            expectFrame(b, 170.0 / 3, 0, 80, 60)      // 140/3 + 10; centre 170/3 + 40 = (70/3 + 170)/2
            expectFrame(c, 150, 0, 40, 60)
        }
    }

    // MARK: alignments (190 wide: a 0…50, b 60…140, c 150…190)

    @Test("alignment top, center, bottom: y 0; 30 − h/2; 60 − h")
    func crossAlignments() throws {
        let expected: [(StackAlignment, [Double])] = [(.top, [0, 0, 0]), (.center, [20, 15, 10]), (.bottom, [40, 30, 20])]
        for (alignment, ys) in expected {
            let (row, a, b, c) = try stack(width: 190) { make, a, b, c in make.xStack([a, b, c], spacing: 10, alignment: alignment) }
            withExtendedLifetime(row) {
                expectFrame(a, 0, ys[0], 50, 20)
                expectFrame(b, 60, ys[1], 80, 30)
                expectFrame(c, 150, ys[2], 40, 40)
            }
        }
    }

    @Test("alignment firstBaseline and lastBaseline: the items as high as their baselines on one line allow")
    func baselines() throws {
        func offsets(_ a: Item, _ b: Item, _ c: Item) {
            a.baselineOffsets = BaselineOffsets(first: 15, last: 5)   // from the top: first 15, last 15
            b.baselineOffsets = BaselineOffsets(first: 20, last: 4)   // first 20, last 26
            c.baselineOffsets = BaselineOffsets(first: 30, last: 12)  // first 30, last 28
        }
        let (row, a, b, c) = try stack(width: 190) { make, a, b, c in
            offsets(a, b, c)
            make.xStack([a, b, c], spacing: 10, alignment: .firstBaseline)
        }
        withExtendedLifetime(row) {
            expectFrame(c, 150, 0, 40, 40)     // the deepest first baseline (30) sets the line at 30
            expectFrame(a, 0, 15, 50, 20)      // 30 − 15
            expectFrame(b, 60, 10, 80, 30)     // 30 − 20
        }
        let (row2, a2, b2, c2) = try stack(width: 190) { make, a, b, c in
            offsets(a, b, c)
            make.xStack([a, b, c], spacing: 10, alignment: .lastBaseline)
        }
        withExtendedLifetime(row2) {
            expectFrame(c2, 150, 0, 40, 40)    // the line at 28 (c's: 40 − 12)
            expectFrame(a2, 0, 13, 50, 20)     // 28 − 15
            expectFrame(b2, 60, 2, 80, 30)     // 28 − 26
        }
    }

    @Test("a vertical stack aligns leading, center and trailing across, following the reading direction")
    func column() throws {
        let cases: [(StackAlignment, LayoutDirection, [Double])] = [
            (.leading, .leftToRight, [0, 0, 0]), (.center, .leftToRight, [25, 10, 30]), (.trailing, .leftToRight, [50, 20, 60]),
            (.leading, .rightToLeft, [50, 20, 60]), (.trailing, .rightToLeft, [0, 0, 0]), (.fill, .leftToRight, [0, 0, 0]),
        ]
        for (alignment, direction, xs) in cases {
            // 100 × 110: heights 20 + 30 + 40 + 2 × 10 = 110, no stretching.
            let (row, a, b, c) = try stack(width: 100, height: 110, direction: direction) { make, a, b, c in
                make.yStack([a, b, c], spacing: 10, alignment: alignment)
            }
            withExtendedLifetime(row) {
                let widths: [Double] = alignment == .fill ? [100, 100, 100] : [50, 80, 40]
                expectFrame(a, xs[0], 0, widths[0], 20)
                expectFrame(b, xs[1], 30, widths[1], 30)
                expectFrame(c, xs[2], 70, widths[2], 40)
            }
        }
    }

    // MARK: hidden items, direction, custom spacing, margins, nesting

    @Test("a hidden item takes no room and no spacing, in every distribution")
    func hidden() throws {
        // a and c: 90 of content, one gap of 10.
        let expected: [(StackDistribution, [Double], [Double])] = [
            (.fill, [0, 250], [260, 40]),              // a stretches: 300 − 10 − 40
            (.fillEqually, [0, 145], [155, 145]),      // (300 − 10) / 2
            (.fillProportionally, [0, 161.11111111111111], [171.11111111111111, 128.88888888888889]),   // 290 × 50/90, 290 × 40/90
            (.equalSpacing, [0, 50], [260, 40]),       // the one gap 210
            (.equalCentering, [0, 50], [260, 40]),
        ]
        for (distribution, af, cf) in expected {
            let (row, a, b, c) = try stack { make, a, b, c in
                b.isHidden = true
                make.xStack([a, b, c], spacing: 10, distribution: distribution)
            }
            withExtendedLifetime(row) {
                expectFrame(a, af[0], 0, af[1], 60)
                expectFrame(c, cf[0], 0, cf[1], 60)
                expectFrame(b, cf[0], 0, 0, 0)        // a point where c starts
            }
        }
    }

    @Test("hiding and showing in an arranged stack is incremental and reversible")
    func hideAndShow() throws {
        let (row, a, b, c) = try stack { make, a, b, c in make.xStack([a, b, c], spacing: 10, distribution: .equalSpacing) }
        let before = frameBits([a, b, c])
        a.isHidden = true
        expectFrame(b, 0, 0, 80, 60)            // b first now
        expectFrame(c, 260, 0, 40, 60)
        a.isHidden = false
        #expect(frameBits([a, b, c]) == before)
        withExtendedLifetime(row) {}
    }

    @Test("right to left, a row reads from the right: a is rightmost")
    func rightToLeft() throws {
        let (row, a, b, c) = try stack(direction: .rightToLeft) { make, a, b, c in make.xStack([a, b, c], spacing: 10) }
        withExtendedLifetime(row) {
            expectFrame(a, 140, 0, 160, 60)    // 300 − 160
            expectFrame(b, 50, 0, 80, 60)      // 140 − 10 − 80
            expectFrame(c, 0, 0, 40, 60)       // 50 − 10 − 40
        }
    }

    @Test("custom spacing after an item replaces the spacing there")
    func customSpacing() throws {
        let (row, a, b, c) = try stack(width: 210) { make, a, b, c in make.xStack([a, b, c], spacing: 10, spacingAfter: [a: 30]) }
        withExtendedLifetime(row) {
            expectFrame(a, 0, 0, 50, 60)
            expectFrame(b, 80, 0, 80, 60)      // 50 + 30
            expectFrame(c, 170, 0, 40, 60)     // 160 + 10
        }
    }

    @Test("within margins the stack arranges inside its layout margins")
    func margins() throws {
        let (row, a, b, c) = try stack(width: 230, height: 80) { make, a, b, c in
            make.reference.margins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            make.refWithinMargins(make.reference).xStack([a, b, c], spacing: 10)
        }
        withExtendedLifetime(row) {
            expectFrame(a, 20, 10, 50, 60)     // 230 − 40 = 190: no stretching; 80 − 20 high
            expectFrame(b, 80, 10, 80, 60)
            expectFrame(c, 170, 10, 40, 60)
        }
    }

    @Test("stacks nest, and a stack left free fits its content")
    func nesting() throws {
        let screen = Item("screen"), row = Item("row"), title = Item("title", intrinsicSize: Size(width: 120, height: 24))
        let a = Item("a", intrinsicSize: Size(width: 50, height: 20))
        let b = Item("b", intrinsicSize: Size(width: 80, height: 30))
        screen.addChildren(row, title)
        row.addChildren(a, b)
        screen.size = Size(width: 300, height: 200)
        try screen.arrange { make in
            make.yStack([title, row], spacing: 8, distribution: .equalSpacing, alignment: .leading)
            make.ref(row).xStack([a, b], spacing: 10, alignment: .center)
        }
        expectFrame(title, 0, 0, 120, 24)
        expectFrame(row, 0, 170, 140, 30)      // 50 + 10 + 80 wide, as high as b; at the bottom: 200 − 30
        expectFrame(a, 0, 5, 50, 20)           // in row's coordinates, centred: (30 − 20) / 2
        expectFrame(b, 60, 0, 80, 30)
    }

    @Test("a stack is measured by its content: its fitting size is its items' (UIStackView's intrinsic content size)")
    func fitting() throws {
        let row = Item("row")
        let a = Item("a", intrinsicSize: Size(width: 50, height: 20)), b = Item("b", intrinsicSize: Size(width: 80, height: 30))
        row.addChildren(a, b)
        try row.arrange { make in make.xStack([a, b], spacing: 10, alignment: .center) }
        #expect(try row.fittingSize(width: .compressed, height: .compressed) == Size(width: 140, height: 30))   // 50 + 10 + 80; b's 30
        #expect(try row.fittingSize(width: 200) == Size(width: 200, height: 30))                                // a stretches; still 30 high
    }

    @Test("mistakes are typed errors naming the call: a baseline column, an item twice, a spacing for an item not stacked")
    func errors() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.yStack([a, b], alignment: .firstBaseline) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.xStack([a, b, a]) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.xStack([a, b], spacingAfter: [c: 4]) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.xStack([a, root]) } }
        do {
            try root.arrange { make in make.yStack([a, b], alignment: .lastBaseline) }
        } catch {
            #expect(error.description.contains("yStack at ArrangeTests/Make+StackTests.swift"))
            #expect(error.description.contains("baselines align the items of a row"))
        }
    }
}
