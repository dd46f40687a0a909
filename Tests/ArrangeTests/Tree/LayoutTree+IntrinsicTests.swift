import Testing
@testable import Arrange

/// The tree's record of intrinsic-size constraints lists exactly those
/// installed in its solver, whatever the intrinsic size went through
/// (issue 9, item 1: a cleared size left its constraints on the record, and
/// detaching the item later failed and left ghosts in the solver).
@Suite("The tree's intrinsic-size constraints are exactly those installed")
struct LayoutTreeIntrinsicTests {
    /// A 300×200 root holding `box`, 300×50 at the top, and `label` (39×34
    /// intrinsic) inside `box`: the repro of issue 9, item 1.
    func boxWithLabel() throws -> (root: Item, box: Item, label: Item) {
        let root = Item("root"), box = Item("box"), label = Item("label", intrinsicSize: Size(width: 39, height: 34))
        root.addChild(box)
        box.addChild(label)
        root.size = Size(width: 300, height: 200)
        try root.arrange { make in
            make.xEqual(box); make.width(box) == 300
            make.yTop(box); make.height(box) == 50
        }
        return (root, box, label)
    }

    /// Nothing the tree no longer records stays in its solver, and nothing it records is missing.
    func expectNoGhosts(_ root: Item, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(root.tree.bookkeepingMismatch() == nil, sourceLocation: sourceLocation)
    }

    @Test("clearing an intrinsic size, then moving its item's ancestor to another tree, leaves no ghost behind")
    func clearedThenAncestorMoved() throws {
        let (root, box, label) = try boxWithLabel()
        label.intrinsicSize = nil
        expectNoGhosts(root)
        let other = Item("other")
        other.addChild(box)
        expectNoGhosts(root)
        expectNoGhosts(other)
        try root.resize(to: Size(width: 400, height: 200))
        expectFrame(root, 0, 0, 400, 200)
        #expect(root.diagnostics.isEmpty)
        #expect(root.tree.solver.constraints.count == 2)   // the root's origin, nothing else
    }

    @Test("clearing an intrinsic size, then removing the item itself, leaves no ghost behind")
    func clearedThenRemoved() throws {
        let (root, _, label) = try boxWithLabel()
        label.intrinsicSize = nil
        label.removeFromParent()
        expectNoGhosts(root)
        try root.resize(to: Size(width: 300, height: 120))
        expectFrame(root, 0, 0, 300, 120)
    }

    @Test("clearing an intrinsic size, then removing its item's ancestor, leaves no ghost behind")
    func clearedThenAncestorRemoved() throws {
        let (root, box, label) = try boxWithLabel()
        label.intrinsicSize = nil
        box.removeFromParent()
        expectNoGhosts(root)
        expectNoGhosts(box)
        try root.resize(to: Size(width: 400, height: 200))
        expectFrame(root, 0, 0, 400, 200)
    }

    @Test("clearing an intrinsic size, then moving the item itself into another tree, installs nothing stale there")
    func clearedThenMoved() throws {
        let (root, box, label) = try boxWithLabel()
        label.intrinsicSize = nil
        let other = Item("other")
        other.size = Size(width: 100, height: 100)
        other.addChild(label)
        expectNoGhosts(root)
        expectNoGhosts(other)
        label.intrinsicSize = Size(width: 20, height: 10)
        try other.arrange { make in make.xLeft(label); make.yTop(label) }
        expectFrame(label, 0, 0, 20, 10)
        expectFrame(box, 0, 0, 300, 50)
    }

    @Test("a non-finite intrinsic size is refused, and moving its item's ancestor to another tree leaves no ghost behind")
    func nonFiniteThenAncestorMoved() throws {
        let (root, box, label) = try boxWithLabel()
        label.intrinsicSize = Size(width: .nan, height: 10)
        #expect(label.intrinsicSize == Size(width: 39, height: 34))
        expectNoGhosts(root)
        let other = Item("other")
        other.addChild(box)
        expectNoGhosts(root)
        expectNoGhosts(other)
        try root.resize(to: Size(width: 400, height: 200))
        expectFrame(root, 0, 0, 400, 200)
    }

    @Test("intrinsic sizes set, changed, cleared and set again keep the record exact")
    func setChangeClearSet() throws {
        let (root, _, label) = try boxWithLabel()
        for size in [Size(width: 10, height: 10), nil, nil, Size(width: 5, height: 6), Size(width: 5, height: 6), nil, Size(width: 7, height: 8)] {
            label.intrinsicSize = size
            expectNoGhosts(root)
        }
        label.hugging = AxisPriorities(300)
        label.compressionResistance = AxisPriorities(800)
        expectNoGhosts(root)
        label.removeFromParent()
        expectNoGhosts(root)
        expectNoGhosts(label)
    }
}
