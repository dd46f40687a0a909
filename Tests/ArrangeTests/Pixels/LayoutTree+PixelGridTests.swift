import Testing
import Arrange

@Suite("Frames read on the pixel grid come from absolute edges")
struct LayoutTreePixelGridTests {
    /// A root `width` × 10 at `scale` with `count` equal items side by side filling it.
    func row(_ count: Int, width: Double, scale: Double?) throws -> (Item, [Item]) {
        let root = Item("root")
        let items = (0..<count).map { Item("i\($0)") }
        root.addChildren(items)
        root.size = Size(width: width, height: 10)
        root.pixelScale = scale
        try root.arrange { make in
            make.xPlace(items)
            make.yEqual(items)
            for item in items.dropFirst() { make.install(item.width == items[0].width) }
        }
        return (root, items)
    }

    @Test("100 points split three ways at scale 1 are 33, 34 and 33 wide, never 33 + 33 + 33")
    func thirds() throws {
        let (root, items) = try row(3, width: 100, scale: 1)
        // Exact edges 0, 33.33…, 66.66…, 100 → 0, 33, 67, 100.
        expectFrame(items[0], 0, 0, 33, 10)
        expectFrame(items[1], 33, 0, 34, 10)
        expectFrame(items[2], 67, 0, 33, 10)
        withExtendedLifetime(root) {}
    }

    @Test("without a scale the frames are exact, as before")
    func exact() throws {
        let (root, items) = try row(3, width: 100, scale: nil)
        expectFrame(items[1], 100.0 / 3, 0, 100.0 / 3, 10)
        withExtendedLifetime(root) {}
    }

    @Test("7 equal items in 100 points at scales 1, 2 and 3: edges on the grid, widths within one pixel, the sum exact",
          arguments: [
            // Exact edges 100k/7 points = 100k·s/7 pixels, each rounded half up:
            // s = 1: 0 14.29 28.57 42.86 57.14 71.43 85.71 100 → 0 14 29 43 57 71 86 100
            (1.0, [0, 14, 29, 43, 57, 71, 86, 100]),
            // s = 2: 0 28.57 57.14 85.71 114.29 142.86 171.43 200 → 0 29 57 86 114 143 171 200
            (2.0, [0, 29, 57, 86, 114, 143, 171, 200]),
            // s = 3: 0 42.86 85.71 128.57 171.43 214.29 257.14 300 → 0 43 86 129 171 214 257 300
            (3.0, [0, 43, 86, 129, 171, 214, 257, 300]),
          ] as [(Double, [Double])])
    func sevenths(scale: Double, edges: [Double]) throws {
        let (root, items) = try row(7, width: 100, scale: scale)
        defer { withExtendedLifetime(root) {} }
        var sum = 0.0, widths: [Double] = []
        for (n, item) in items.enumerated() {
            let f = item.frame
            #expect(Swift.abs(f.x - edges[n] / scale) <= 1e-9 && Swift.abs(f.width - (edges[n + 1] - edges[n]) / scale) <= 1e-9, "\(item.name) \(f)")
            // On the grid: x·s and width·s whole numbers.
            #expect(Swift.abs((f.x * scale).rounded() - f.x * scale) <= 1e-9)
            #expect(Swift.abs((f.width * scale).rounded() - f.width * scale) <= 1e-9)
            widths.append(f.width * scale)
            sum += f.width
        }
        #expect(widths.max()! - widths.min()! <= 1 + 1e-9)
        #expect(Swift.abs(sum - 100) <= 1e-9)
        // Each item starts where the one before it ends: no gap, no overlap.
        for (a, b) in zip(items, items.dropFirst()) { #expect(Swift.abs(a.frame.x + a.frame.width - b.frame.x) <= 1e-9) }
    }

    @Test("a half rounds up, and a value within 1e-9 of a half counts as the half")
    func halves() throws {
        let (root, children) = screen("a", "b", "c", width: 100, height: 100)
        root.pixelScale = 1
        let (a, b, c) = (children[0], children[1], children[2])
        try root.arrange { make in
            make.install(a.left == root.left + 0.5); make.width(a) == 1              // edges 0.5, 1.5 → 1, 2
            make.install(b.left == root.left + 10.4999999999); make.width(b) == 2    // 1e-10 below the half: 11; right 12.4999999999 → 13
            make.install(c.left == root.left + 20.49); make.width(c) == 2            // a real difference: 20; right 22.49 → 22
            make.yTop(a, b, c); make.height(a, b, c) == 0.5              // top 0, bottom 0.5 → 1
        }
        expectFrame(a, 1, 0, 1, 1)
        expectFrame(b, 11, 0, 2, 1)
        expectFrame(c, 20, 0, 2, 1)
    }

    @Test("negative coordinates round the same way, halves towards +∞")
    func negatives() throws {
        let (root, children) = screen("a", "b", width: 100, height: 100)
        root.pixelScale = 2
        let (a, b) = (children[0], children[1])
        try root.arrange { make in
            // a: left −2.75 pt = −5.5 px → −5; right 2.25 pt = 4.5 px → 5: x −2.5, width 5.
            make.install(a.left == root.left - 2.75); make.width(a) == 5
            // b: left −1.3 pt = −2.6 px → −3; right −0.3 pt = −0.6 px → −1: x −1.5, width 1.
            make.install(b.left == root.left - 1.3); make.width(b) == 1
            // tops −0.25 pt = −0.5 px → 0; bottoms 0.25 pt = 0.5 px → 1.
            make.install(a.top == root.top - 0.25); make.install(b.top == root.top - 0.25); make.height(a, b) == 0.5
        }
        expectFrame(a, -2.5, 0, 5, 0.5)
        expectFrame(b, -1.5, 0, 1, 0.5)
    }

    @Test("a nested item's frame is its rounded absolute edges less its parent's, not its relative offset rounded")
    func nested() throws {
        let root = Item("root"), card = Item("card"), dot = Item("dot")
        root.addChild(card); card.addChild(dot)
        root.size = Size(width: 100, height: 100)
        root.pixelScale = 1
        try root.arrange { make in
            make.install(card.left == root.left + 10.4); make.install(card.top == root.top + 10.4); make.size(card) == (50, 50)
            make.install(dot.left == card.left + 10.4); make.install(dot.top == card.top + 10.4); make.size(dot) == (10, 10)
        }
        // card: edges 10.4, 60.4 → 10, 60: x 10, width 50.
        expectFrame(card, 10, 10, 50, 50)
        // dot: absolute 20.8, 30.8 → 21, 31; x 21 − 10 = 11 (its offset 10.4 alone would round to 10).
        expectFrame(dot, 11, 11, 10, 10)
    }

    @Test("an item with an intrinsic size is never narrower than its exact width: its far edge rounds outward")
    func intrinsicContent() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 20.3, height: 10.2)), box = Item("box")
        root.addChildren(label, box)
        root.size = Size(width: 100, height: 100)
        root.pixelScale = 1
        try root.arrange { make in
            make.install(label.left == root.left + 10.6); make.install(label.top == root.top + 0.6)
            make.install(box.left == root.left + 10.6); make.install(box.top == root.top + 0.6); make.size(box) == (20.3, 10.2)
        }
        // label: left 10.6 → 11; far edge max(round(30.9) = 31, ceil(11 + 20.3) = 32) = 32: width 21 ≥ 20.3.
        // top 0.6 → 1; bottom max(round(10.8) = 11, ceil(1 + 10.2) = 12) = 12: height 11 ≥ 10.2.
        expectFrame(label, 11, 1, 21, 11)
        // box, the same rectangle without content: 31 − 11 = 20, 11 − 1 = 10.
        expectFrame(box, 11, 1, 20, 10)
    }

    @Test("measured text is never truncated by rounding: 287.99976 points wide reads 288, never 287")
    func measuredText() throws {
        let root = Item("root")
        // 3 glyphs of 95.99992 = 287.99976 points, one line of 20.
        let label = Item("label", measure: .text("abc", font: MonospacedFont(advance: 95.99992, lineHeight: 20)))
        root.addChild(label)
        root.size = Size(width: 400, height: 100)
        root.pixelScale = 1
        try root.arrange { make in make.install(label.left == root.left + 0.5); make.yTop(label) }
        // left 0.5 → 1; far edge max(round(288.49976) = 288, ceil(1 + 287.99976) = 289) = 289: width 288.
        expectFrame(label, 1, 0, 288, 20)
    }

    @Test("the root's own frame is its size rounded")
    func root() throws {
        let root = Item("root")
        root.size = Size(width: 100.4, height: 50.5)
        root.pixelScale = 1
        expectFrame(root, 0, 0, 100, 51)
    }

    @Test("rounded frames are deterministic: two trees built alike read the same bits")
    func deterministic() throws {
        let (rootA, a) = try row(7, width: 100, scale: 3)
        let (rootB, b) = try row(7, width: 100, scale: 3)
        #expect(frameBits(a) == frameBits(b))
        withExtendedLifetime((rootA, rootB)) {}
    }

    @Test("resizes and handle changes re-solve exactly and read on the grid again")
    func resizeAndHandles() throws {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        root.size = Size(width: 100, height: 10)
        root.pixelScale = 1
        var gap: ConstraintHandle!
        try root.arrange { make in
            gap = make.xPlace(a, 7, b)
            make.install(b.width == a.width)
            make.yEqual(a, b)
        }
        // (100 − 7) / 2 = 46.5 each: a 0…46.5 → 0…47, b 53.5…100 → 54…100.
        expectFrame(a, 0, 0, 47, 10)
        expectFrame(b, 54, 0, 46, 10)
        try root.resize(to: Size(width: 101, height: 10))
        // (101 − 7) / 2 = 47: whole numbers, unchanged by rounding.
        expectFrame(a, 0, 0, 47, 10)
        expectFrame(b, 54, 0, 47, 10)
        try gap.setConstant(8, argument: 2)
        // (101 − 8) / 2 = 46.5: a 0…46.5 → 0…47, b 54.5…101 → 55…101.
        expectFrame(a, 0, 0, 47, 10)
        expectFrame(b, 55, 0, 46, 10)
        #expect(Swift.abs(a.explanation(of: .width).amount - 46.5) <= 1e-9)
    }

    @Test("right to left, the row mirrors and still tiles: the same edges, the items in reverse")
    func rightToLeft() throws {
        let root = Item("root"), items = [Item("a"), Item("b"), Item("c")]
        root.addChildren(items)
        root.size = Size(width: 100, height: 10)
        root.requestedLayoutDirection = .rightToLeft
        root.pixelScale = 1
        try root.arrange { make in
            make.xPlace(items)
            make.install(items[1].width == items[0].width); make.install(items[2].width == items[0].width)
            make.yEqual(items)
        }
        // a is rightmost: exact edges 100, 66.67, 33.33, 0 → 100, 67, 33, 0.
        expectFrame(items[0], 67, 0, 33, 10)
        expectFrame(items[1], 33, 0, 34, 10)
        expectFrame(items[2], 0, 0, 33, 10)
    }
}
