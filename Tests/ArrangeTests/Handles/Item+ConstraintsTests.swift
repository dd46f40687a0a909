import Testing
import Arrange

@Suite("An item lists and removes the constraints that mention it, Driftwood's way")
struct ItemConstraintsTests {
    /// a 100×40 at the top, b below it by 8, both 20 from the left.
    func column() throws -> (Item, Item, Item, ConstraintGroup, ConstraintHandle) {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        var gap: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(a, b) == (100, 40)
            make.insetEdges(left: 20)
            make.xLeft(a, b)
            make.yTop(a)
            gap = make.install(b.top == a.bottom + 8)
            make.yBottom(b) ~ .low
        }
        return (root, a, b, group, gap)
    }

    @Test("item.constraints lists every installed arrangement constraint that mentions it, with provenance and handle")
    func lists() throws {
        let (root, a, b, _, gap) = try column()
        #expect(b.constraints.map(\.relation) == ["b.width == 100", "b.height == 40", "b.left == root.left + 20", "b.top == a.bottom + 8", "b.bottom == root.bottom"])
        #expect(b.constraints.map(\.provenance.verb) == ["size", "size", "xLeft", "install", "yBottom"])
        #expect(b.constraints[3].handle === gap)
        #expect(a.constraints.count == 5 && root.constraints.count == 4)
    }

    @Test("constraints(on:) selects the constraints that name one anchor")
    func onAnchor() throws {
        let (root, a, b, _, _) = try column()
        #expect(b.constraints(on: .top).map(\.relation) == ["b.top == a.bottom + 8"])
        #expect(a.constraints(on: .bottom).map(\.relation) == ["b.top == a.bottom + 8"])
        #expect(b.constraints(on: .leading).map(\.relation) == ["b.left == root.left + 20"])
        #expect(root.constraints(on: .bottom).map(\.relation) == ["b.bottom == root.bottom"])
        #expect(b.constraints(on: .centerX).isEmpty)
    }

    @Test("removeConstraints(on:) removes them without detaching the item, and re-solves")
    func removeOn() throws {
        let (root, a, b, group, gap) = try column()
        expectFrame(b, 20, 48, 100, 40)
        let removed = b.removeConstraints(on: .top)
        #expect(removed.map(\.relation) == ["b.top == a.bottom + 8"])
        expectFrame(b, 20, 563, 100, 40)   // yBottom at low now places it
        #expect(b.parent === root && b.constraints(on: .top).isEmpty)
        #expect(!group.constraints.map(\.relation).contains("b.top == a.bottom + 8"))
        #expect(gap.isActive && gap.constraints.isEmpty)
        #expect(a.constraints(on: .bottom).isEmpty)
    }

    @Test("removed constraints stay out when their calls are lowered again")
    func removalPersists() throws {
        let (root, a, b, _, gap) = try column()
        a.removeConstraints(on: .left)
        root.requestedLayoutDirection = .rightToLeft
        root.requestedLayoutDirection = .leftToRight
        #expect(a.constraints(on: .left).isEmpty && b.constraints(on: .left).count == 1)
        try gap.setPriority(.high)
        #expect(gap.constraints.map(\.priority) == [.high])
        expectFrame(b, 20, 48, 100, 40)
    }

    @Test("removeConstraints() removes every arrangement constraint that mentions the item")
    func removeAll() throws {
        let (root, a, b, group, _) = try column()
        let removed = a.removeConstraints()
        #expect(removed.count == 5 && a.constraints.isEmpty)
        #expect(group.constraints.count == 4)
        #expect(b.constraints.map(\.relation) == ["b.width == 100", "b.height == 40", "b.left == root.left + 20", "b.bottom == root.bottom"])
        expectFrame(b, 20, 563, 100, 40)
        #expect(root.removeConstraints().count == 2)
        #expect(Item("loner").removeConstraints().isEmpty)
    }

    @Test("dropping the root frees the tree after constraints on the root were removed")
    func removalFreesTree() throws {
        var lifetimes: Lifetimes
        do {
            let (root, a, _, _, _) = try column()
            #expect(root.removeConstraints(on: .bottom).map(\.relation) == ["b.bottom == root.bottom"])
            lifetimes = try Lifetimes(root: root, item: a)
        }
        #expect(lifetimes.allFreed)
    }

    @Test("a removal outlives its item: the calls lower again without it once it left the tree and went away")
    func removalOutlivesItem() throws {
        let (root, a, _, group, _) = try column()
        weak let b = root.children[1]
        b?.removeConstraints(on: .top)
        b?.removeFromParent()
        #expect(b == nil)
        root.requestedLayoutDirection = .rightToLeft   // lowers every call again
        root.requestedLayoutDirection = .leftToRight
        #expect(group.constraints.map(\.relation) == ["a.width == 100", "a.height == 40", "a.left == root.left + 20", "a.top == root.top"])
        expectFrame(a, 20, 0, 100, 40)
    }
}
