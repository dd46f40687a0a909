import Testing
@testable import Arrange

/// avatar 48×48 at the top left; title 100×20 at the left, its top tied
/// 8 below the avatar (the handle), and pulled to the root's top at 500.
private struct Card {
    let root: Item, avatar: Item, title: Item
    let group: ConstraintGroup
    let top: ConstraintHandle
    let pull: ConstraintHandle

    init() throws {
        let (root, items) = screen("avatar", "title")
        let (avatar, title) = (items[0], items[1])
        var top: ConstraintHandle!, pull: ConstraintHandle!
        group = try root.arrange { make in
            make.size(avatar) == (48, 48)
            make.xLeft(avatar, title)
            make.yTop(avatar)
            make.size(title) == (100, 20)
            top = make.install(title.top == avatar.bottom + 8)
            make.install(title.top <= avatar.bottom + 30)
            pull = make.yTop(title) ~ 500
        }
        (self.root, self.avatar, self.title, self.top, self.pull) = (root, avatar, title, top, pull)
    }

    /// Every frame's bits, to prove a failed change changed nothing.
    var bits: [UInt64] {
        root.subtree.flatMap { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height].map(\.bitPattern) }
    }
}

@Suite("A handle changes its call's constant, priority and activity, re-solved at once")
struct ConstraintHandleChangesTests {
    @Test("setConstant moves the frames at once and keeps the group's listing true")
    func setConstant() throws {
        let card = try Card()
        expectFrame(card.title, 0, 56, 100, 20)
        try card.top.setConstant(20)
        expectFrame(card.title, 0, 68, 100, 20)
        #expect(card.top.constant == 20)
        #expect(card.top.constraints.map(\.relation) == ["title.top == avatar.bottom + 20"])
        #expect(card.group.constraints.map(\.relation).contains("title.top == avatar.bottom + 20"))
        #expect(card.root.tree.solver.contains(card.top.constraints[0].constraint))
    }

    @Test("a constant that breaks a required constraint throws the conflict and leaves frames, handle and group bit for bit")
    func setConstantConflict() throws {
        let card = try Card()
        let bits = card.bits
        let listing = card.group.constraints.map(\.description)
        let error = #expect(throws: ArrangeError.self) { try card.top.setConstant(40) }
        guard case let .conflict(members)? = error else { Issue.record("expected a conflict, got \(String(describing: error))"); return }
        #expect(Set(members.map(\.relation)) == ["title.top == avatar.bottom + 40", "title.top <= avatar.bottom + 30"])
        #expect(card.bits == bits)
        #expect(card.top.constant == 8 && card.group.constraints.map(\.description) == listing)
    }

    @Test("a constant that would resize the root throws rootSizeConflict and changes nothing")
    func rootSize() throws {
        let (root, items) = screen("box")
        let box = items[0]
        var wide: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(box); make.yTop(box); make.height(box) == 10
            make.width(box) >= 50
            make.width(box) == 200 ~ .low
            wide = make.install(root.width >= box.width + 275)
        }
        expectFrame(box, 0, 0, 100, 10)
        let before = root.subtree.map(\.frame)
        let error = #expect(throws: ArrangeError.self) { try wide.setConstant(400) }
        guard case let .rootSizeConflict(name, requested, _, conflicts)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(name == "root" && requested == Size(width: 375, height: 603))
        #expect(conflicts.contains { $0.relation == "root.width >= box.width + 400" })
        #expect(root.subtree.map(\.frame) == before && wide.constant == 275)
        try wide.setConstant(300)
        expectFrame(box, 0, 0, 75, 10)
    }

    @Test("setPriority moves between non-required priorities and to and from required")
    func setPriority() throws {
        let card = try Card()
        try card.top.setPriority(.low)
        expectFrame(card.title, 0, 0, 100, 20)   // yTop at 500 now wins
        #expect(card.top.priority == .low && card.top.constraints.map(\.priority) == [.low])
        try card.top.setPriority(600)
        expectFrame(card.title, 0, 56, 100, 20)
        try card.top.setPriority(.required)
        expectFrame(card.title, 0, 56, 100, 20)
    }

    @Test("a priority change that cannot hold throws and changes nothing")
    func setPriorityConflict() throws {
        let card = try Card()
        let bits = card.bits
        let error = #expect(throws: ArrangeError.self) { try card.pull.setPriority(.required) }
        guard case .conflict? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(card.bits == bits && card.pull.priority == 500)
        #expect(throws: ArrangeError.invalidPriority(0, at: card.pull.location)) { try card.pull.setPriority(0) }
    }

    @Test("deactivate uninstalls and keeps the handle; activate installs it again")
    func activity() throws {
        let card = try Card()
        let count = card.group.constraints.count
        card.top.deactivate()
        #expect(!card.top.isActive && card.top.constraints.isEmpty)
        #expect(card.group.constraints.count == count - 1)
        expectFrame(card.title, 0, 0, 100, 20)
        try card.top.setConstant(12)   // recorded while inactive
        expectFrame(card.title, 0, 0, 100, 20)
        try card.top.activate()
        #expect(card.top.isActive && card.group.constraints.count == count)
        expectFrame(card.title, 0, 60, 100, 20)
        // The group lists it where it was declared.
        #expect(card.group.constraints.map(\.relation).firstIndex(of: "title.top == avatar.bottom + 12") == 7)
        try card.top.activate()
        #expect(card.group.constraints.count == count)
    }

    @Test("activate throws when the constraints no longer hold, and changes nothing")
    func activateConflict() throws {
        let card = try Card()
        card.top.deactivate()
        let other = try card.root.arrange { make in make.install(card.title.top == card.avatar.bottom + 25) }
        let bits = card.bits
        try card.top.setConstant(9)
        #expect(throws: ArrangeError.self) { try card.top.activate() }
        #expect(!card.top.isActive && card.bits == bits)
        other.uninstall()
        try card.top.activate()
        expectFrame(card.title, 0, 57, 100, 20)
    }

    @Test("a call with several numbers needs one named; naming none or a wrong one is a clear error")
    func severalNumbers() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var place: ConstraintHandle!, size: ConstraintHandle!, sides: ConstraintHandle!
        try root.arrange { make in
            size = make.size(b) == (40, 30)
            make.width(a) == 40
            place = make.xPlace(20, a, 8, b, make.wall)
            sides = make.yEqual(a)
            make.yTop(b)
        }
        expectFrame(b, 68, 0, 40, 30)
        #expect(throws: ArrangeError.noSuchConstant(verb: "xPlace", identifier: nil, asked: "its one number",
                                                     available: ["argument 1", "argument 3"], at: place.location)) {
            try place.setConstant(10)
        }
        #expect(throws: ArrangeError.self) { try place.setConstant(10, argument: 2) }
        try place.setConstant(10, argument: 3)
        expectFrame(b, 70, 0, 40, 30)
        try place.setConstant(0, argument: 1)
        expectFrame(a, 0, 0, 40, 603)
        expectFrame(b, 50, 0, 40, 30)
        try size.setConstant(60, on: .width)
        expectFrame(b, 50, 0, 60, 30)
        try sides.setConstant(100, on: .top)
        try sides.setConstant(-3, on: .bottom)
        expectFrame(a, 0, 100, 40, 500)
        let error = #expect(throws: ArrangeError.self) { try size.setConstant(1) }
        #expect(error?.description.contains("its numbers are width, height") == true)
    }

    @Test("constants of edge verbs are c in v.edge == R.edge + c, leading ones in the reading direction")
    func edges() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var leading: ConstraintHandle!, right: ConstraintHandle!
        try root.arrange { make in
            make.size(a) == (50, 50)
            make.yTop(a)
            make.insetEdges(leading: 16)
            leading = make.xLeading(a)
        }
        #expect(leading.constant == 16)
        expectFrame(a, 16, 0, 50, 50)
        root.requestedLayoutDirection = .rightToLeft
        expectFrame(a, 309, 0, 50, 50)
        #expect(leading.constant == 16)
        try leading.setConstant(30)
        expectFrame(a, 295, 0, 50, 50)
        root.requestedLayoutDirection = .leftToRight   // the change survives lowering again
        expectFrame(a, 30, 0, 50, 50)
        leading.deactivate()
        try root.arrange { make in right = make.xRight(a) }
        #expect(right.constant == 0)
        try right.setConstant(-5)
        expectFrame(a, 320, 0, 50, 50)
    }

    @Test("flexible spacers keep their unit when a constant changes, and get a fresh one when activated again")
    func spacers() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var place: ConstraintHandle!
        try root.arrange { make in
            make.size(a, b) == (100, 100); make.yTop(a, b)
            place = make.xPlace(make.flexible, a, 25, make.flexible, b, make.flexible)
        }
        expectFrame(a, 50, 0, 100, 100)
        expectFrame(b, 225, 0, 100, 100)
        try place.setConstant(55, argument: 3)
        expectFrame(a, 40, 0, 100, 100)
        expectFrame(b, 235, 0, 100, 100)
        place.deactivate()
        #expect(root.diagnostics.map(\.subject) == ["a", "b"])   // no stray spacer
        try place.activate()
        expectFrame(b, 235, 0, 100, 100)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("changes through a handle of an uninstalled group are kept and apply when it is installed again")
    func uninstalledGroup() throws {
        let card = try Card()
        card.group.uninstall()
        #expect(!card.top.isActive)
        try card.top.setConstant(16)
        try card.pull.setPriority(.low)
        card.pull.deactivate()
        try card.group.install()
        #expect(card.top.isActive && !card.pull.isActive)
        expectFrame(card.title, 0, 64, 100, 20)
        try card.pull.activate()
        expectFrame(card.title, 0, 64, 100, 20)
    }

    @Test("non-finite constants are refused")
    func nonFinite() throws {
        let card = try Card()
        #expect(throws: ArrangeError.nonFinite(verb: "install", argument: nil, value: .infinity, at: card.top.location)) {
            try card.top.setConstant(.infinity)
        }
    }

    @Test("inside the closure, changes are recorded: a call deactivated there is not installed until activated")
    func insideClosure() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var left: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(a) == (10, 10); make.yTop(a)
            left = make.xLeft(a)
            try left.setConstant(12)
            left.deactivate()
        }
        #expect(!left.isActive && group.constraints.count == 3 && left.constant == 12)
        try left.activate()
        expectFrame(a, 12, 0, 10, 10)
    }

    @Test("dropping the root frees the tree, its solver and its items while a handle naming the root is deactivated")
    func deactivatedFreesTree() throws {
        var lifetimes: Lifetimes
        do {
            let card = try Card()
            card.pull.deactivate()   // yTop(title): title.top == root.top, so it keeps root and title
            #expect(!card.pull.isActive && card.pull.keptItems.map(\.name) == ["root", "title"])
            lifetimes = try Lifetimes(root: card.root, item: card.title)
        }
        #expect(lifetimes.allFreed)
    }

    @Test("dropping the root frees the tree while a call deactivated inside its closure keeps its items")
    func deactivatedInClosureFreesTree() throws {
        var lifetimes: Lifetimes
        do {
            let (root, items) = screen("a")
            var left: ConstraintHandle!
            try root.arrange { make in
                make.size(items[0]) == (10, 10)
                left = make.xLeft(items[0])
                left.deactivate()
            }
            #expect(!left.isActive && left.keptItems.map(\.name) == ["root", "a"])
            lifetimes = try Lifetimes(root: root, item: items[0])
        }
        #expect(lifetimes.allFreed)
    }

    @Test("a deactivated handle keeping its root activates after that root joined another tree; dropping the new root frees both")
    func keptRootJoinsAnotherTree() throws {
        var lifetimes: Lifetimes
        do {
            let card = try Card()
            card.pull.deactivate()
            let outer = Item("outer")
            outer.size = Size(width: 375, height: 603)
            outer.addChild(card.root)
            try card.pull.activate()
            #expect(card.pull.isActive && card.pull.keptItems.isEmpty)
            // In root's coordinates, as before: title.top == avatar.bottom + 8 = 48 + 8
            // (required) beats pull (title.top == root.top at 500).
            expectFrame(card.title, 0, 56, 100, 20)
            lifetimes = try Lifetimes(root: outer, item: card.root)
        }
        #expect(lifetimes.allFreed)
    }

    @Test("activate refuses, naming it, an item that left the tree and went away while the handle was inactive")
    func activateGoneItem() throws {
        let (root, _) = screen()
        var handle: ConstraintHandle!
        weak var gone: Item?
        do {
            let a = Item("a")
            root.addChild(a)
            try root.arrange { make in handle = make.install(a.left == root.left + 10) }
            handle.deactivate()
            a.removeFromParent()
            gone = a
        }
        #expect(gone == nil)
        #expect(throws: ArrangeError.foreignItem(item: "a", tree: "a", expectedTree: "root", verb: "install", at: handle.location)) {
            try handle.activate()
        }
        #expect(!handle.isActive && handle.group?.constraints.isEmpty == true)
    }
}
