import Testing
import Arrange

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
}
