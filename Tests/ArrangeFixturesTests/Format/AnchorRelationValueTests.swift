@testable import ArrangeFixtures
import Testing

@Suite("AnchorRelationValue")
struct AnchorRelationValueTests {
    @Test("a gap between two positions")
    func parsesGap() throws {
        let r = try AnchorRelationValue.parse("title.left == icon.right + 8")
        #expect(r.lhs == AnchorRef(item: "title", anchor: .left))
        #expect(r.rhs == AnchorRef(item: "icon", anchor: .right))
        #expect(r.relation == .equal && r.multiplier == 1 && r.constant == 8)
    }

    @Test("scaled sizes, with the factor before or after, and several constants", arguments: [
        ("a.width <= b.width * 0.5 - 4", 0.5, -4.0),
        ("a.width >= 0.5 * b.width", 0.5, 0.0),
        ("a.height == b.height / 4 + 1 - 3", 0.25, -2.0),
    ])
    func parsesScaledSizes(_ text: String, _ multiplier: Double, _ constant: Double) throws {
        let r = try AnchorRelationValue.parse(text)
        #expect(r.multiplier == multiplier && r.constant == constant)
    }

    @Test("a size may be compared with a bare number")
    func parsesSizeConstant() throws {
        let r = try AnchorRelationValue.parse("a.width >= 40")
        #expect(r.rhs == nil && r.constant == 40 && r.relation == .greaterThanOrEqual)
    }

    @Test("a size may relate to a size of the other axis")
    func parsesCrossAxisSizes() throws {
        let r = try AnchorRelationValue.parse("photo.height == photo.width * 0.5625")
        #expect(r.lhs == AnchorRef(item: "photo", anchor: .height))
        #expect(r.rhs == AnchorRef(item: "photo", anchor: .width) && r.multiplier == 0.5625)
    }

    @Test("what the typed anchors forbid is refused", arguments: [
        "a.left == b.top",          // horizontal and vertical
        "a.left == b.width",        // position and size
        "a.height == b.left",       // size and position of two axes
        "a.leading == b.centerY",   // positions of two axes
        "a.left == 20",             // position and number
        "a.left b.right",           // no relation
        "a.left + 2 == b.right",    // an expression on the left
        "a.middle == b.left",       // no such anchor
        "a.width == b.width / 0",   // division by zero
        "a.left == b.right + c",    // a constant that is not a number
    ])
    func refusesIllTyped(_ text: String) {
        #expect(throws: AnchorRelationValue.ParseError.self) { try AnchorRelationValue.parse(text) }
    }
}

@Suite("AnchorRelationValue: numbers on the left")
struct AnchorRelationValueNumberTests {
    @Test("100 <= a.width reads as a.width >= 100; 100 >= a.width as a.width <= 100")
    func flipped() throws {
        let r = try AnchorRelationValue.parse("100 <= a.width")
        #expect(r.lhs == AnchorRef(item: "a", anchor: .width) && r.rhs == nil && r.relation == .greaterThanOrEqual && r.constant == 100)
        #expect(try AnchorRelationValue.parse("100 >= a.width").relation == .lessThanOrEqual)
        #expect(try AnchorRelationValue.parse("100 == a.height").relation == .equal)
    }

    @Test("a number minus a size: a.width == 100 - b.width")
    func numberMinusSize() throws {
        let r = try AnchorRelationValue.parse("a.width == 100 - b.width")
        #expect(r.rhs == AnchorRef(item: "b", anchor: .width) && r.multiplier == -1 && r.constant == 100)
    }

    @Test("a position is never compared with a number, on either side")
    func positionRejected() {
        #expect(throws: AnchorRelationValue.ParseError.self) { try AnchorRelationValue.parse("100 == a.left") }
    }
}
