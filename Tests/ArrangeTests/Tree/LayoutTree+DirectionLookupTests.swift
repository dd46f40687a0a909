import Testing
import ArrangeSolver
@testable import Arrange

@Suite("The tree finds each item's layout direction once per lowering")
struct LayoutTreeDirectionLookupTests {
    @Test("a tree's direction memo is reused by each lowering and emptied first: a direction changed in between is read afresh")
    func reusedDirectionMemo() throws {
        // 12 levels, each filling its parent (375 × 603), so the leaf's reference is past the short walk.
        let root = Item("root")
        root.size = Size(width: 375, height: 603)
        let chain = (0..<12).map { Item("n\($0)") }
        var parent = root
        for item in chain { parent.addChild(item); parent = item }
        try root.arrange { make in
            for (index, child) in chain.enumerated() { make.ref(index == 0 ? root : chain[index - 1]).equal(child) }
        }
        chain[0].requestedLayoutDirection = .rightToLeft
        let (first, second) = (Item("first"), Item("second"))
        chain[11].addChildren(first, second)
        try chain[11].arrange { make in
            make.insetEdges(top: 0, leading: 10)
            make.xLeading(first)
            make.size(first) == (100, 20)
            make.yTop(first)
        }
        let memo = try #require(root.tree.directionMemo?.memo)
        // Right to left: first.right == n11.right − 10 = 365, so first.left = 265.
        expectFrame(first, 265, 0, 100, 20)
        chain[0].requestedLayoutDirection = .leftToRight
        try chain[11].arrange { make in
            make.insetEdges(top: 30, leading: 10)
            make.xLeading(second)
            make.size(second) == (50, 20)
            make.yTop(second)
        }
        #expect(root.tree.directionMemo?.memo === memo)
        // Left to right now, for both (the first group is lowered again when the direction flips): left = 10.
        expectFrame(first, 10, 0, 100, 20)
        expectFrame(second, 10, 30, 50, 20)
    }

    @Test("the direction lookup finds each item's nearest own direction, near the root and past the short walk alike")
    func directionLookup() {
        // A chain of 20 under the root: level 3 right to left, level 14 left to right.
        let root = Item("root")
        let chain = (0..<20).map { Item("n\($0)") }
        var parent = root
        for item in chain { parent.addChild(item); parent = item }
        chain[3].requestedLayoutDirection = .rightToLeft
        chain[14].requestedLayoutDirection = .leftToRight
        // Each item: its own direction, else the nearest ancestor's, else left to right.
        let expected = (0..<20).map { $0 >= 14 ? LayoutDirection.leftToRight : $0 >= 3 ? .rightToLeft : .leftToRight }
        // Asked deepest first (the walks past 8 levels remember), then again in order (read from memory).
        let lookup = LayoutTree.directionLookup()
        for index in chain.indices.reversed() { #expect(lookup(ItemReference(chain[index])) == expected[index], "n\(index)") }
        for index in chain.indices { #expect(lookup(ItemReference(chain[index])) == expected[index], "n\(index)") }
        #expect(lookup(ItemReference(root)) == .leftToRight)
        #expect(chain.map(\.layoutDirection) == expected)
    }
}
