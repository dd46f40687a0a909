import Testing
@testable import Arrange

@Suite("make.flow: items wrapped into lines that fit")
struct MakeFlowTests {
    struct Tags {
        let root = Item("root")
        let tags: [Item] = [50.0, 70, 40, 90, 30, 60].enumerated().map { Item("t\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20)) }
        var handle: ConstraintHandle!

        init(width: Double = 200, alignment: FlowAlignment = .leading) throws {
            root.addChildren(tags)
            try root.resize(width: width)
            var handle: ConstraintHandle!
            let tags = tags
            try root.arrange { make in
                make.insetEdges(edge: 10)
                handle = make.flow(tags, spacing: 8, lineSpacing: 6, alignment: alignment)
            }
            self.handle = handle
        }

        var lineStarts: [Int] {
            guard case let .flow(spec)? = handle.declaration?.payload else { return [] }
            return spec.lineStarts
        }
    }

    @Test("lines at 180 inside: [t0 t1 t2] [t3 t4] [t5], the root as tall as the lines")
    func wraps() throws {
        let f = try Tags()
        expectFrame(f.tags[2], 146, 10, 40, 20)      // 10 + 50 + 8 + 70 + 8
        expectFrame(f.tags[3], 10, 36, 90, 20)       // line 2 at 10 + 20 + 6
        expectFrame(f.tags[5], 10, 62, 60, 20)
        expectFrame(f.root, 0, 0, 200, 92)           // 62 + 20 + 10
        #expect(f.lineStarts == [0, 3, 5])
    }

    @Test("a resize that keeps every item on its line changes no breaks; one that moves an item breaks again")
    func resize() throws {
        let f = try Tags()
        _ = f.root.frame                              // the first pass decides the lines
        let before = f.root.tree.groups[0].resolved.solverConstraints
        try f.root.resize(width: 205)                 // 185 inside: the same lines
        expectFrame(f.tags[2], 146, 10, 40, 20)
        #expect(f.lineStarts == [0, 3, 5])
        #expect(zip(before, f.root.tree.groups[0].resolved.solverConstraints).allSatisfy { $0 === $1 })
        try f.root.resize(width: 300)                 // 280 inside: t3 joins line 1
        expectFrame(f.tags[3], 194, 10, 90, 20)
        expectFrame(f.tags[4], 10, 36, 30, 20)
        #expect(f.lineStarts == [0, 4])
        expectFrame(f.root, 0, 0, 300, 66)
    }

    @Test("a wider item moves the items after it to the next line")
    func intrinsic() throws {
        let f = try Tags()
        f.tags[0].intrinsicSize = Size(width: 110, height: 20)   // 110 + 8 + 70 = 188 > 180
        expectFrame(f.tags[1], 10, 36, 70, 20)
        #expect(f.lineStarts == [0, 1, 3, 5])
    }

    @Test("measured text in a flow wraps to the flow's width when it is alone on its line")
    func measured() throws {
        let root = Item("root"), a = Item("a", intrinsicSize: Size(width: 40, height: 20))
        let text = Item("text", measure: .text("one two three four", font: MonospacedFont(advance: 10, lineHeight: 20)))
        root.addChildren(a, text)
        try root.resize(width: 100)
        try root.arrange { make in make.flow(a, text, spacing: 10) }
        // The text's natural width, 180, is wider than 100: its own line, compressed to 100, wrapped:
        // 10 glyphs a line: "one two" / "three four": 40 tall, below a (20 + 10).
        expectFrame(a, 0, 0, 40, 20)
        expectFrame(text, 0, 30, 100, 40)
        expectFrame(root, 0, 0, 100, 70)
    }

    @Test("the spacings are the handle's numbers")
    func handle() throws {
        let f = try Tags()
        try f.handle.setConstant(0, on: .height)
        expectFrame(f.tags[3], 10, 30, 90, 20)
        try f.handle.setConstant(20, on: .width)      // 50 + 20 + 70 = 140, + 20 + 40 = 200 > 180
        expectFrame(f.tags[2], 10, 30, 40, 20)
        #expect(f.lineStarts == [0, 2, 4])            // 40 + 20 + 90 = 150, + 20 + 30 = 200 > 180
    }

    @Test("mistakes are errors and change nothing")
    func mistakes() throws {
        let f = try Tags()
        let before = frameBits(f.tags)
        let (root, tags) = (f.root, f.tags)
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.flow([tags[0], tags[0]]) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.flow(tags, spacing: -1) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.flow(tags, spacing: .nan) } }
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.flow([root]) } }
        #expect(frameBits(f.tags) == before)
    }

    @Test("an item that contains the flow's reference (the root, or any ancestor) is refused at the call, naming both; nothing changes")
    func containsReference() throws {
        let root = Item("root"), box = Item("box"), inner = Item("inner"), tag = Item("tag", intrinsicSize: Size(width: 40, height: 20))
        root.addChild(box)
        box.addChild(inner)
        inner.addChild(tag)
        try root.resize(to: Size(width: 200, height: 100))
        try root.arrange { make in
            make.equal(box)
            make.ref(box).equal(inner)
        }
        let before = frameBits([root, box, inner, tag]), groups = root.tree.groups.count
        for container in [root, box] {
            let line = #line + 1
            do { try root.arrange { make in make.ref(inner).flow([tag, container]) } } catch {
                guard case let .invalidArrangement(verb, items, reason, location) = error else { Issue.record("\(error)"); continue }
                #expect(verb == "flow" && items == [container.name] && location.line == line)
                #expect(reason.contains("'\(container.name)' contains the flow's reference"), "\(reason)")
                continue
            }
            Issue.record("a flow listing \(container.name) was accepted")
        }
        #expect(frameBits([root, box, inner, tag]) == before && root.tree.groups.count == groups)
    }
}
