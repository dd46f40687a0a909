import Testing
import Arrange

@Suite("Layout errors say which path or node, and what to change")
struct LayoutErrorTests {
    @Test("each case reads as an instruction, with names quoted and bounded")
    func descriptions() {
        let site = CallSite(fileID: "App/Screen.swift", line: 7)
        #expect(LayoutError.invalidPath("a//b", at: site).description
                == "App/Screen.swift:7: 'a//b' is not a path: give a name, or names joined by '/', none empty")
        #expect(LayoutError.duplicateName(name: "label", parent: "cell").description
                == "node 'cell' has two children named 'label'; siblings need distinct names (they identify items between updates)")
        #expect(LayoutError.rootMismatch(node: "screen", item: "root").description
                == "the layout's root node is 'screen' but it is applied to item 'root'; name the root node as the item")
        #expect(LayoutError.invalidName("a/b", path: "root/a/b").description
                == "node 'root/a/b': the name 'a/b' is empty or holds a '/', which joins the names of a path; rename it")
        #expect(LayoutError.duplicateID("hero", paths: ["root/a", "root/b/c"]).description
                == "id 'hero' is given to 2 nodes ('root/a', 'root/b/c'); an id names one item")
        #expect(ArrangeError.layout(.duplicateName(name: "a\nb", parent: "p")).description
                == "node 'p' has two children named 'a\\nb'; siblings need distinct names (they identify items between updates)")
        let many = (0..<20).map { "root/x\($0)" }
        let text = LayoutError.ambiguousItem(path: "x", scope: "root", matches: many, at: nil).description
        #expect(text.hasPrefix("'x' names 20 items in the subtree of 'root' ('root/x0', "))
        #expect(text.contains("'root/x7' and 12 more)"))
    }
}
