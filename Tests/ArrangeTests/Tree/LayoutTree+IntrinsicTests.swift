import ArrangeSolver
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

    /// What happens to the label's intrinsic size first.
    enum Change: CaseIterable, Sendable {
        /// `intrinsicSize = nil`.
        case cleared
        /// `intrinsicSize` with a NaN: refused, the old size stays installed.
        case nonFinite
    }

    /// How the label (or its ancestor `box`) then leaves the root's tree.
    enum Departure: CaseIterable, Sendable {
        case ancestorMovedToAnotherTree, ancestorRemoved, itemMovedToAnotherTree, itemRemoved
    }

    @Test("after an intrinsic size is cleared or refused, its item or an ancestor leaving the tree leaves no ghost behind",
          arguments: Change.allCases, Departure.allCases)
    func departureLeavesNoGhost(_ change: Change, _ departure: Departure) throws {
        let (root, box, label) = try boxWithLabel()
        switch change {
        case .cleared:
            label.intrinsicSize = nil
        case .nonFinite:
            label.intrinsicSize = Size(width: .nan, height: 10)
            #expect(label.intrinsicSize == Size(width: 39, height: 34))
        }
        expectNoGhosts(root)
        let other = Item("other")
        other.size = Size(width: 100, height: 100)
        switch departure {
        case .ancestorMovedToAnotherTree: other.addChild(box)
        case .ancestorRemoved: box.removeFromParent()
        case .itemMovedToAnotherTree: other.addChild(label)
        case .itemRemoved: label.removeFromParent()
        }
        expectNoGhosts(root)
        expectNoGhosts(label)
        // Once box has left, nothing holds the root at 300 wide (the ghosts did).
        let boxLeft = departure == .ancestorMovedToAnotherTree || departure == .ancestorRemoved
        let size = boxLeft ? Size(width: 400, height: 200) : Size(width: 300, height: 120)
        try root.resize(to: size)
        expectFrame(root, 0, 0, size.width, size.height)
        #expect(root.diagnostics.allSatisfy { $0.kind == .rejectedChange })
        label.intrinsicSize = Size(width: 20, height: 10)
        expectNoGhosts(label)
        #expect(label.frame.size == Size(width: 20, height: 10))
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

    @Test("each intrinsic-size constraint is the one the general resolver makes of its relation", arguments: [
        Size(width: 39, height: 34), Size(width: 0, height: -0.0), Size(width: 7.5, height: 1e6),
    ])
    func resolvedAsTheResolverWould(_ size: Size) throws {
        let root = Item("root"), box = Item("box"), label = Item("label")
        root.addChild(box)
        box.addChild(label)
        try label.setHugging(AxisPriorities(horizontal: .required, vertical: Priority(300)))
        let tree = root.tree
        let made = tree.intrinsicRecord(for: label, size: size).layoutConstraints
        // Width <= and >=, then height <= and >=, as the verbs' order reads.
        #expect(made.map(\.relation) == ["label.width <= \(formatNumber(size.width))", "label.width >= \(formatNumber(size.width))",
                                         "label.height <= \(formatNumber(size.height))", "label.height >= \(formatNumber(size.height))"])
        for c in made {
            let general = Constraint(tree.resolve(c.lowered.lhs, minus: c.lowered.rhs, spacers: []), c.lowered.relation, strength: c.lowered.priority.strength)
            #expect(c.constraint.expression.terms == general.expression.terms)
            #expect(c.constraint.expression.constant.bitPattern == general.expression.constant.bitPattern)
            #expect(c.constraint.relation == general.relation)
            #expect(c.constraint.strength == general.strength)
        }
        #expect(made.map(\.priority) == [.required, Priority(750), Priority(300), Priority(750)])
    }
}
