import Testing
@testable import Arrange

@Suite("Items form a tree and read their frames from its solver")
struct ItemTests {
    @Test("addChild, addChildren, parent, children and root")
    func tree() {
        let root = Item("root"), a = Item("a"), b = Item("b"), c = Item("c")
        root.addChild(a)
        root.addChildren(b)
        a.addChildren([c])
        #expect(root.children == [a, b])
        #expect(c.parent === a && c.root === root)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
        b.addChild(c)
        #expect(a.children.isEmpty && b.children == [c])
        c.removeFromParent()
        #expect(c.parent == nil && c.root === c && b.children.isEmpty)
    }

    @Test("items are equal and hashed by identity")
    func identity() {
        let a = Item("same"), b = Item("same")
        #expect(a != b && a == a)
        #expect(Set([a, b, a]).count == 2)
        #expect(a.description == "same")
    }

    @Test("frames are in the parent's coordinates")
    func parentCoordinates() throws {
        let (root, items) = screen("card")
        let card = items[0], label = Item("label")
        card.addChild(label)
        try root.arrange { make in
            make.insetEdges(edge: 10)
            make.equal(card)
            let inCard = make.ref(card)
            inCard.insetEdges(top: 5, left: 6, bottom: 7, right: 8)
            inCard.equal(label)
        }
        expectFrame(root, 0, 0, 375, 603)
        expectFrame(card, 10, 10, 355, 583)
        expectFrame(label, 6, 5, 341, 571)
    }

    @Test("removing an item uninstalls every constraint that mentions it or its subtree, and the group lists them")
    func removal() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        let inner = Item("inner")
        b.addChild(inner)
        let group = try root.arrange { make in
            make.size(a, b) == (10, 10)
            make.xLeft(a, b); make.yTop(a, b)
            make.ref(b).equal(inner)
        }
        b.removeFromParent()
        #expect(group.isInstalled)
        #expect(group.constraints.allSatisfy { !$0.provenance.items.contains("b") && !$0.provenance.items.contains("inner") })
        #expect(group.detached.count == 8)
        #expect(group.detached.first?.relation == "b.width == 10")
        expectFrame(a, 0, 0, 10, 10)
        #expect(b.root === b)
        #expect(b.diagnostics.map(\.subject).contains("inner"))
    }

    @Test("a cell arranged on its own keeps its layout when added to a screen")
    func movingAnArrangedSubtree() throws {
        let cell = Item("cell"), label = Item("label")
        cell.addChild(label)
        let cellGroup = try cell.arrange { make in
            make.insetEdges(left: 16, right: 16)
            make.xEqual(label); make.yCenter(label); make.height(label) == 20
        }
        let (screenRoot, _) = screen()
        screenRoot.addChild(cell)
        #expect(cellGroup.isInstalled)
        try screenRoot.arrange { make in
            make.xEqual(cell); make.yTop(cell); make.height(cell) == 44
        }
        expectFrame(cell, 0, 0, 375, 44)
        expectFrame(label, 16, 12, 343, 20)
        #expect(screenRoot.diagnostics.isEmpty)
    }

    @Test("a tree with arrangements is freed with its root, and a child can outlive it")
    func lifetime() throws {
        weak var weakRoot: Item?
        weak var weakGroup: ConstraintGroup?
        let label = Item("label")
        do {
            let root = Item("root")
            root.addChild(label)
            root.size = Size(width: 375, height: 603)
            weakGroup = try root.arrange { make in
                make.insetEdges(edge: 10); make.equal(label)
                make.install(label.width <= root.width)
                make.width(label) <= make.w + 1
            }
            weakRoot = root
            expectFrame(label, 10, 10, 355, 583)
        }
        #expect(weakRoot == nil && weakGroup == nil)
        #expect(label.parent == nil)
        // It keeps the frame it was laid out at (issue 26), as a UIKit view kept in a cache does.
        expectFrame(label, 10, 10, 355, 583)
        #expect(label.diagnostics.map(\.kind) == [.ambiguous(axis: .horizontal, aspect: .size), .ambiguous(axis: .vertical, aspect: .size)])
    }

    @Test("a group outliving its tree is uninstalled and empty")
    func groupOutlivesTree() throws {
        var group: ConstraintGroup?
        do {
            let (root, items) = screen("a")
            group = try root.arrange { make in make.equal(items) }
            #expect(group?.constraints.count == 4)
        }
        #expect(group?.isInstalled == false && group?.constraints.isEmpty == true && group?.reference == nil)
        #expect(group?.description == "ConstraintGroup on root (uninstalled)")
    }

    @Test("an item removed and freed stays out when the tree lowers its groups again")
    func removedItemStaysOut() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var group: ConstraintGroup?
        do {
            let gone = Item("gone")
            root.addChild(gone)
            group = try root.arrange { make in
                make.size(a, gone) == (10, 10); make.yTop(a, gone)
                make.xPlace(a, 5, gone, make.wall)
            }
            gone.removeFromParent()
        }
        root.layoutDirection = .rightToLeft
        expectFrame(a, 365, 0, 10, 10)
        #expect(group?.constraints.allSatisfy { !$0.provenance.items.contains("gone") } == true)
        #expect(group?.detached.map(\.relation) == ["gone.width == 10", "gone.height == 10", "gone.top == root.top", "gone.left == a.right + 5", "gone.right <= root.right"])
    }
}

@Suite("An item's edges, centres and sizes are spelled in its four unknowns")
struct ItemVariablesTests {
    /// The terms `forEachTerm(of:times:_:)` calls with, as (id, coefficient) pairs.
    private func terms(of attribute: Attribute, times c: Double) -> [[Double]] {
        var out: [[Double]] = []
        ItemVariables(first: 10).forEachTerm(of: attribute, times: c) { out.append([Double($0.id), $1]) }
        return out
    }

    @Test("left, top, width and height are one unknown each; ids follow the first: 10, 11, 12, 13")
    func singleUnknowns() {
        #expect(terms(of: .left, times: 1) == [[10, 1]])
        #expect(terms(of: .top, times: -2) == [[11, -2]])
        #expect(terms(of: .width, times: 3) == [[12, 3]])
        #expect(terms(of: .height, times: 0.5) == [[13, 0.5]])
    }

    @Test("right is left + width and bottom top + height; centres take half the size")
    func edgesOfTwoUnknowns() {
        #expect(terms(of: .right, times: -1) == [[10, -1], [12, -1]])
        #expect(terms(of: .bottom, times: 2) == [[11, 2], [13, 2]])
        #expect(terms(of: .centerX, times: 3) == [[10, 3], [12, 1.5]])
        #expect(terms(of: .centerY, times: -1) == [[11, -1], [13, -0.5]])
    }
}
