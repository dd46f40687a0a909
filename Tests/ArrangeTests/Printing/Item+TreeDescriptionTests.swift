import Testing
@testable import Arrange

@Suite("The tree printer shows each item's frame and the constraints that name it first")
struct ItemTreeDescriptionTests {
    @Test("items indented by depth, frames, constraints under their first item, intrinsic sizes last")
    func printsTree() throws {
        let (root, items) = screen("card")
        let label = Item("label", intrinsicSize: Size(width: 40, height: 20))
        items[0].addChild(label)
        let line = #line + 1
        try root.arrange { make in
            make.size(items[0]) == (200, 100)
            make.xLeft(items[0]); make.yTop(items[0])
            make.install(label.left == items[0].left + 8)
            make.install(label.top == items[0].top + 8)
        }
        func at(_ n: Int) -> String { "\(#fileID):\(line + n)" }
        #expect(root.treeDescription() == """
        root (0, 0, 375, 603)
          card (0, 0, 200, 100)
              card.width == 200 — size argument 1 (card) at \(at(1))
              card.height == 100 — size argument 1 (card) at \(at(1))
              card.left == root.left — xLeft argument 1 (card, root) at \(at(2))
              card.top == root.top — yTop argument 1 (card, root) at \(at(2))
            label (8, 8, 40, 20)
                label.left == card.left + 8 — install (label, card) at \(at(3))
                label.top == card.top + 8 — install (label, card) at \(at(4))
                label.width <= 40 ~ low — hugging (label)
                label.width >= 40 ~ high — compression resistance (label)
                label.height <= 20 ~ low — hugging (label)
                label.height >= 20 ~ high — compression resistance (label)

        """)
    }

}

@Suite("The tree printer marks hidden items")
struct TreeDescriptionHiddenTests {
    @Test("a hidden item's line ends with hidden")
    func hidden() throws {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        root.size = Size(width: 100, height: 40)
        try root.arrange { make in make.size(a) == (10, 10); make.xLeft(a); make.yTop(a) }
        a.isHidden = true
        #expect(root.treeDescription().contains("a (0, 0, 0, 0) hidden"), "\(root.treeDescription())")
    }
}
