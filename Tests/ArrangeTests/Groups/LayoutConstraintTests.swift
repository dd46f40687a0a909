import Testing
@testable import Arrange

@Suite("Layout constraints describe themselves by the names of their items")
struct LayoutConstraintTests {
    @Test("a constraint kept after its item left the tree and went away still names it")
    func outlivesItsItem() throws {
        let root = Item("root")
        root.size = Size(width: 100, height: 100)
        var kept: LayoutConstraint?
        var line = 0
        do {
            let gone = Item("gone")
            root.addChild(gone)
            let group = try root.arrange { make in
                line = #line; make.width(gone) == 10
            }
            kept = group.constraints.first
            gone.removeFromParent()
            #expect(group.constraints.isEmpty)
        }
        #expect(kept?.relation == "gone.width == 10")
        #expect(kept?.provenance == Provenance(verb: "width", argument: 1, items: ["gone"], location: CallSite(fileID: #fileID, line: line)))
    }

    @Test("a constraint knows the handle of its call and shows its identifier; system constraints have none")
    func handle() throws {
        let (root, items) = screen("a")
        items[0].intrinsicSize = Size(width: 5, height: 5)
        var width: ConstraintHandle!
        let group = try root.arrange { make in width = make.width(items) == 100 }
        #expect(group.constraints[0].handle === width && group.constraints[0].identifier == nil)
        width.identifier = "w"
        #expect(group.constraints[0].identifier == "w" && group.constraints[0].summary.identifier == "w")
        #expect(root.tree.intrinsic[ObjectIdentifier(items[0])]?.allSatisfy { $0.handle == nil } == true)
    }

    @Test("the tree's own constraints name their items when described: by path once the name repeats in the tree")
    func systemConstraintsNameWhenDescribed() throws {
        let root = Item("root"), box = Item("box"), label = Item("label", intrinsicSize: Size(width: 12, height: 5))
        root.addChild(box)
        box.addChild(label)
        let hugging = try #require(root.tree.intrinsic[ObjectIdentifier(label)]?.first)
        #expect(hugging.relation == "label.width <= 12")
        #expect(hugging.provenance == Provenance(verb: "hugging", items: ["label"]))
        root.addChild(Item("label"))
        #expect(hugging.relation == "root/box/label.width <= 12")
        #expect(hugging.summary.provenance.items == ["root/box/label"])
    }
}
