@testable import ArrangeFixtures
import Testing

@Suite("BarrierRelationValue")
struct BarrierRelationValueTests {
    @Test("an anchor, a relation, the barrier and a shift")
    func parses() throws {
        let r = try BarrierRelationValue.parse("field.leading == barrier + 8", edge: .trailing, items: ["a", "b"])
        #expect(r.lhs == AnchorRef(item: "field", anchor: .leading) && r.relation == .equal && r.constant == 8 && r.items == ["a", "b"])
        #expect(try BarrierRelationValue.parse("x.top >= barrier - 4", edge: .bottom, items: ["a"]).constant == -4)
    }

    @Test("sizes, the other axis, and other shapes are refused", arguments: [
        ("x.width == barrier", AnchorName.trailing),
        ("x.top == barrier", .trailing),
        ("x.left == barrier", .bottom),
        ("x.left == barrier * 2", .left),
        ("barrier == x.left", .left),
        ("x.left == a.right", .left),
    ])
    func refuses(_ text: String, _ edge: AnchorName) {
        #expect(throws: AnchorRelationValue.ParseError.self) { try BarrierRelationValue.parse(text, edge: edge, items: ["a"]) }
    }
}
