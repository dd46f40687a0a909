import Testing
@testable import Arrange

@Suite("Groups are made empty, filled by replacing, reinstalled, and keep their handles")
struct ConstraintGroupHandlesTests {
    @Test("ConstraintGroup() is empty and uninstalled; arrange(replacing:) fills and installs it")
    func emptyGroup() throws {
        let (root, items) = screen("a")
        let group = ConstraintGroup()
        #expect(!group.isInstalled && group.constraints.isEmpty && group.items.isEmpty)
        #expect(throws: ArrangeError.self) { try group.install() }
        let same = try root.arrange(replacing: group) { make in make.size(items[0]) == (10, 20); make.center(items[0]) }
        #expect(same === group && group.isInstalled && group.constraints.count == 4)
        expectFrame(items[0], 182.5, 291.5, 10, 20)
        group.uninstall()
        try root.arrange(replacing: group) { make in make.size(items[0]) == (10, 20); make.xLeft(items[0]); make.yTop(items[0]) }
        expectFrame(items[0], 0, 0, 10, 20)
    }

    @Test("install() reinstalls an uninstalled group as its handles are now")
    func reinstall() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var left: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(a) == (10, 10); make.yTop(a)
            left = make.xLeft(a)
        }
        group.uninstall()
        #expect(Set(root.diagnostics.map(\.subject)) == ["a"])
        try left.setConstant(30)
        try group.install()
        #expect(group.isInstalled && left.isActive)
        expectFrame(a, 30, 0, 10, 10)
        try group.install()   // installed: nothing to do
        #expect(root.tree.groups.count == 1)
    }

    @Test("install() that conflicts throws and leaves the group uninstalled")
    func reinstallConflict() throws {
        let (root, items) = screen("a")
        let a = items[0]
        let group = try root.arrange { make in make.width(a) == 10 }
        group.uninstall()
        try root.arrange { make in make.width(a) == 20 }
        let before = root.subtree.map(\.frame)
        #expect(throws: ArrangeError.self) { try group.install() }
        #expect(!group.isInstalled && root.subtree.map(\.frame) == before)
    }

    @Test("install() refuses an item that left the tree while the group was out")
    func reinstallForeign() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var line = 0
        let group = try root.arrange { make in line = #line; make.install(b.left == a.right + 4) }
        group.uninstall()
        b.removeFromParent()
        #expect(throws: ArrangeError.foreignItem(item: "b", tree: "b", expectedTree: "root", verb: "install", at: CallSite(fileID: #fileID, line: line))) {
            try group.install()
        }
        root.addChild(b)
        try group.install()
        #expect(group.constraints.map(\.relation) == ["b.left == a.right + 4"])
    }

    @Test("a group whose tree went away cannot be installed again")
    func treeGone() throws {
        let a = Item("a")
        var group: ConstraintGroup!
        do {
            let root = Item("root")
            root.addChild(a)
            group = try root.arrange { make in make.width(a) == 5 }
        }
        #expect(!group.isInstalled)
        let error = #expect(throws: ArrangeError.self) { try group.install() }
        guard case .groupCannotInstall? = error else { Issue.record("\(String(describing: error))"); return }
    }

    @Test("a successful replace retires the old handles and clears detached")
    func replaceRetires() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var old: ConstraintHandle!
        let group = try root.arrange { make in
            old = make.size(a, b) == (10, 10)
        }
        b.removeFromParent()
        #expect(group.detached.map(\.relation) == ["b.width == 10", "b.height == 10"])
        var new: ConstraintHandle!
        try root.arrange(replacing: group) { make in new = make.width(a) == 30 }
        #expect(group.detached.isEmpty)
        #expect(old.group == nil && !old.isActive && new.group === group)
        #expect(throws: ArrangeError.retiredHandle(verb: "size", identifier: nil, at: old.location)) { try old.activate() }
        expectFrame(a, 0, 0, 30, 0)
    }

    @Test("an uninstalled group keeps the items its handles name, to install them again")
    func keepsItems() throws {
        let root = Item("root")
        root.size = Size(width: 100, height: 100)
        var handle: ConstraintHandle!
        let group: ConstraintGroup
        do {
            let a = Item("a")
            root.addChild(a)
            group = try root.arrange { make in handle = make.equal(a) }
            group.uninstall()
        }
        try group.install()
        #expect(handle.constraints.count == 4)
        expectFrame(root.children[0], 0, 0, 100, 100)
    }

    @Test("dropping the root frees the tree while its group is uninstalled; the group then cannot install")
    func uninstalledFreesTree() throws {
        var lifetimes: Lifetimes
        let group: ConstraintGroup
        do {
            let (root, items) = screen("a")
            group = try root.arrange { make in make.equal(items[0]) }
            group.uninstall()
            lifetimes = try Lifetimes(root: root, item: items[0])
        }
        #expect(lifetimes.allFreed)
        #expect(throws: ArrangeError.groupCannotInstall(reference: "root", reason: "its reference item is gone")) { try group.install() }
        #expect(!group.isInstalled)
    }

    @Test("a group whose root went away while installed cannot install, however its handles were")
    func installedTreeGone() throws {
        weak var gone: Item?
        var handle: ConstraintHandle!
        let group: ConstraintGroup
        do {
            let (root, items) = screen("a")
            group = try root.arrange { make in
                make.size(items[0]) == (10, 10)
                handle = make.xLeft(items[0])
            }
            handle.deactivate()
            gone = root
        }
        #expect(gone == nil && !group.isInstalled && group.constraints.isEmpty)
        #expect(throws: ArrangeError.groupCannotInstall(reference: "root", reason: "its reference item is gone")) { try group.install() }
        try handle.activate()   // recorded: its group is not installed
        #expect(!handle.isActive)
    }

    @Test("install() refuses, naming it, a kept item that went away with its tree")
    func reinstallGoneRoot() throws {
        let a = Item("a")
        weak var gone: Item?
        let group: ConstraintGroup
        do {
            let root = Item("root")
            root.addChild(a)
            group = try a.arrange { make in
                make.width(a) == 10
                make.install(a.left == root.left + 4)
            }
            group.uninstall()
            gone = root
        }
        // a is a root now; the call naming the old root cannot be lowered in a's tree.
        #expect(gone == nil && a.parent == nil)
        let line = group.handles[1].location
        #expect(throws: ArrangeError.foreignItem(item: "root", tree: "root", expectedTree: "a", verb: "install", at: line)) {
            try group.install()
        }
        #expect(!group.isInstalled)
    }
}
