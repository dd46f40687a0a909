import ArrangeSolver
import Testing
@testable import Arrange

/// A tree made by an `arrange` installs its intrinsic sizes in the
/// arrangement's solver step; whatever that step does, the tree and the
/// error are those of a tree made beforehand (which installs them alone).
@Suite("The first arrangement installs the intrinsic sizes in its own step")
struct LayoutTreePendingIntrinsicTests {
    /// A 200×100 root holding `label` (intrinsic 120×20, the given
    /// priorities), and `icon`; the tree is not made yet.
    func screen(hugging: Priority = .low, made: Bool) throws -> (root: Item, label: Item, icon: Item) {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 120, height: 20)), icon = Item("icon")
        root.addChildren(label, icon)
        try label.setHugging(AxisPriorities(hugging))
        root.size = Size(width: 200, height: 100)
        #expect(root.ownedTree == nil)
        if made { _ = root.tree }
        return (root, label, icon)
    }

    @Test("the tree an arrange makes has the intrinsic sizes installed and recorded, none pending, and the frames they give")
    func installedWithTheArrangement() throws {
        let (root, label, icon) = try screen(made: false)
        try root.arrange { make in
            make.install(label.left == root.left + 10)
            make.install(label.top == root.top + 5)
            make.install(icon.left == root.left + 10)
            make.install(icon.top == root.top + 5)
            make.size(icon) == (30, 30)
        }
        let tree = try #require(root.ownedTree)
        #expect(tree.pendingIntrinsic.isEmpty)
        #expect(tree.intrinsic[ObjectIdentifier(label)]?.count == 4)
        #expect(tree.bookkeepingMismatch() == nil)
        // The label's width and height: only its intrinsic 120 × 20 wants them.
        expectFrame(label, 10, 5, 120, 20)
        expectFrame(icon, 10, 5, 30, 30)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("a first arrange in conflict with a required hugging throws what it throws on a tree made before, and leaves the same tree",
          arguments: [false, true])
    func conflictWithRequiredHugging(_ rootSizeToo: Bool) throws {
        func attempt(made: Bool) throws -> (error: String, frames: [Rect], intrinsic: Int?, pending: Int) {
            let (root, label, icon) = try screen(hugging: .required, made: made)
            // label.width == 150 fights the required hugging (width <= 120); with
            // `rootSizeToo`, the root's width is tied to the label's as well.
            let error = #expect(throws: ArrangeError.self) {
                try root.arrange { make in
                    make.width(label) == 150
                    if rootSizeToo { make.width(root) == label.width }
                }
            }
            let tree = try #require(root.ownedTree)
            #expect(tree.bookkeepingMismatch() == nil)
            #expect(tree.groups.isEmpty)
            return (error.map { "\($0)" } ?? "", snapshot([root, label, icon]), tree.intrinsic[ObjectIdentifier(label)]?.count, tree.pendingIntrinsic.count)
        }
        let first = try attempt(made: false), before = try attempt(made: true)
        #expect(first.error == before.error)
        #expect(first.error.contains("hugging"))
        #expect(first.frames == before.frames)
        // The intrinsic sizes stay installed: the label is 120 wide (required hugging, compression resistance 750).
        #expect(first.frames[1].size == Size(width: 120, height: 20))
        #expect(first.intrinsic == 4 && before.intrinsic == 4)
        #expect(first.pending == 0)
    }

    @Test("a first arrange that moves the root off its given size throws what it throws on a tree made before")
    func rootSizeConflict() throws {
        func attempt(made: Bool) throws -> (error: String, frames: [Rect]) {
            let (root, label, icon) = try screen(made: made)
            let error = #expect(throws: ArrangeError.self) {
                try root.arrange { make in
                    make.width(root) == 300
                    make.install(label.left == root.left)
                }
            }
            #expect(root.ownedTree?.bookkeepingMismatch() == nil)
            return (error.map { "\($0)" } ?? "", snapshot([root, label, icon]))
        }
        let first = try attempt(made: false), before = try attempt(made: true)
        #expect(first.error == before.error)
        #expect(first.frames == before.frames)
        #expect(first.frames[0].size == Size(width: 200, height: 100))
    }

    @Test("a root with an intrinsic size of its own or a safe area keeps installing intrinsic sizes when the tree is made")
    func notDeferred() throws {
        let root = Item("root", intrinsicSize: Size(width: 50, height: 50)), label = Item("label", intrinsicSize: Size(width: 10, height: 10))
        root.addChild(label)
        let tree = LayoutTree(root: root, deferringIntrinsic: true)
        root.ownedTree = tree
        #expect(tree.pendingIntrinsic.isEmpty)
        #expect(tree.intrinsic[ObjectIdentifier(label)]?.count == 4)
        let other = Item("other"), child = Item("child", intrinsicSize: Size(width: 10, height: 10))
        other.addChild(child)
        other.safeAreaInsets = EdgeInsets(top: 10)
        let deferred = LayoutTree(root: other, deferringIntrinsic: true)
        other.ownedTree = deferred
        #expect(deferred.pendingIntrinsic.isEmpty)
        #expect(deferred.intrinsic[ObjectIdentifier(child)]?.count == 4)
    }
}
