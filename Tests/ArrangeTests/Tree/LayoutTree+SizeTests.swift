@testable import ArrangeSolver
import Testing
@testable import Arrange

/// A root given its size before its tree is made leaves the size's edit
/// variables pending, installed with the first arrangement's solver step;
/// frames, errors and the tree are those of a root sized after its tree was
/// made (a transaction of its own), bit for bit.
@Suite("A new tree's first size waits for the first arrangement's step")
struct LayoutTreeSizeTests {
    /// A toolbar: back, share and more 44 × 44 on the top edge, a title of
    /// intrinsic 120 × 22; sized before its tree is made (`sizedFirst`) or after.
    func toolbar(_ given: GivenSize, sizedFirst: Bool) -> (root: Item, items: [Item]) {
        let root = Item("toolbar")
        let items = [Item("back"), Item("title", intrinsicSize: Size(width: 120, height: 22)), Item("share"), Item("more")]
        root.addChildren(items)
        if sizedFirst {
            root.givenSize = given
            #expect(root.ownedTree == nil)
        } else {
            _ = root.tree
            root.givenSize = given
        }
        return (root, items)
    }

    /// The toolbar fixture's calls (Fixtures/screens/toolbar.json).
    func arrangeToolbar(_ root: Item, _ items: [Item]) throws {
        let (back, title, share, more) = (items[0], items[1], items[2], items[3])
        try root.arrange { make in
            make.size(back, share, more) == (44, 44)
            make.yTop(back, share, more)
            make.xPlace(back, make.wall, share, more, 4)
            make.center(title)
        }
    }

    @Test("the size's edit variables are registered, not installed, until the first arrangement's step")
    func pendingUntilTheFirstStep() throws {
        let (root, items) = toolbar(GivenSize(Size(width: 375, height: 44)), sizedFirst: true)
        let tree = root.tree
        let vars = tree.variables(of: root)
        #expect(tree.rawSolver.hasEditVariable(vars.width) && tree.rawSolver.hasEditVariable(vars.height))
        #expect(tree.rawSolver.state.pendingEdits == [vars.width, vars.height])
        #expect(tree.appliedGiven == GivenSize(Size(width: 375, height: 44)))
        try arrangeToolbar(root, items)
        #expect(tree.rawSolver.state.pendingEdits.isEmpty)
        // more.right = 375 - 4 → x 327; share.right = 327 → x 283; title centred: (375 - 120) / 2, (44 - 22) / 2.
        expectFrame(items[0], 0, 0, 44, 44)
        expectFrame(items[1], 127.5, 11, 120, 22)
        expectFrame(items[2], 283, 0, 44, 44)
        expectFrame(items[3], 327, 0, 44, 44)
        expectFrame(root, 0, 0, 375, 44)
    }

    @Test("frames are those of a root sized after its tree was made, bit for bit, then at a new size too",
          arguments: [GivenSize(Size(width: 375, height: 44)), GivenSize(width: 320), GivenSize(height: 50)])
    func sameFrames(_ given: GivenSize) throws {
        func frames(sizedFirst: Bool) throws -> [[Rect]] {
            let (root, items) = toolbar(given, sizedFirst: sizedFirst)
            try arrangeToolbar(root, items)
            let first = snapshot([root] + items)
            try root.resize(to: Size(width: 414, height: 60))
            #expect(root.diagnostics.isEmpty)
            return [first, snapshot([root] + items)]
        }
        let first = try frames(sizedFirst: true), after = try frames(sizedFirst: false)
        #expect(first == after)
        // Only the width given: the height as small as the content allows; nothing ties a bottom edge to it: 0.
        if given == GivenSize(width: 320) { #expect(first[0][0] == Rect(x: 0, y: 0, width: 320, height: 0)) }
        // Only the height given: the width as small as xPlace allows (3 × 44 + 4; the title's 120 does not reach it).
        if given == GivenSize(height: 50) { #expect(first[0][0] == Rect(x: 0, y: 0, width: 136, height: 50)) }
    }

    @Test("a first arrangement that moves the root off its size throws what it throws after a transaction, and the size stays")
    func refusedFirstArrangement() throws {
        func attempt(sizedFirst: Bool) throws -> (error: String, frames: [Rect], pending: Int) {
            let (root, items) = toolbar(GivenSize(Size(width: 375, height: 44)), sizedFirst: sizedFirst)
            let error = #expect(throws: ArrangeError.self) {
                try root.arrange { make in
                    make.width(items[0]) == 400
                    make.xEqual(items[0])
                }
            }
            let tree = try #require(root.ownedTree)
            #expect(tree.groups.isEmpty)
            #expect(tree.bookkeepingMismatch() == nil)
            let pending = tree.rawSolver.state.pendingEdits.count
            // The size still holds for the next arrangement.
            try arrangeToolbar(root, items)
            return (error.map { "\($0)" } ?? "", snapshot([root] + items), pending)
        }
        let first = try attempt(sizedFirst: true), after = try attempt(sizedFirst: false)
        #expect(first.error == after.error)
        #expect(first.error.contains("400"))
        #expect(first.frames == after.frames)
        #expect(first.frames[0] == Rect(x: 0, y: 0, width: 375, height: 44))
        // Taken back with the refused step, then installed by the error's own steps, as the transaction had.
        #expect(first.pending == 0 && after.pending == 0)
    }

    @Test("a root with an intrinsic size of its own takes the transaction, and a size its required hugging refuses is rejected")
    func rootWithIntrinsicSize() throws {
        let root = Item("root", intrinsicSize: Size(width: 100, height: 50))
        try root.setHugging(AxisPriorities(.required))
        try root.setCompressionResistance(AxisPriorities(.required))
        root.size = Size(width: 200, height: 80)
        let tree = root.tree
        #expect(tree.rawSolver.state.pendingEdits.isEmpty)
        #expect(tree.appliedGiven == nil)
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange })
        expectFrame(root, 0, 0, 100, 50)
    }
}
