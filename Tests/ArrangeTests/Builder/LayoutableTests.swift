import Testing
import Arrange

/// SwiftLayout's `showMiddleName` name view, as a Layoutable.
///
/// Three 80×20 labels in a 320×20 root, laid left to right from the
/// leading edge with 8 between them: `xPlace(first, 8, middle, 8, last, wall)`.
final class NameView: Layoutable {
    let host = LayoutHost(root: Item("name"))
    @LayoutProperty var showMiddleName = false
    @LayoutProperty var labelWidth: Double = 80

    init() throws {
        host.root.size = Size(width: 320, height: 20)
        try updateLayout()
    }

    var layout: Node {
        let showMiddleName = showMiddleName, width = labelWidth
        return Node("name") {
            Node("first")
            if showMiddleName { Node("middle") }
            Node("last")
            Arrangement { make in
                let labels = showMiddleName ? [make["first"], make["middle"], make["last"]] : [make["first"], make["last"]]
                make.size(labels) == (width, 20)
                make.yTop(labels)
                if showMiddleName {
                    make.xPlace(labels[0], 8, labels[1], 8, labels[2], make.wall)
                } else {
                    make.xPlace(labels[0], 8, labels[1], make.wall)
                }
            }
        }
    }
}

@Suite("A Layoutable owns a root and a layout from its state; @LayoutProperty updates it on change")
struct LayoutableTests {
    @Test("showMiddleName: the middle label comes and goes, and the last one moves")
    func showMiddleName() throws {
        let view = try NameView()
        let root = view.host.root
        #expect(root.children.map(\.name) == ["first", "last"])
        // first 0…80, 8, last at 88.
        expectFrame(try root.item("last"), 88, 0, 80, 20)
        let last = try root.item("last")
        view.showMiddleName = true
        #expect(root.children.map(\.name) == ["first", "middle", "last"])
        // first 0…80, 8, middle 88…168, 8, last at 176.
        expectFrame(try root.item("middle"), 88, 0, 80, 20)
        expectFrame(last, 176, 0, 80, 20)
        #expect(view.host.lastUpdate.added == ["name/middle"])
        view.showMiddleName = false
        #expect(root.children.map(\.name) == ["first", "last"])
        #expect(try root.item("last") === last)
        expectFrame(last, 88, 0, 80, 20)
    }

    @Test("a change the layout cannot take is refused: the old value stays, and diagnostics say why")
    func refused() throws {
        let view = try NameView()
        let root = view.host.root
        view.showMiddleName = true
        view.labelWidth = 200
        // 200 + 8 + 200 + 8: the row ends at a wall, so nothing keeps it inside the root.
        expectFrame(try root.item("last"), 416, 0, 200, 20)
        let before = frameBits(root.children)
        view.labelWidth = .infinity
        #expect(view.labelWidth == 200)
        #expect(frameBits(root.children) == before)
        let refusal = try #require(root.diagnostics.first { $0.kind == .rejectedChange })
        #expect(refusal.message.hasPrefix("layout update of 'name' was not applied: size at ArrangeTests/LayoutableTests.swift:"))
        #expect(refusal.message.hasSuffix(": inf, not a finite number"))
    }

    /// A Layoutable whose layout names an item it does not declare.
    final class Broken: Layoutable {
        let host = LayoutHost(root: Item("root"))
        var layout: Node { Node("root") { Node("a"); Arrangement { make in make.width(make["b"]) == 1 } } }
    }

    @Test("updateLayout throws the error instead, and changes nothing")
    func throwing() throws {
        let broken = Broken()
        #expect(throws: ArrangeError.self) { try broken.updateLayout() }
        #expect(broken.host.root.children.isEmpty)
        #expect(broken.host.layout == nil)
    }
}
