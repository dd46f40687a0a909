import Testing
@testable import Arrange

/// Subtrees join and leave, and directions flip, without changing what they
/// should not: a change the layout refuses changes no bit of any frame.
@Suite("Joining, leaving and flipping direction")
struct LayoutTreeMembershipTests {
    /// A 100-wide cell whose `label` is 10 inside its leading edge, by
    /// `xLeading` and by a relation in `left` terms: one constraint twice
    /// left to right, a conflict right to left (the label would be 80 wide, not 50).
    func cell() throws -> (cell: Item, label: Item, group: ConstraintGroup) {
        let cell = Item("cell"), label = Item("label", intrinsicSize: Size(width: 30, height: 12))
        cell.addChild(label)
        let group = try cell.arrange { make in
            make.width(cell) == 100
            make.width(label) == 50
            make.insetEdges(leading: 10)
            make.xLeading(label)
            make.install(label.left == cell.left + 10)
            make.install(label.right <= cell.right - 10)
        }
        return (cell, label, group)
    }

    /// A right-to-left 300×200 screen with `a` filling its top, and `loose`,
    /// whose width nothing fixes.
    func screenRightToLeft() throws -> (root: Item, all: [Item]) {
        let root = Item("screen"), a = Item("a"), loose = Item("loose")
        root.addChildren(a, loose)
        root.layoutDirection = .rightToLeft
        root.size = Size(width: 300, height: 200)
        try root.arrange { make in
            make.xEqual(a); make.yTop(a); make.height(a) == 40
            make.xLeading(loose); make.yBottom(loose); make.height(loose) == 10
            make.width(loose) >= 20
        }
        return (root, [root, a, loose])
    }

    @Test("a subtree whose arrangements cannot hold here joins without them and changes no bit of the frames already there")
    func refusedArrangementsChangeNoBit() throws {
        let (root, all) = try screenRightToLeft()
        let (cell, label, group) = try cell()
        expectFrame(label, 10, 0, 50, 12)
        let before = frameBits(all)
        root.addChild(cell)
        #expect(frameBits(all) == before)
        #expect(!group.isInstalled && group.detached.count == 5)
        #expect(root.diagnostics.filter { $0.kind == .rejectedChange }.map(\.subject) == ["arrangements moved with cell"])
        // The label's intrinsic size is installed all the same.
        #expect(label.frame.size == Size(width: 30, height: 12))
        #expect(root.tree.bookkeepingMismatch() == nil)
    }

    @Test("a direction the arrangements cannot take is refused and changes no bit of any frame")
    func refusedDirectionChangesNoBit() throws {
        let (cell, label, _) = try cell()
        let root = Item("screen"), loose = Item("loose")
        root.size = Size(width: 300, height: 200)
        root.addChildren(cell, loose)
        try root.arrange { make in
            make.xLeft(cell); make.yTop(cell); make.height(cell) == 20
            make.xRight(loose); make.yBottom(loose); make.height(loose) == 10; make.width(loose) >= 20
        }
        let all = [root, cell, label, loose]
        let before = frameBits(all)
        cell.layoutDirection = .rightToLeft
        #expect(frameBits(all) == before)
        #expect(cell.requestedLayoutDirection == nil)
        #expect(root.diagnostics.filter { $0.kind == .rejectedChange }.map(\.subject) == ["layout direction rightToLeft of cell"])
    }
}
