@testable import Arrange
import ArrangeSolver
import Testing

/// Committing an arrangement is one solver step: when required constraints
/// would move the root off its size, the step is taken back bit for bit.
@Suite("Committing an arrangement")
struct LayoutTreeCommitTests {
    @Test("a row that cannot fit its root fails and leaves every frame bit for bit, ambiguous ones too")
    func failedArrangeChangesNoBit() throws {
        let root = Item("root")
        let boxes = (0..<30).map { Item("box\($0)") }
        let loose = Item("loose")
        root.addChildren(boxes + [loose])
        root.size = Size(width: 200, height: 100)
        try root.arrange { make in
            make.width(boxes) >= 4
            make.height(boxes) == 10
            make.yTop(boxes)
            // loose: only a lower bound fixes nothing exactly (ambiguous).
            make.width(loose) >= 3
            make.xLeft(loose)
            make.yBottom(loose)
            make.height(loose) == 5
        }
        let all = [root] + boxes + [loose]
        let before = frameBits(all)
        var places: [any PlaceElementConvertible] = []
        for box in boxes { places.append(box); places.append(2) }
        // 30 × (4 + 2) = 180 fits in 200; with 6 more per box it does not.
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in
                make.xPlace(places)
                make.width(boxes) >= 10
            }
        }
        guard case let .rootSizeConflict(name, _, _, conflicts)? = error else {
            Issue.record("expected a root size conflict, got \(String(describing: error))")
            return
        }
        #expect(name == "root")
        #expect(!conflicts.isEmpty)
        #expect(frameBits(all) == before)
    }

    @Test("a long row that cannot fit names every box in its conflict")
    func longRowConflict() throws {
        let root = Item("root")
        let boxes = (0..<300).map { Item("b\($0)") }
        root.addChildren(boxes)
        root.size = Size(width: 1000, height: 100)
        var places: [any PlaceElementConvertible] = []
        for box in boxes { places.append(box); places.append(2) }
        // 300 × (1 + 2) − 2 = 898 fits; 300 × (3 + 2) − 2 = 1498 does not.
        try root.arrange { make in make.width(boxes) >= 1; make.height(boxes) == 10; make.yTop(boxes) }
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.xPlace(places); make.width(boxes) >= 3 }
        }
        guard case let .rootSizeConflict(_, _, _, conflicts)? = error else {
            Issue.record("expected a root size conflict, got \(String(describing: error))")
            return
        }
        // Each box's width bound (one group or the other), the place chain, and the root's width.
        let text = conflicts.map(\.description).joined(separator: "\n")
        for name in ["b0", "b150", "b299"] { #expect(text.contains(name)) }
        #expect(conflicts.count >= 2 * 300 + 1)
    }

    @Test("a replacement that cannot hold keeps the old group and changes no bit of any frame")
    func failedReplacementChangesNoBit() throws {
        let root = Item("root"), a = Item("a"), loose = Item("loose")
        root.addChildren(a, loose)
        root.size = Size(width: 200, height: 100)
        let group = try root.arrange { make in
            make.xLeft(a, loose); make.yTop(a, loose); make.size(a) == (50, 10)
            make.width(loose) >= 3; make.height(loose) == 5
        }
        let all = [root, a, loose]
        let before = frameBits(all)
        #expect(throws: ArrangeError.self) {
            try root.arrange(replacing: group) { make in make.xEqual(a); make.width(a) == 150; make.width(loose) >= 4 }
        }
        #expect(throws: ArrangeError.self) {
            try root.arrange(replacing: group) { make in make.width(a) == 20; make.width(a) == 30 }
        }
        #expect(frameBits(all) == before)
        #expect(group.isInstalled && group.constraints.count == 8)
    }

    @Test("a solver constraint no record lists is still described in the tree's names, never as v0 and v8")
    func unrecordedConstraintsAreReadable() throws {
        let (root, items) = screen("a")
        let a = items[0]
        let tree = root.tree
        let vars = tree.variables(of: a)
        let stray: Constraint = vars.width * 2 - tree.variables(of: root).width == -3
        let summary = tree.describer(extra: [])(stray)
        #expect(summary.relation == "-root.width + 2 * a.width + 3 == 0")
        #expect(summary.description == "-root.width + 2 * a.width + 3 == 0 — solver constraint [not recorded by the tree]")
    }
}
