import Testing
import Arrange

@Suite("The layout builder takes if, else, switch, for and optionals, in children and arrangements")
struct LayoutBuilderTests {
    enum Style: Sendable { case compact, regular, wide }

    /// Three items side by side in a 300×100 root; their sizes and order
    /// depend on the state, through every control-flow form.
    static func layout(showMiddle: Bool, style: Style, tags: [String], badge: String?) -> Node {
        Node("root") {
            Node("first")
            if showMiddle { Node("middle") }
            Node("last")
            switch style {
            case .compact: Node("compact")
            case .regular: Node("regular")
            case .wide: Node("wide"); Node("wider")
            }
            for tag in tags { Node(tag) }
            badge.map { Node($0) }
            if let badge { Arrangement { make in make.size(make[badge]) == (5, 5) } }
            Arrangement { make in
                var row = [make["first"]]
                if showMiddle { row.append(make["middle"]) }
                row.append(make["last"])
                make.size(row) == (50, 20)
                make.yTop(row)
            }
            if showMiddle {
                Arrangement { make in make.xPlace(make["first"], make["middle"], make["last"], make.wall) }
            } else {
                Arrangement { make in make.xPlace(make["first"], 10, make["last"], make.wall) }
            }
            switch style {
            case .compact: Arrangement { make in make.size(make["compact"]) == (1, 1) }
            case .regular, .wide: Arrangement { make in make.size(make.reference.children.last!) == (2, 2) }
            }
            for tag in tags { Arrangement { make in make.height(make[tag]) == 7 } }
        }
    }

    @Test("if without else adds a child and its arrangement only when true")
    func ifWithoutElse() throws {
        let shown = Self.layout(showMiddle: true, style: .compact, tags: [], badge: nil)
        #expect(shown.children.map(\.name) == ["first", "middle", "last", "compact"])
        let hidden = Self.layout(showMiddle: false, style: .compact, tags: [], badge: nil)
        #expect(hidden.children.map(\.name) == ["first", "last", "compact"])
        #expect(shown.arrangements.count == 3 && hidden.arrangements.count == 3)
    }

    @Test("if/else picks one arrangement; the frames show which, before and after an update")
    func ifElse() throws {
        let host = try LayoutHost(Self.layout(showMiddle: false, style: .compact, tags: [], badge: nil), size: Size(width: 300, height: 100))
        // else: xPlace(first, 10, last, wall): first at 0, last at 50 + 10 = 60.
        expectFrame(try host.root.item("first"), 0, 0, 50, 20)
        expectFrame(try host.root.item("last"), 60, 0, 50, 20)
        try host.apply(Self.layout(showMiddle: true, style: .compact, tags: [], badge: nil))
        // if: xPlace(first, middle, last, wall): 0, 50, 100.
        expectFrame(try host.root.item("middle"), 50, 0, 50, 20)
        expectFrame(try host.root.item("last"), 100, 0, 50, 20)
        #expect(host.lastUpdate.added == ["root/middle"])
    }

    @Test("switch picks its case's children and arrangements")
    func switchCases() throws {
        let wide = Self.layout(showMiddle: true, style: .wide, tags: [], badge: nil)
        #expect(wide.children.map(\.name) == ["first", "middle", "last", "wide", "wider"])
        let host = try LayoutHost(wide, size: Size(width: 300, height: 100))
        #expect(try host.root.item("wider").frame.size == Size(width: 2, height: 2))
        try host.apply(Self.layout(showMiddle: true, style: .compact, tags: [], badge: nil))
        #expect(host.root.children.map(\.name) == ["first", "middle", "last", "compact"])
        #expect(try host.root.item("compact").frame.size == Size(width: 1, height: 1))
        #expect(host.lastUpdate.removed == ["root/wide", "root/wider"])
    }

    @Test("for adds a child and an arrangement per element")
    func forLoops() throws {
        let layout = Self.layout(showMiddle: true, style: .compact, tags: ["t1", "t2"], badge: nil)
        #expect(layout.children.map(\.name) == ["first", "middle", "last", "compact", "t1", "t2"])
        #expect(layout.arrangements.count == 5)
        let host = try LayoutHost(layout, size: Size(width: 300, height: 100))
        #expect(try host.root.item("t2").frame.height == 7)
    }

    @Test("optional nodes and if let add a child and its arrangement only when there is a value")
    func optionals() throws {
        let with = Self.layout(showMiddle: true, style: .compact, tags: [], badge: "new")
        #expect(with.children.map(\.name).last == "new")
        #expect(with.arrangements.count == 4)
        let host = try LayoutHost(with, size: Size(width: 300, height: 100))
        #expect(try host.root.item("new").frame.size == Size(width: 5, height: 5))
        let without = Self.layout(showMiddle: true, style: .compact, tags: [], badge: nil)
        #expect(without.children.map(\.name).last == "compact")
        #expect(without.arrangements.count == 3)
    }

    @Test("arrays of nodes and nested blocks build children at any depth")
    func arraysAndDepth() {
        let node = Node("root") {
            ["a", "b"].map { Node($0) }
            Node("c") { Node("d") { Node("e") { Node("f") } } }
        }
        #expect(node.children.map(\.name) == ["a", "b", "c"])
        #expect(node.children[2].children[0].children[0].children[0].name == "f")
        #expect(node.count == 7)
    }

    @Test("if #available takes its branch")
    func availability() {
        let node = Node("root") {
            if #available(macOS 10.15, iOS 13, *) { Node("new") } else { Node("old") }
        }
        #expect(node.children.map(\.name) == ["new"])
    }
}
