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

    @Test("the tree an arrange makes has the intrinsic sizes installed and recorded once a frame is read, and the frames they give")
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
        // The arrangement names the label's left and top, not its width or height: those wait.
        #expect(tree.pendingIntrinsic.count == 1)
        // The label's width and height: only its intrinsic 120 × 20 wants them.
        expectFrame(label, 10, 5, 120, 20)
        #expect(tree.pendingIntrinsic.isEmpty)
        #expect(tree.intrinsic[ObjectIdentifier(label)]?.count == 4)
        #expect(tree.bookkeepingMismatch() == nil)
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

    /// `cells/N` in small: a root of `n` rows 44 high, each with an icon and
    /// a label (intrinsic 120 × 20), 300 × 44n; the tree not made yet.
    func cells(_ n: Int, made: Bool, hugging: Priority = .low) throws -> (root: Item, rows: [Item], icons: [Item], labels: [Item]) {
        let root = Item("root")
        let rows = (0..<n).map { Item("row\($0)") }, icons = (0..<n).map { Item("icon\($0)") }
        let labels = (0..<n).map { Item("label\($0)", intrinsicSize: Size(width: 120, height: 20)) }
        root.addChildren(rows)
        for i in 0..<n {
            rows[i].addChildren(icons[i], labels[i])
            try labels[i].setHugging(AxisPriorities(hugging))
        }
        root.size = Size(width: 300, height: 44 * Double(n))
        if made { _ = root.tree }
        return (root, rows, icons, labels)
    }

    /// The rows stacked; each row's icon 24 × 24 at 16, its label 12 after it, both centred.
    func arrangeRows(_ root: Item, _ rows: [Item]) throws {
        try root.arrange { make in
            make.xEqual(rows)
            make.height(rows) == 44
            make.yPlace(rows)
        }
    }

    func arrangeContents(_ row: Item, icon: Item, label: Item) throws {
        try row.arrange { make in
            make.size(icon) == (24, 24)
            make.xPlace(16, icon, 12, label, make.wall)
            make.yCenter(icon, label)
        }
    }

    @Test("an arrangement that mentions no label leaves the labels' intrinsic sizes pending; each row's takes its own; a frame read takes the rest")
    func takenByTheArrangementsThatMentionThem() throws {
        let (root, rows, icons, labels) = try cells(3, made: false)
        try arrangeRows(root, rows)
        let tree = try #require(root.ownedTree)
        #expect(tree.pendingIntrinsic.count == 3)
        try arrangeContents(rows[0], icon: icons[0], label: labels[0])
        #expect(tree.pendingIntrinsic.count == 2)
        #expect(tree.installedIntrinsic.keys.map { $0 } == [ObjectIdentifier(labels[0])])
        // A frame reads the solver: the two left are installed first, alone.
        // label1: no arrangement places it yet; its size is its intrinsic 120 × 20.
        #expect(labels[1].frame.size == Size(width: 120, height: 20))
        #expect(tree.pendingIntrinsic.isEmpty)
        #expect(tree.bookkeepingMismatch() == nil)
        // label0: 16 + 24 + 12 = 52 from row0's left, centred in 44: (44 − 20) / 2 = 12.
        expectFrame(labels[0], 52, 12, 120, 20)
    }

    @Test("arranged row by row, every frame is bit for bit what a tree made beforehand gives")
    func sameFramesRowByRow() throws {
        func frames(made: Bool) throws -> [[UInt64]] {
            let (root, rows, icons, labels) = try cells(4, made: made)
            try arrangeRows(root, rows)
            for i in rows.indices { try arrangeContents(rows[i], icon: icons[i], label: labels[i]) }
            #expect(root.ownedTree?.bookkeepingMismatch() == nil)
            return frameBits([root] + rows + icons + labels)
        }
        #expect(try frames(made: false) == frames(made: true))
    }

    @Test("a row's arrangement in conflict with its label's required hugging throws what it throws on a tree made before, and leaves the same tree")
    func rowConflict() throws {
        func attempt(made: Bool) throws -> (error: String, frames: [[UInt64]], records: Int) {
            let (root, rows, icons, labels) = try cells(2, made: made, hugging: .required)
            try arrangeRows(root, rows)
            let error = #expect(throws: ArrangeError.self) {
                try rows[1].arrange { make in make.width(labels[1]) == 150 }
            }
            let tree = try #require(root.ownedTree)
            #expect(tree.bookkeepingMismatch() == nil)
            return (error.map { "\($0)" } ?? "", frameBits([root] + rows + icons + labels), tree.installedIntrinsic.keys.count + tree.pendingIntrinsic.count)
        }
        let lazy = try attempt(made: false), before = try attempt(made: true)
        #expect(lazy.error == before.error && lazy.error.contains("hugging"))
        #expect(lazy.frames == before.frames)
        #expect(lazy.records == 2 && before.records == 2)
    }

    @Test("turning strict mode on installs the pending intrinsic sizes first")
    func strictModeInstallsThem() throws {
        let (root, rows, _, labels) = try cells(2, made: false)
        try arrangeRows(root, rows)
        let tree = try #require(root.ownedTree)
        #expect(tree.pendingIntrinsic.count == 2)
        tree.rejectsAmbiguity = true
        #expect(tree.pendingIntrinsic.isEmpty)
        #expect(tree.installedIntrinsic[ObjectIdentifier(labels[1])]?.count == 4)
    }

    @Test("explanations list their pins as on a tree made beforehand: the intrinsic sizes before the root's size and the arrangements")
    func explanationsInCreationOrder() throws {
        func explanations(made: Bool) throws -> [String] {
            // The first arrangement takes the label's intrinsic size with its own constraints (the root's size came before).
            let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 100, height: 20))
            root.addChild(label)
            root.size = Size(width: 300, height: 100)
            if made { _ = root.tree }
            try root.arrange { make in
                make.install(label.right == root.right - 10)
                make.install(label.top == root.top)
            }
            // Row by row: each label's intrinsic size is installed with its row's arrangement.
            let (cellsRoot, rows, icons, labels) = try cells(2, made: made)
            try arrangeRows(cellsRoot, rows)
            for i in rows.indices {
                try rows[i].arrange { make in
                    make.xPlace(16, icons[i], 12, labels[i], 8, make.wall)
                    make.yCenter(icons[i], labels[i])
                    make.size(icons[i]) == (24, 24)
                }
            }
            // Ambiguity witnesses read the same tree too (none here: every y is fixed).
            let witnesses = labels.map { "\(String(describing: $0.ambiguityWitness(of: .y)))" }
            return ["\(label.explanation(of: .x))"] + witnesses + (labels + icons).flatMap { item in FrameValue.allCases.map { "\(item.explanation(of: $0))" } }
        }
        let lazy = try explanations(made: false), before = try explanations(made: true)
        #expect(lazy == before)
        // label.x = 300 − 10 − 100 = 190: its hugging (won) first, then the root's width, then the call.
        let lines = lazy[0].split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.count == 4 && lines[1].contains("hugging") && lines[2].contains("root size") && lines[3].contains("install"))
    }

    @Test("a tree an arrange makes installs the root's origin pins first in the arrangement's step; a frame read installs them alone")
    func originPinsWithTheFirstStep() throws {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        root.size = Size(width: 200, height: 100)
        let tree = LayoutTree(root: root, deferringIntrinsic: true)
        root.ownedTree = tree
        let pins = tree.originConstraints.map { ObjectIdentifier($0.constraint) }
        #expect(tree.pendingIntrinsic.origin.count == 2 && tree.pendingIntrinsic.count == 0 && !tree.pendingIntrinsic.isEmpty)
        #expect(tree.rawSolver.constraints.isEmpty)
        try root.arrange { make in
            make.size(a) == (20, 10)
            make.xCenter(a)
            make.yTop(a)
        }
        #expect(tree.pendingIntrinsic.isEmpty)
        #expect(tree.rawSolver.constraints.prefix(2).map(ObjectIdentifier.init) == pins)
        #expect(tree.bookkeepingMismatch() == nil)
        expectFrame(a, 90, 0, 20, 10)   // x (200 − 20) / 2
        // Read before any arrangement: installed alone, as a tree made by `tree` does when made.
        let other = Item("other")
        let waiting = LayoutTree(root: other, deferringIntrinsic: true)
        other.ownedTree = waiting
        #expect(!waiting.pendingIntrinsic.isEmpty)
        expectFrame(other, 0, 0, 0, 0)
        #expect(waiting.pendingIntrinsic.isEmpty && waiting.rawSolver.constraints.count == 2)
        #expect(waiting.bookkeepingMismatch() == nil)
        let made = Item("made").tree
        #expect(made.pendingIntrinsic.isEmpty && made.rawSolver.constraints.count == 2)
    }

    @Test("a first arrange of a tree without intrinsic sizes that conflicts throws what it throws on a tree made before, and leaves the same tree")
    func originPinsAfterAConflict() throws {
        func attempt(made: Bool) throws -> (error: String, frames: [[UInt64]]) {
            let root = Item("root"), a = Item("a")
            root.addChild(a)
            root.size = Size(width: 200, height: 100)
            if made { _ = root.tree }
            let error = #expect(throws: ArrangeError.self) {
                try root.arrange { make in
                    make.install(a.width == 50)
                    make.install(a.width == root.width)
                }
            }
            let tree = try #require(root.ownedTree)
            #expect(tree.pendingIntrinsic.isEmpty && tree.groups.isEmpty)
            #expect(tree.bookkeepingMismatch() == nil)
            try root.arrange { make in make.size(a) == (50, 10); make.xRight(a); make.yBottom(a) }
            return (error.map { "\($0)" } ?? "", frameBits([root, a]))
        }
        let lazy = try attempt(made: false), before = try attempt(made: true)
        #expect(lazy.error == before.error && lazy.error.contains("50"))
        #expect(lazy.frames == before.frames)
    }
}
