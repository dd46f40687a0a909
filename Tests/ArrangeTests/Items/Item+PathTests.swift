import Testing
@testable import Arrange

@Suite("Items are named by path when their names repeat in a tree")
struct ItemPathTests {
    /// screen > cell1 > label, screen > cell2 > label, screen > title.
    private func cells() -> (screen: Item, labels: [Item], title: Item) {
        let screen = Item("screen"), cell1 = Item("cell"), cell2 = Item("cell2")
        let label1 = Item("label"), label2 = Item("label"), title = Item("title")
        screen.addChildren(cell1, cell2, title)
        cell1.addChild(label1)
        cell2.addChild(label2)
        return (screen, [label1, label2], title)
    }

    @Test("path joins the names from the root down")
    func path() {
        let (screen, labels, _) = cells()
        #expect(labels[0].path == "screen/cell/label")
        #expect(labels[1].path == "screen/cell2/label")
        #expect(screen.path == "screen")
    }

    @Test("displayName is the name when it is unique and the path when it repeats, before and after a solve")
    func displayName() {
        let (screen, labels, title) = cells()
        #expect(title.displayName == "title")
        #expect(labels[0].displayName == "screen/cell/label")
        _ = screen.frame   // the tree exists now: its names are indexed
        #expect(labels[1].displayName == "screen/cell2/label")
        labels[1].removeFromParent()
        #expect(labels[0].displayName == "label")
        screen.addChild(Item("label"))
        #expect(labels[0].displayName == "screen/cell/label")
    }

    @Test("errors and constraint descriptions name repeated items by path")
    func inMessages() throws {
        let (screen, labels, _) = cells()
        screen.size = Size(width: 300, height: 200)
        let error = #expect(throws: ArrangeError.self) {
            try screen.arrange { make in
                make.install(labels[0].width == 10)
                make.install(labels[0].width == labels[1].width + 5)
                make.install(labels[1].width == 10)
            }
        }
        guard case let .conflict(members)? = error else { Issue.record("expected a conflict"); return }
        #expect(members.map(\.relation) == ["screen/cell/label.width == 10", "screen/cell/label.width == screen/cell2/label.width + 5",
                                            "screen/cell2/label.width == 10"])
    }
}
