@testable import ArrangeFixtures
import Arrange
import Testing

@Suite("CallInterpreter: barriers")
struct CallInterpreterBarrierTests {
    /// The Swift relations the interpreter makes of fixture barrier relations
    /// (text and edge) over `barrierItems`, in a tree root > a, b.
    private func relations(_ cases: [(String, AnchorName)], over barrierItems: [String]) throws -> [String] {
        let fixture = try DecoderTestHelper.decode(#"[{"arrange": "root", "calls": [], "expect": {"frames": {}}}]"#)
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        let interpreter = CallInterpreter(fixture: fixture, items: ["root": root, "a": a, "b": b])
        var texts: [String] = []
        try root.arrange { make in
            for (text, edge) in cases {
                let value = try! BarrierRelationValue.parse(text, edge: edge, items: barrierItems)
                texts.append(interpreter.barrierRelation(value, make: make).description)
            }
        }
        return texts
    }

    @Test("a barrier relation becomes anchor REL make.barrier(edge, of: items) + c")
    func relations() throws {
        let texts = try relations([("b.leading == barrier + 8", .trailing), ("b.top >= barrier - 2", .bottom), ("b.centerX <= barrier", .left)], over: ["a", "root"])
        #expect(texts == ["b.leading == barrier(trailing of a, root) + 8", "b.top >= barrier(bottom of a, root) - 2", "b.centerX <= barrier(left of a, root)"])
    }

    @Test("a baseline or a margin anchor on the left stays that anchor, as the fixture printer writes it")
    func baselineAndMarginAnchors() throws {
        let texts = try relations([("b.firstBaseline >= barrier + 4", .bottom), ("b.leadingMargin == barrier", .trailing)], over: ["a"])
        #expect(texts == ["b.firstBaseline >= barrier(bottom of a) + 4", "b.leadingMargin == barrier(trailing of a)"])
    }
}
