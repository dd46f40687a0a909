import Testing
import Arrange

@Suite("make[name] finds items by name inside a make closure")
struct MakeLookupTests {
    @Test("names and paths find items to arrange; frames as if the items were named directly")
    func byName() throws {
        let (root, _) = screen("logo", "title")
        try root.arrange { make in
            make.size(make["logo"]) == (40, 40)
            make.xLeft(make["logo"]); make.yTop(make["logo"])
            make.install(make["root/title"].left == make["logo"].right + 8)
            make.install(make["title"].top == make["logo"].top)
            make.size(make["title"]) == (100, 20)
        }
        expectFrame(try root.item("logo"), 0, 0, 40, 40)
        expectFrame(try root.item("title"), 48, 0, 100, 20)
    }

    /// root (100×100) { a { label }, b { label } }.
    static func twoLabels() -> (Item, Item, Item) {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        a.addChild(Item("label")); b.addChild(Item("label"))
        root.size = Size(width: 100, height: 100)
        return (root, a, b)
    }

    @Test("the reference's subtree is searched first, then the whole tree")
    func scope() throws {
        let (root, a, b) = Self.twoLabels()
        try root.arrange { make in make.equal(a, b) }
        try a.arrange { make in
            make.equal(make["label"])          // a/label: b has one too, but a's subtree is searched first
        }
        try b.arrange { make in
            make.size(make["label"]) == (10, 10)
            make.install(make["label"].left == make["a/label"].left)   // outside b: found in the tree
            make.yTop(make["label"])
        }
        expectFrame(try root.item("a/label"), 0, 0, 100, 100)
        expectFrame(try root.item("b/label"), 0, 0, 10, 10)
    }

    @Test("a missing or ambiguous name fails the closure with its file:line and installs nothing")
    func failures() throws {
        let (root, a, b) = Self.twoLabels()
        let all = [root, a, b] + a.children + b.children
        let before = frameBits(all)
        let line = #line + 1
        #expect(throws: ArrangeError.layout(.noSuchItem(path: "plus", scope: "root", at: CallSite(fileID: #fileID, line: line)))) {
            try root.arrange { make in make.size(make["plus"]) == (1, 1) }
        }
        let ambiguousLine = #line + 1
        #expect(throws: ArrangeError.layout(.ambiguousItem(path: "label", scope: "root", matches: ["root/a/label", "root/b/label"], at: CallSite(fileID: #fileID, line: ambiguousLine)))) {
            try root.arrange { make in make.size(make["a"]) == (1, 1); make.size(make["label"]) == (1, 1) }
        }
        #expect(frameBits(all) == before)
        #expect(try root.item("a").constraints.isEmpty)
    }
}
