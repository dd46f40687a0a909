import Testing
import Arrange

@Suite("root.pixelScale puts every frame read on the device-pixel grid, and nothing else changes")
struct ItemPixelScaleTests {
    /// A 100×30 root with a, b, c side by side, equal widths (exact 33.33… each), tops 0.4, heights 10.
    func thirds(scale: Double? = nil) throws -> (root: Item, items: [Item], group: ConstraintGroup) {
        let root = Item("root"), items = [Item("a"), Item("b"), Item("c")]
        root.addChildren(items)
        root.size = Size(width: 100, height: 30)
        root.pixelScale = scale
        let group = try root.arrange { make in
            make.xPlace(items)
            make.install(items[1].width == items[0].width); make.install(items[2].width == items[0].width)
            for item in items { make.install(item.top == root.top + 0.4) }
            make.height(items) == 10
        }
        return (root, items, group)
    }

    @Test("nil by default: exact frames, as before")
    func defaultIsExact() throws {
        let (root, items, _) = try thirds()
        #expect(root.pixelScale == nil)
        expectFrame(items[1], 100.0 / 3, 0.4, 100.0 / 3, 10)
    }

    @Test("setting and clearing the scale changes the frames read, never the solution")
    func toggles() throws {
        let (root, items, _) = try thirds()
        let exact = frameBits(items)
        root.pixelScale = 2
        // Edges 0, 33.33, 66.67, 100 pt = 0, 66.67, 133.33, 200 px → 0, 67, 133, 200; tops 0.8 px → 1, bottoms 20.8 → 21.
        expectFrame(items[0], 0, 0.5, 33.5, 10)
        expectFrame(items[1], 33.5, 0.5, 33, 10)
        expectFrame(items[2], 66.5, 0.5, 33.5, 10)
        #expect(items[1].explanation(of: .width).amount == 100.0 / 3 || Swift.abs(items[1].explanation(of: .width).amount - 100.0 / 3) <= 1e-9)
        root.pixelScale = nil
        #expect(frameBits(items) == exact)
    }

    @Test("a scale that is zero, negative, NaN, infinite or above 10⁶ is refused with an error naming the item and the call")
    func invalid() throws {
        let (root, items, _) = try thirds(scale: 1)
        let before = frameBits(items)
        for bad in [0, -1, Double.nan, .infinity, 2e6] {
            let line = #line; let error = #expect(throws: ArrangeError.self) { try root.setPixelScale(bad) }
            guard case let .invalidPixelScale(item, scale, location)? = error else { Issue.record("\(bad): \(String(describing: error))"); continue }
            #expect(item == "root" && (scale == bad || (scale.isNaN && bad.isNaN)) && location == CallSite(fileID: #fileID, line: line))
            #expect(error!.description.hasPrefix("\(#fileID):\(line): item 'root': pixel scale"))
        }
        #expect(root.pixelScale == 1)
        root.pixelScale = 0
        #expect(root.pixelScale == 1)
        #expect(frameBits(items) == before)
        let rejected = root.diagnostics.filter { $0.kind == .rejectedChange }
        #expect(rejected.count == 1 && rejected[0].message.contains("pixel scale 0 of root") && rejected[0].message.contains("not a positive finite number"))
    }

    @Test("only a root's scale counts; an item's own applies once it is a root")
    func nonRoot() throws {
        let (root, items, _) = try thirds()
        items[1].pixelScale = 1
        expectFrame(items[1], 100.0 / 3, 0.4, 100.0 / 3, 10)
        items[1].removeFromParent()
        // Its own root now: it keeps the frame it was last laid out at (issue 26) until it is laid out again,
        // read on its own grid (LayoutTree+KeptFramesOnGrid.swift): 33.33 → 33, 66.67 → 67, 0.4 → 0, 10.4 → 10.
        #expect(items[1].pixelScale == 1)
        expectFrame(items[1], 33, 0, 34, 10)
        items[1].pixelScale = nil
        expectFrame(items[1], 100.0 / 3, 0.4, 100.0 / 3, 10)
        items[1].pixelScale = 1
        // Laid out as a root of its own, its own scale applies: a child's left at 0.4 reads 0, its right 5.4 reads 5.
        let child = Item("child")
        items[1].addChild(child)
        items[1].size = Size(width: 10, height: 10)
        try items[1].arrange { make in
            make.install(child.left == items[1].left + 0.4)
            make.size(child) == (5, 5)
            make.yTop(child)
        }
        expectFrame(child, 0, 0, 5, 5)
        withExtendedLifetime(root) {}
    }

    @Test("group frames, snapshots, transitions' ends and the builder's frames are read on the grid")
    func everyRead() throws {
        let (root, items, group) = try thirds(scale: 1)
        // Edges 0, 33, 67, 100; top 0.4 → 0, bottom 10.4 → 10.
        #expect(group.frames[items[1]] == Rect(x: 33, y: 0, width: 34, height: 10))
        #expect(root.frameSnapshot()[items[2]] == Rect(x: 67, y: 0, width: 33, height: 10))
        let transition = FrameTransition(from: root.frameSnapshot(), to: root.frameSnapshot())
        #expect(transition.frame(of: items[0], at: 1) == Rect(x: 0, y: 0, width: 33, height: 10))
        let layout = Node("screen") {
            Node("a"); Node("b"); Node("c")
            Arrangement { make in
                make.xPlace(make["a"], make["b"], make["c"])
                make.install(make["b"].width == make["a"].width); make.install(make["c"].width == make["a"].width)
                make.yEqual(make["a"], make["b"], make["c"])
            }
        }
        let frames = try layout.solve(in: Size(width: 100, height: 10.5), pixelScale: 1)
        // Root 100 × 10.5 → 100 × 11 (10.5 rounds up); a, b, c as above, heights 11.
        #expect(frames["screen"] == Rect(x: 0, y: 0, width: 100, height: 11))
        #expect(frames["b"] == Rect(x: 33, y: 0, width: 34, height: 11))
        let host = try LayoutHost(layout, size: Size(width: 100, height: 10), pixelScale: 3)
        // At scale 3: 100.00 px thirds → 300 px / 3 = 100 px each: exact, 33.33… pt.
        #expect(Swift.abs(host.frames["b"]!.x - 100.0 / 3) <= 1e-9)
        #expect(throws: ArrangeError.self) { try layout.solve(in: Size(width: 100, height: 10), pixelScale: -1) }
    }

    @Test("explain shows the exact value beside the rounded one")
    func explain() throws {
        let (root, items, _) = try thirds(scale: 1)
        let explanation = items[1].explanation(of: .width)
        #expect(Swift.abs(explanation.amount - 100.0 / 3) <= 1e-9)
        #expect(explanation.rounded == 34)
        #expect(explanation.description.hasPrefix("b.width = 33.3333333333333") && explanation.description.contains(" (on the pixel grid: 34)"))
        let (exactRoot, exact, _) = try thirds()
        #expect(exact[1].explanation(of: .width).rounded == nil)
        #expect(!exact[1].explanation(of: .width).description.contains("pixel grid"))
        withExtendedLifetime((root, exactRoot)) {}
    }
}
