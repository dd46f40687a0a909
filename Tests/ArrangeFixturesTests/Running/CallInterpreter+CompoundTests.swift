@testable import ArrangeFixtures
import Arrange
import Testing

@Suite("CallInterpreter: compound relations")
struct CallInterpreterCompoundTests {
    @Test("each compound anchor becomes the Swift relation it names, inset or offset")
    func relations() throws {
        let fixture = try DecoderTestHelper.decode(#"[{"arrange": "root", "calls": [], "expect": {"frames": {}}}]"#)
        let root = Item("root"), a = Item("a"), b = Item("b")
        let interpreter = CallInterpreter(fixture: fixture, items: ["root": root, "a": a, "b": b])
        func text(_ relation: String, inset: [Double] = [], offset: [Double] = []) throws -> String {
            var value = try CompoundRelationValue.parse(relation)
            value.inset = inset
            value.offset = offset
            return interpreter.compoundRelation(value).description
        }
        #expect(try text("a.edges == root.edges", inset: [1, 2, 3, 4]) == "a.top == root.top + 1, a.left == root.left + 2, a.bottom == root.bottom - 3, a.right == root.right - 4")
        #expect(try text("a.verticalEdges == b.verticalEdges") == "a.top == b.top, a.bottom == b.bottom")
        #expect(try text("a.size >= b.size * 2", offset: [1, 0]) == "a.width >= 2 * b.width + 1, a.height >= 2 * b.height")
        #expect(try text("a.center == b.center", offset: [0, -5]) == "a.centerX == b.centerX, a.centerY == b.centerY - 5")
    }
}
