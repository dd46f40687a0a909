import Testing
@testable import Arrange

@Suite("A layout plan finds what an apply changes before anything changes")
struct LayoutPlanTests {
    @Test("kept, new, removed and moved children, and intrinsic sizes, with the tree untouched")
    func plan() throws {
        let root = Item("root"), a = Item("a"), b = Item("b", intrinsicSize: Size(width: 1, height: 1)), c = Item("c")
        root.addChildren(a, b, c)
        var plan = LayoutPlan()
        try plan.visit(Node("root") { Node("b"); Node("a") { Node("x") }; Node("d") { Node("e") } }, item: root, path: "root", isNew: false)
        #expect(root.children == [a, b, c])
        #expect(a.children.isEmpty)
        #expect(plan.update.added == ["root/a/x", "root/d", "root/d/e"])
        #expect(plan.update.removed == ["root/c"])
        #expect(plan.update.moved == ["root/b", "root/a"])
        #expect(plan.update.resized == ["root/b"])
        #expect(plan.attachments.map { "\($0.parent.name)>\($0.child.name)" } == ["a>x", "root>d"])
        #expect(plan.attachments[1].child.children.map(\.name) == ["e"])
        #expect(plan.containers.map(\.item.name) == ["root", "b", "a", "x", "d", "e"])
        #expect(plan.orders.first { $0.parent === root }?.children.map(\.name) == ["b", "a", "d"])
    }

    @Test("two siblings of one name are refused with the parent's path")
    func duplicate() {
        var plan = LayoutPlan()
        #expect(throws: ArrangeError.layout(.duplicateName(name: "x", parent: "root/a"))) {
            try plan.visit(Node("root") { Node("a") { Node("x"); Node("x") } }, item: Item("root"), path: "root", isNew: false)
        }
        // Also when the tree has the same names already (the path that keeps children in place).
        let root = Item("root")
        root.addChildren(Item("x"), Item("x"))
        #expect(throws: ArrangeError.layout(.duplicateName(name: "x", parent: "root"))) {
            try plan.visit(Node("root") { Node("x"); Node("x") }, item: root, path: "root", isNew: false)
        }
    }

    @Test("children already in the layout's order are kept in place, with nothing to add, remove or reorder")
    func same() throws {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        var plan = LayoutPlan()
        try plan.visit(Node("root") { Node("a"); Node("b", intrinsicSize: Size(width: 2, height: 2)) }, item: root, path: "root", isNew: false)
        #expect(plan.attachments.isEmpty && plan.removals.isEmpty && plan.orders.isEmpty)
        #expect(plan.update.resized == ["root/b"])
        #expect(plan.containers.map(\.item) == [root, a, b])
    }

    @Test("an intrinsic size with a NaN or infinite number is refused, naming the path")
    func nonFinite() {
        var plan = LayoutPlan()
        let bad = Size(width: .nan, height: 1)
        #expect {
            try plan.visit(Node("root") { Node("a") { Node("x", intrinsicSize: bad) } }, item: Item("root"), path: "root", isNew: false)
        } throws: { error in
            guard case let .nonFiniteIntrinsicSize(item, size, nil) = error as? ArrangeError else { return false }
            return item == "root/a/x" && size.width.isNaN && size.height == 1
        }
        let host = LayoutHost(root: Item("root"))
        #expect(throws: ArrangeError.nonFiniteIntrinsicSize(item: "root", Size(width: 1, height: .infinity), at: nil)) {
            try host.apply(Node("root", intrinsicSize: Size(width: 1, height: .infinity)))
        }
        #expect(host.root.intrinsicSize == nil && host.layout == nil)
    }

    @Test("a name that is empty or holds a slash is refused, naming where it is")
    func invalidNames() {
        let host = LayoutHost(root: Item("root"))
        #expect(throws: ArrangeError.layout(.invalidName("a/b", path: "root/x/a/b"))) {
            try host.apply(Node("root") { Node("x") { Node("a/b") } })
        }
        #expect(throws: ArrangeError.layout(.invalidName("", path: "root/"))) { try host.apply(Node("root") { Node("") }) }
        #expect(host.root.children.isEmpty)
    }

    @Test("an id claims its item only with the same name, in the same tree; a claimed item is never matched by name")
    func claims() throws {
        let root = Item("root"), a = Item("a"), b = Item("b"), label = Item("label")
        root.addChildren(a, b)
        a.addChild(label)
        let stranger = Item("label")
        var plan = LayoutPlan()
        // "label" (id "l") moves from a to b; a new "label" under a is a new item, not the claimed one.
        let layout = Node("root") { Node("a") { Node("label") }; Node("b") { Node("label", id: "l") } }
        try plan.claim(["l": label], for: layout, root: root)
        try plan.visit(layout, item: root, path: "root", isNew: false)
        #expect(plan.moves.map { "\($0.item.name): \($0.from.name) > \($0.to.name)" } == ["label: a > b"])
        #expect(plan.update.added == ["root/a/label"])
        #expect(plan.update.removed.isEmpty)
        #expect(plan.ids["l"] === label)
        // Another name, or an item of another tree: not claimed.
        var renamed = LayoutPlan()
        try renamed.claim(["l": label], for: Node("root") { Node("b") { Node("title", id: "l") } }, root: root)
        try renamed.visit(Node("root") { Node("b") { Node("title", id: "l") } }, item: root, path: "root", isNew: false)
        #expect(renamed.moves.isEmpty && renamed.update.added == ["root/b/title"] && renamed.update.removed == ["root/a"])
        var foreign = LayoutPlan()
        try foreign.claim(["l": stranger], for: layout, root: root)
        try foreign.visit(layout, item: root, path: "root", isNew: false)
        #expect(foreign.moves.isEmpty && foreign.update.added == ["root/b/label"])
    }
}
