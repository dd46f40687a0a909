import Testing
@testable import Arrange

@Suite("the choosing pass: flows broken again after changes, atomically")
struct LayoutTreeFlowsTests {
    @Test("breaking widths: measured natural, else intrinsic, else solved")
    func breakingWidths() throws {
        let root = Item("root"), fixed = Item("fixed"), intrinsic = Item("intrinsic", intrinsicSize: Size(width: 30, height: 10))
        let text = Item("text", measure: .text("abc de", font: MonospacedFont(advance: 5, lineHeight: 10)))
        root.addChildren(fixed, intrinsic, text)
        root.size = Size(width: 100, height: 100)
        try root.arrange { make in
            make.size(fixed) == (44, 10)
            make.flow(fixed, intrinsic, text)
        }
        _ = root.frame
        let tree = root.tree
        #expect(tree.breakingWidth(ItemReference(fixed)) == 44)
        #expect(tree.breakingWidth(ItemReference(intrinsic)) == 30)
        #expect(tree.breakingWidth(ItemReference(text)) == 30)      // 6 glyphs of 5
    }

    @Test("a swap the layout cannot take leaves the old lines and frames, and is reported")
    func failedSwap() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 60, height: 20)), b = Item("b", intrinsicSize: Size(width: 60, height: 20))
        root.addChildren(a, b)
        root.size = Size(width: 200, height: 100)
        try root.arrange { make in
            make.flow(a, b, spacing: 10)
            make.install(b.top == a.top)                 // required: b on a's line
            make.height(a, b) == 20                      // required, so that a line below would conflict
        }
        expectFrame(b, 70, 0, 60, 20)
        try root.resize(to: Size(width: 100, height: 100))   // 130 > 100: the pass wants b on line 2, which conflicts
        expectFrame(b, 70, 0, 60, 20)                    // the swap was taken back: b stays on line 1, overflowing
        expectFrame(a, 0, 0, 60, 20)
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange })
    }
}

/// Whether every installed constraint of `root`'s tree names only
/// variables of its own items or spacers (the fuzzer's check (3)).
func namesOnlyItsOwnVariables(_ root: Item) -> Bool {
    let tree = root.tree
    var known = Set<Int>()
    for item in root.subtree where tree.owns(item) {
        if let v = item.variables { known.formUnion([v.left.id, v.top.id, v.width.id, v.height.id]) }
    }
    for group in tree.groups { known.formUnion(group.spacers.map(\.id)) }
    for v in tree.safeArea?.all ?? [] { known.insert(v.id) }
    return tree.groups.allSatisfy { group in
        group.constraints.allSatisfy { c in c.constraint.expression.terms.allSatisfy { known.contains($0.variable.id) } }
    }
}

/// Fuzz seed 0's two trees: i0 (i4 holding i22, and i13) and i38 (i40
/// holding i50, and i79), every frame read after each step as the fuzzer does.
private struct TwoTrees {
    let i0 = Item("i0"), i4 = Item("i4", intrinsicSize: Size(width: 26, height: 163))
    let i13 = Item("i13"), i22 = Item("i22")
    let i38 = Item("i38", intrinsicSize: Size(width: 78, height: 108))
    let i40 = Item("i40", intrinsicSize: Size(width: 86, height: 136)), i50 = Item("i50"), i79 = Item("i79")

    init() {
        i0.addChildren(i4, i13); readFrames()
        i4.addChild(i22); readFrames()
        i38.addChildren(i40, i79); readFrames()
        i40.addChild(i50); readFrames()
    }

    func readFrames() { _ = [i0, i4, i13, i22, i38, i40, i50, i79].map(\.frame) }

    /// i0 arranges a flow of i13 and i22 in i4, then i22 moves under i50, into i38's tree.
    func moveFlowItem() throws {
        try i0.arrange { make in make.ref(i4).flow([i13, i22], spacing: 4, alignment: .trailing) ~ 750 }; readFrames()
        i50.addChild(i22); readFrames()
    }
}

@Suite("the choosing pass and items that move to another tree")
struct LayoutTreeFlowsMovedItemTests {
    @Test("an item of a flow moved into another tree leaves that tree's variables alone (fuzz seed 0)")
    func flowItemMovedToAnotherTree() throws {
        let t = TwoTrees()
        try t.i38.arrange { make in make.install(t.i40.left == t.i79.centerX) }; t.readFrames()
        try t.moveFlowItem()
        #expect(namesOnlyItsOwnVariables(t.i38))
        #expect(namesOnlyItsOwnVariables(t.i0))
    }

    @Test("the tree an item of a flow moved into keeps its root size and takes resizes (fuzz seeds 0, 5)")
    func otherTreeKeepsItsRootSize() throws {
        let t = TwoTrees()
        t.i38.size = Size(width: 850, height: 850); t.readFrames()
        try t.moveFlowItem()
        expectFrame(t.i38, 0, 0, 850, 850)
        try t.i38.resize(to: Size(width: 638, height: 638))   // was refused: "unknown edit variable"
        t.readFrames()
        expectFrame(t.i38, 0, 0, 638, 638)
        #expect(namesOnlyItsOwnVariables(t.i38))
    }
}
