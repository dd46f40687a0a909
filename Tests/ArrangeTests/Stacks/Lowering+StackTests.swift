import Testing
@testable import Arrange

/// Right to left and hidden items across every distribution and alignment:
/// the frames of `MakeStackTests`, mirrored (x' = width − x − w) right to left.
/// Items a 50×20, b 80×30, c 40×40 in a 300×60 row, spacing 10.
@Suite("stacks: every distribution and alignment, with and without a hidden item, in both directions")
struct LoweringStackTests {
    /// Left-to-right frames (x, width) per distribution: all three items, then with b hidden.
    static let rows: [(StackDistribution, all: [[Double]], hidden: [[Double]])] = [
        // fill: a takes the 110 extra (300 − 190); hidden: 300 − 10 − 40 = 250.
        (.fill, [[0, 160], [170, 80], [260, 40]], [[0, 250], [260, 0], [260, 40]]),
        // fillEqually: (300 − 20) / 3 each; hidden: (300 − 10) / 2 = 145.
        (.fillEqually, [[0, 280.0 / 3], [280.0 / 3 + 10, 280.0 / 3], [560.0 / 3 + 20, 280.0 / 3]], [[0, 145], [155, 0], [155, 145]]),
        // fillProportionally: 280 × 50/170, 80/170, 40/170; hidden: 290 × 50/90, 40/90.
        (.fillProportionally, [[0, 280 * 50 / 170.0], [280 * 50 / 170.0 + 10, 280 * 80 / 170.0], [280 * 130 / 170.0 + 20, 280 * 40 / 170.0]],
         [[0, 290 * 50 / 90.0], [290 * 50 / 90.0 + 10, 0], [290 * 50 / 90.0 + 10, 290 * 40 / 90.0]]),
        // equalSpacing: gaps 65; hidden: one gap 210.
        (.equalSpacing, [[0, 50], [115, 80], [260, 40]], [[0, 50], [260, 0], [260, 40]]),
        // equalCentering: centres 25, 152.5, 280; hidden: a and c at the ends.
        (.equalCentering, [[0, 50], [112.5, 80], [260, 40]], [[0, 50], [260, 0], [260, 40]]),
    ]

    func row(_ distribution: StackDistribution, alignment: StackAlignment = .fill, hideB: Bool, direction: LayoutDirection) throws -> (Item, [Item]) {
        let row = Item("row")
        let items = [Item("a", intrinsicSize: Size(width: 50, height: 20)), Item("b", intrinsicSize: Size(width: 80, height: 30)),
                     Item("c", intrinsicSize: Size(width: 40, height: 40))]
        row.addChildren(items)
        row.size = Size(width: 300, height: 60)
        row.layoutDirection = direction
        try row.arrange { make in make.xStack(items, spacing: 10, distribution: distribution, alignment: alignment) }
        if hideB { items[1].isHidden = true }
        return (row, items)
    }

    @Test("the five distributions, with b shown and hidden, left to right and mirrored right to left", arguments: [false, true])
    func distributions(hideB: Bool) throws {
        for (distribution, all, hidden) in Self.rows {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let (row, items) = try row(distribution, hideB: hideB, direction: direction)
                let expected = hideB ? hidden : all
                for (k, item) in items.enumerated() {
                    let isHidden = hideB && k == 1
                    let x = expected[k][0], w = expected[k][1]
                    let mirroredX = direction == .leftToRight ? x : 300 - x - w
                    expectFrame(item, mirroredX, 0, w, isHidden ? 0 : 60)
                }
                withExtendedLifetime(row) {}
            }
        }
    }

    @Test("the six alignments with b hidden: a and c keep their cross positions (0; 30 − h/2; 60 − h; baselines)")
    func alignmentsWithHidden() throws {
        let cases: [(StackAlignment, aY: Double, cY: Double, aH: Double, cH: Double)] = [
            (.fill, 0, 0, 60, 60), (.top, 0, 0, 20, 40), (.center, 20, 10, 20, 40), (.bottom, 40, 20, 20, 40),
            // No baselines set: both are the bottom edge (UIKit's rule), so bottoms align at c's 40.
            (.firstBaseline, 20, 0, 20, 40), (.lastBaseline, 20, 0, 20, 40),
        ]
        for (alignment, aY, cY, aH, cH) in cases {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let (row, items) = try row(.equalSpacing, alignment: alignment, hideB: true, direction: direction)
                let (a, b, c) = (items[0], items[1], items[2])
                expectFrame(a, direction == .leftToRight ? 0 : 250, aY, 50, aH)   // 300 − 50
                expectFrame(c, direction == .leftToRight ? 260 : 0, cY, 40, cH)
                #expect(b.frame.width == 0 && b.frame.height == 0)
                withExtendedLifetime(row) {}
            }
        }
    }

    @Test("a column distributes along y: equalSpacing gaps (200 − 90) / 2 = 55, and hidden b leaves one gap of 110")
    func column() throws {
        let column = Item("column")
        let items = [Item("a", intrinsicSize: Size(width: 50, height: 20)), Item("b", intrinsicSize: Size(width: 80, height: 30)),
                     Item("c", intrinsicSize: Size(width: 40, height: 40))]
        column.addChildren(items)
        column.size = Size(width: 100, height: 200)
        try column.arrange { make in make.yStack(items, spacing: 10, distribution: .equalSpacing, alignment: .center) }
        expectFrame(items[0], 25, 0, 50, 20)      // (100 − 50) / 2
        expectFrame(items[1], 10, 75, 80, 30)     // 20 + 55
        expectFrame(items[2], 30, 160, 40, 40)    // 200 − 40
        items[1].isHidden = true
        expectFrame(items[2], 30, 160, 40, 40)
        expectFrame(items[1], 0, 160, 0, 0)       // a point where c starts, on the leading edge
    }
}
