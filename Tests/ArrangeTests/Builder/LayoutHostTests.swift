import Testing
import Arrange

@Suite("A layout host makes the tree match a layout, and updates it by difference")
struct LayoutHostTests {
    /// A column of `count` containers, each 100×20 (filled top to bottom in
    /// a 100 × 20·count root), holding a 10×10 label at the container's top
    /// left, shifted right by `shift` in container `shifted`.
    static func column(_ count: Int, shifted: Int = -1, shift: Double = 0, height: Double = 20) -> Node {
        Node("root") {
            for i in 0..<count {
                Node("c\(i)") {
                    Node("label")
                    Arrangement { make in
                        let label = make["label"]
                        make.size(label) == (10, 10)
                        make.yTop(label)
                        make.install(label.left == make.reference.left + (i == shifted ? shift : 0))
                    }
                }
            }
            Arrangement { make in
                let cells = (0..<count).map { make["c\($0)"] }
                make.size(cells) == (100, height)
                make.xLeft(cells)
                make.yPlace(cells)
            }
        }
    }

    @Test("the first apply builds the tree, names it and installs each container's arrangements")
    func firstApply() throws {
        let host = try LayoutHost(Self.column(3), size: Size(width: 100, height: 60))
        #expect(host.root.children.map(\.name) == ["c0", "c1", "c2"])
        #expect(try host.root.item("c1/label").path == "root/c1/label")
        // yPlace(c0, c1, c2) fills 60 with three 20-high cells: tops 0, 20, 40.
        expectFrame(try host.root.item("c2"), 0, 40, 100, 20)
        expectFrame(try host.root.item("c2/label"), 0, 0, 10, 10)
        let update = host.lastUpdate
        #expect(update.added == ["root/c0", "root/c0/label", "root/c1", "root/c1/label", "root/c2", "root/c2/label"])
        // root: size 2 × 3 + xLeft 3 + yPlace 4 (three tops, the last bottom) = 13; each cell 2 + 1 + 1 = 4.
        #expect(update.installed == 13 + 3 * 4)
        #expect(update.uninstalled == 0 && update.kept == 0)
        #expect(host.group(for: "c1")?.constraints.count == 4)
        #expect(host.group(for: "c1/label") == nil)
        #expect(host.group(for: "nope") == nil)
    }

    @Test("an update that changes one constraint in a 100-container tree installs exactly that one")
    func oneConstraint() throws {
        let host = try LayoutHost(Self.column(100), size: Size(width: 100, height: 2000))
        let total = host.lastUpdate.installed
        #expect(total == (2 * 100 + 100 + 101) + 100 * 4)
        let label = try host.root.item("c57/label")
        let group = try #require(host.group(for: "c57"))
        let others = try #require(host.group(for: "c56")).constraints
        let update = try host.apply(Self.column(100, shifted: 57, shift: 30))
        #expect(update.installed == 1)
        #expect(update.uninstalled == 1)
        #expect(update.kept == total - 1)
        #expect(update.added.isEmpty && update.removed.isEmpty && update.moved.isEmpty)
        expectFrame(label, 30, 0, 10, 10)
        expectFrame(try host.root.item("c56/label"), 0, 0, 10, 10)
        #expect(group.constraints.map(\.relation).last == "root/c57/label.left == c57.left + 30")   // labels repeat: named by path
        #expect(zip(others, try #require(host.group(for: "c56")).constraints).allSatisfy { $0.constraint === $1.constraint })
        // Applying the same layout again changes nothing and installs nothing.
        let again = try host.apply(Self.column(100, shifted: 57, shift: 30))
        #expect(again.isEmpty)
        #expect(again.kept == total)
    }

    @Test("an update adds, removes and reorders children, keeping the items that stay")
    func addRemoveMove() throws {
        func layout(_ names: [String]) -> Node {
            Node("row") {
                for name in names { Node(name) }
                Arrangement { make in
                    let items = names.map { make[$0] }
                    make.size(items) == (50, 50)
                    make.xPlace(items)
                    make.yTop(items)
                }
            }
        }
        let host = try LayoutHost(layout(["a", "b", "c"]), size: Size(width: 150, height: 50))
        let a = try host.root.item("a"), c = try host.root.item("c")
        let update = try host.apply(layout(["c", "a", "d"]))
        #expect(update.added == ["row/d"])
        #expect(update.removed == ["row/b"])
        #expect(update.moved == ["row/c", "row/a"])
        #expect(host.root.children.map(\.name) == ["c", "a", "d"])
        #expect(host.root.children[0] === c && host.root.children[1] === a)
        // xPlace(c, a, d) in 150: c 0, a 50, d 100.
        expectFrame(c, 0, 0, 50, 50)
        expectFrame(a, 50, 0, 50, 50)
        expectFrame(try host.root.item("d"), 100, 0, 50, 50)
        #expect(host.root.items(matching: "b").isEmpty)
    }

    @Test("a failed update changes nothing: not the tree, not a frame bit, not the last update")
    func failedUpdate() throws {
        let host = try LayoutHost(Self.column(4), size: Size(width: 100, height: 80))
        let items = host.root.items(matching: "c0") + host.root.items(matching: "label") + [host.root]
        let before = frameBits(items)
        let paths = items.map(\.path)
        let last = host.lastUpdate
        // Adds a child and removes c3, then a width that conflicts with the size of c1's label.
        let conflicting = Node("root") {
            Node("extra")
            for i in 0..<3 {
                Node("c\(i)") {
                    Node("label")
                    Arrangement { make in
                        make.size(make["label"]) == (10, 10)
                        if i == 1 { make.width(make["label"]) == 20 }
                    }
                }
            }
        }
        #expect { try host.apply(conflicting) } throws: { error in
            guard case let .conflict(members) = error as? ArrangeError else { return false }
            return members.map(\.relation).sorted() == ["root/c1/label.width == 10", "root/c1/label.width == 20"]   // labels repeat: named by path
        }
        #expect(frameBits(items) == before)
        #expect(items.map(\.path) == paths)
        #expect(host.root.children.map(\.name) == ["c0", "c1", "c2", "c3"])
        #expect(host.lastUpdate == last)
        // A name that is not there fails as well, with the same guarantee.
        let missing = Node("root") { Node("c0"); Arrangement { make in make.width(make["c9"]) == 1 } }
        #expect(throws: ArrangeError.self) { try host.apply(missing) }
        #expect(frameBits(items) == before)
        #expect(host.root.children.map(\.name) == ["c0", "c1", "c2", "c3"])
        // And the host still updates after failures.
        try host.apply(Self.column(4, shifted: 2, shift: 5))
        #expect(host.lastUpdate.installed == 1)
        expectFrame(try host.root.item("c2/label"), 5, 0, 10, 10)
    }

    @Test("a failed update of numbers only (rows changed in place) changes nothing either")
    func failedConstants() throws {
        let host = try LayoutHost(Self.column(4), size: Size(width: 100, height: 80))
        let items = host.root.items(matching: "label") + host.root.children + [host.root]
        let before = frameBits(items)
        // Cells 30 high: yPlace would make the root 120 high, against its size of 80.
        #expect { try host.apply(Self.column(4, height: 30)) } throws: { error in
            guard case let .rootSizeConflict(root, requested, solved, _) = error as? ArrangeError else { return false }
            return root == "root" && requested == Size(width: 100, height: 80) && solved == Size(width: 100, height: 120)
        }
        #expect(frameBits(items) == before)
        // A change of numbers that holds: c2's label shifted by 6, one row changed in place.
        let update = try host.apply(Self.column(4, shifted: 2, shift: 6))
        #expect(update.installed == 1 && update.uninstalled == 1)
        expectFrame(try host.root.item("c2/label"), 6, 0, 10, 10)
    }

    @Test("a layout for another root, or with two siblings of one name, is refused before anything changes")
    func refused() throws {
        let host = LayoutHost(root: Item("screen"))
        #expect(throws: ArrangeError.layout(.rootMismatch(node: "root", item: "screen"))) { try host.apply(Node("root")) }
        let twice = Node("screen") { Node("cell") { Node("label"); Node("label") } }
        #expect(throws: ArrangeError.layout(.duplicateName(name: "label", parent: "screen/cell"))) { try host.apply(twice) }
        #expect(host.root.children.isEmpty)
        #expect(host.layout == nil)
    }

    @Test("the first apply keeps existing children the layout names and removes the others")
    func adopt() throws {
        let root = Item("root"), kept = Item("kept"), other = Item("other")
        root.addChildren(kept, other)
        root.size = Size(width: 10, height: 10)
        let host = LayoutHost(root: root)
        try host.apply(Node("root") { Node("kept"); Arrangement { make in make.equal(make["kept"]) } })
        #expect(root.children == [kept])
        #expect(other.parent == nil)
        expectFrame(kept, 0, 0, 10, 10)
    }

    @Test("intrinsic sizes follow the layout, in the same batch")
    func intrinsicSizes() throws {
        func layout(_ width: Double) -> Node {
            Node("root") {
                Node("title", intrinsicSize: Size(width: width, height: 20))
                Arrangement { make in make.xLeft(make["title"]); make.yTop(make["title"]) }
            }
        }
        let host = try LayoutHost(layout(80), size: Size(width: 300, height: 100))
        expectFrame(try host.root.item("title"), 0, 0, 80, 20)
        let update = try host.apply(layout(120))
        #expect(update.resized == ["root/title"])
        #expect(update.installed == 0)
        expectFrame(try host.root.item("title"), 0, 0, 120, 20)
    }

    @Test("a container whose arrangements go away has its constraints uninstalled and its group retired")
    func arrangementsRemoved() throws {
        func layout(_ arranged: Bool) -> Node {
            Node("root") {
                Node("a")
                if arranged { Arrangement { make in make.equal(make["a"]) } }
            }
        }
        let host = try LayoutHost(layout(true), size: Size(width: 10, height: 10))
        let group = try #require(host.group(for: "root"))
        let update = try host.apply(layout(false))
        #expect(update.uninstalled == 4 && update.installed == 0)
        #expect(!group.isInstalled)
        #expect(host.group(for: "root") == nil)
        #expect(try host.root.item("a").constraints.isEmpty)
    }

    @Test("the layout wins over changes made from outside: an uninstalled group and a changed constant come back")
    func outsideChanges() throws {
        let host = try LayoutHost(Self.column(3), size: Size(width: 100, height: 60))
        let group = try #require(host.group(for: "c1"))
        group.uninstall()
        let label = try host.root.item("c1/label")
        try #require(group.constraints.isEmpty)
        let update = try host.apply(Self.column(3))
        #expect(update.installed == 4 && update.uninstalled == 0)
        let fresh = try #require(host.group(for: "c1"))
        #expect(fresh !== group && fresh.isInstalled)
        expectFrame(label, 0, 0, 10, 10)
        // A handle's constant changed by hand is put back: one constraint out, one in.
        try #require(fresh.constraints.last?.handle).setConstant(7)
        expectFrame(label, 7, 0, 10, 10)
        #expect(try host.apply(Self.column(3)).installed == 1)
        expectFrame(label, 0, 0, 10, 10)
    }

    @Test("the root's intrinsic size follows the root node's")
    func rootIntrinsic() throws {
        let host = LayoutHost(root: Item("root"))
        try host.apply(Node("root", intrinsicSize: Size(width: 30, height: 40)))
        #expect(host.root.intrinsicSize == Size(width: 30, height: 40))
        #expect(host.lastUpdate.resized == ["root"])
        #expect(host.root.frame == Rect(x: 0, y: 0, width: 30, height: 40))
    }

    /// A 100×150 root: a header (top, 100×50) and a footer (bottom, 100×50);
    /// the hero (20×20, id "hero") at the header's top left or the footer's
    /// bottom right; `conflict` adds a width that cannot hold.
    static func hero(inHeader: Bool, conflict: Bool = false) -> Node {
        Node("root") {
            Node("header") {
                if inHeader { Node("hero", id: "hero") }
                Arrangement { make in
                    if inHeader { make.size(make["hero"]) == (20, 20); make.xLeft(make["hero"]); make.yTop(make["hero"]) }
                }
            }
            Node("footer") {
                if !inHeader { Node("hero", id: "hero") }
                Arrangement { make in
                    if !inHeader {
                        make.size(make["hero"]) == (20, 20); make.xRight(make["hero"]); make.yBottom(make["hero"])
                        if conflict { make.width(make["hero"]) == 30 }
                    }
                }
            }
            Arrangement { make in
                make.size(make["header"], make["footer"]) == (100, 50)
                make.xLeft(make["header"], make["footer"])
                make.yTop(make["header"]); make.yBottom(make["footer"])
            }
        }
    }

    @Test("a node with an id keeps its item when it moves to another parent")
    func moveByID() throws {
        let host = try LayoutHost(Self.hero(inHeader: true), size: Size(width: 100, height: 150))
        let hero = try host.root.item("hero"), header = try host.root.item("header"), footer = try host.root.item("footer")
        expectFrame(hero, 0, 0, 20, 20)
        let update = try host.apply(Self.hero(inHeader: false))
        #expect(update.moved == ["root/footer/hero"])
        #expect(update.added.isEmpty && update.removed.isEmpty)
        #expect(try host.root.item("hero") === hero)
        #expect(hero.parent === footer && header.children.isEmpty && footer.children == [hero])
        // In the footer (at y 100): right edge 100, bottom 50: (80, 30).
        expectFrame(hero, 80, 30, 20, 20)
        // Header's 3 calls (4 constraints) out, footer's in.
        #expect(update.installed == 4 && update.uninstalled == 4)
        try host.apply(Self.hero(inHeader: true))
        #expect(hero.parent === header)
        expectFrame(hero, 0, 0, 20, 20)
    }

    @Test("a failed move changes nothing: parents, children and every frame bit stay")
    func failedMove() throws {
        let host = try LayoutHost(Self.hero(inHeader: true), size: Size(width: 100, height: 150))
        let hero = try host.root.item("hero"), header = try host.root.item("header"), footer = try host.root.item("footer")
        let items = [host.root, header, footer, hero]
        let before = frameBits(items)
        #expect(throws: ArrangeError.self) { try host.apply(Self.hero(inHeader: false, conflict: true)) }
        #expect(hero.parent === header && header.children == [hero] && footer.children.isEmpty)
        #expect(frameBits(items) == before)
        #expect(try host.apply(Self.hero(inHeader: false)).moved == ["root/footer/hero"])
    }

    @Test("items with ids can swap their nesting, and an id names one node only")
    func swapNesting() throws {
        let nested = { (outer: String, inner: String) in
            Node("root") {
                Node(outer, id: outer) {
                    Node(inner, id: inner)
                    Arrangement { make in make.size(make[inner]) == (10, 10); make.xLeft(make[inner]); make.yTop(make[inner]) }
                }
                Arrangement { make in make.size(make[outer]) == (50, 50); make.xRight(make[outer]); make.yTop(make[outer]) }
            }
        }
        let host = try LayoutHost(nested("a", "b"), size: Size(width: 100, height: 100))
        let a = try host.root.item("a"), b = try host.root.item("b")
        try host.apply(nested("b", "a"))
        #expect(host.root.children == [b] && b.children == [a] && a.children.isEmpty)
        expectFrame(b, 50, 0, 50, 50)
        expectFrame(a, 0, 0, 10, 10)
        #expect(host.lastUpdate.moved == ["root/b", "root/b/a"])
        let twice = Node("root") { Node("x", id: "same"); Node("y") { Node("z", id: "same") } }
        #expect(throws: ArrangeError.layout(.duplicateID("same", paths: ["root/x", "root/y/z"]))) { try host.apply(twice) }
        #expect(host.root.children == [b] && b.children == [a])
    }
}
