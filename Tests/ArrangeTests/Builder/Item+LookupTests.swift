import Testing
import Arrange

@Suite("Items are found by name, and by path when names repeat")
struct ItemLookupTests {
    /// screen { header { label }, cell { label, icon }, other { cell { label } } }
    func tree() -> Item {
        let screen = Item("screen")
        let header = Item("header"), cell = Item("cell"), other = Item("other"), inner = Item("cell")
        screen.addChildren(header, cell, other)
        header.addChild(Item("label"))
        cell.addChildren(Item("label"), Item("icon"))
        other.addChild(inner)
        inner.addChild(Item("label"))
        return screen
    }

    @Test("a unique name finds its item anywhere below")
    func uniqueName() throws {
        let screen = tree()
        let icon = try screen.item("icon")
        #expect(icon.name == "icon")
        #expect(icon.path == "screen/cell/icon")
        #expect(try screen.item("header").path == "screen/header")
        #expect(try screen.item("screen") === screen)
    }

    @Test("a path picks one of several items of one name, and may reach above the scope")
    func paths() throws {
        let screen = tree()
        #expect(try screen.item("header/label").path == "screen/header/label")
        #expect(try screen.item("screen/cell/label").path == "screen/cell/label")
        #expect(try screen.item("other/cell/label").path == "screen/other/cell/label")
        let header = try screen.item("header")
        #expect(try header.item("screen/header/label").path == "screen/header/label")
        #expect(screen.items(matching: "label").map(\.path) == ["screen/header/label", "screen/cell/label", "screen/other/cell/label"])
    }

    @Test("a repeated name is an ambiguity error that lists every full path")
    func ambiguous() {
        let screen = tree()
        let line = #line + 1
        #expect(throws: ArrangeError.layout(.ambiguousItem(path: "cell/label", scope: "screen", matches: ["screen/cell/label", "screen/other/cell/label"], at: CallSite(fileID: #fileID, line: line)))) {
            try screen.item("cell/label")
        }
        do {
            _ = try screen.item("label")
            Issue.record("expected an ambiguity")
        } catch {
            #expect(error.description.hasSuffix("'label' names 3 items in the subtree of 'screen' ('screen/header/label', 'screen/cell/label', 'screen/other/cell/label'); give more of the path (parent/child) to pick one"))
        }
    }

    @Test("a missing name, and a name outside the subtree, are errors naming the path and scope")
    func missing() throws {
        let screen = tree()
        let header = try screen.item("header")
        #expect(throws: ArrangeError.layout(.noSuchItem(path: "icon", scope: "header", at: CallSite(fileID: "App/File.swift", line: 3)))) {
            try header.item("icon", fileID: "App/File.swift", line: 3)
        }
        #expect(ArrangeError.layout(.noSuchItem(path: "plus", scope: "screen", at: CallSite(fileID: "App/File.swift", line: 3))).description
                == "App/File.swift:3: no item 'plus' in the subtree of 'screen'; check the name, or add a node of that name")
        #expect(screen.items(matching: "nope").isEmpty)
    }

    @Test("an empty path or segment is refused as no path at all")
    func invalid() {
        let screen = tree()
        for path in ["", "cell//label", "/label", "label/"] {
            #expect(throws: ArrangeError.layout(.invalidPath(path, at: CallSite(fileID: "F.swift", line: 1)))) {
                try screen.item(path, fileID: "F.swift", line: 1)
            }
            #expect(screen.items(matching: path).isEmpty)
        }
    }
}
