import Testing
@testable import Arrange

@Suite("Positions are measured in the bounds of the nearest common ancestor of a relation's items")
struct LayoutTreeFrameTests {
    /// A 400×400 root holding `box` at (200, 100), 200×100, with `dot` inside
    /// (keep the root: a root that goes away leaves its children roots).
    func boxWithDot() throws -> (root: Item, box: Item, dot: Item) {
        let (root, items) = screen("box", width: 400, height: 400)
        let box = items[0], dot = Item("dot")
        box.addChild(dot)
        try root.arrange { make in
            make.size(box) == (200, 100)
            make.install(box.left == root.left + 200)
            make.install(box.top == root.top + 100)
        }
        return (root, box, dot)
    }

    @Test("dot.centerX == box.centerX * 0.5 puts dot's centre a quarter of the way across box")
    func quarter() throws {
        let (root, box, dot) = try boxWithDot()
        try box.arrange { make in
            make.size(dot) == (20, 20)
            make.install(dot.centerX == box.centerX * 0.5)
            make.install(dot.centerY == box.centerY * 0.5)
        }
        #expect(dot.root === root)
        // In box's bounds box.centerX = 100 → dot.centerX = 50 → x 40 (not 0.5 × 300 - 200 - 10 = -60 in root coordinates).
        // Vertically: box.centerY = 50 → dot.centerY = 25 → y 15.
        expectFrame(dot, 40, 15, 20, 20)
    }

    @Test("cousins are measured in their common grandparent, not in their parents nor the root")
    func cousins() throws {
        let (root, items) = screen("q", width: 400, height: 400)
        let q = items[0]
        let p1 = Item("p1"), p2 = Item("p2"), a = Item("a"), b = Item("b")
        q.addChildren(p1, p2)
        p1.addChild(a)
        p2.addChild(b)
        try root.arrange { make in
            make.install(q.left == root.left + 100)
            make.yTop(q); make.size(q) == (200, 100)
            let inQ = make.ref(q)
            inQ.yEqual(p1, p2)
            inQ.xPlace(p1, p2)
            inQ.width(p1) == 100
            make.size(a, b) == (10, 10)
            make.yTop(a, b)
            make.ref(p2).xPlace(20, b, make.wall)
            make.install(a.left == b.left * 0.5)
        }
        // In q's bounds: b.left = 100 + 20 = 120 → a.left = 60, which is 60 in p1 (p1 starts at 0 in q).
        expectFrame(b, 20, 0, 10, 10)
        expectFrame(a, 60, 0, 10, 10)
    }

    @Test("relations whose position coefficients cancel add nothing, so every verb keeps its frames")
    func cancelling() throws {
        let (root, box, dot) = try boxWithDot()
        let group = try box.arrange { make in
            make.size(dot) == (20, 20)
            make.install(dot.left == box.left + 10)
            make.yTop(dot)
        }
        expectFrame(dot, 10, 0, 20, 20)
        let tree = root.tree
        for c in group.resolved.lowered(handles: group.handles) {
            #expect(tree.measurementFrame(c.lhs, c.rhs).ancestor == nil)
        }
    }

    @Test("the frame adds the ancestor's edge times the sum of the position coefficients")
    func offsets() throws {
        let (root, box, dot) = try boxWithDot()
        let tree = root.tree
        let frame = tree.measurementFrame(LinearForm(dot, .centerX), LinearForm(box, .centerX) * 0.5)
        #expect(frame.horizontalSum == 0.5 && frame.verticalSum == 0 && !frame.mirrored && !frame.ancestorIsRoot)
        var added: [(Int, Double)] = []
        frame.offsets { added.append(($0.id, $1)) }
        #expect(added.count == 1 && added[0].0 == tree.variables(of: box).left.id && added[0].1 == -0.5)
        // Measured in the root, whose left is pinned at 0, nothing is added.
        let inRoot = tree.measurementFrame(LinearForm(box, .left), LinearForm(root, .right) * 0.5)
        var none = 0
        inRoot.offsets { _, _ in none += 1 }
        #expect(inRoot.ancestorIsRoot && none == 0)
    }

    @Test("the nearest common ancestor of an item and its descendant is the item; of cousins, the grandparent")
    func ancestors() {
        let root = Item("root"), p = Item("p"), q = Item("q"), a = Item("a"), b = Item("b")
        root.addChildren(p, q)
        p.addChild(a)
        q.addChild(b)
        #expect(LayoutTree.nearestCommonAncestor(a, b) === root)
        #expect(LayoutTree.nearestCommonAncestor(a, p) === p)
        #expect(LayoutTree.nearestCommonAncestor(root, b) === root)
        #expect(LayoutTree.nearestCommonAncestor(a, a) === a)
        #expect(LayoutTree.nearestCommonAncestor(LinearForm(a, .left), LinearForm(p, .width) + LinearForm(b, .left)) === root)
        #expect(LayoutTree.nearestCommonAncestor(LinearForm(constant: 1), LinearForm()) == nil)
    }
}
