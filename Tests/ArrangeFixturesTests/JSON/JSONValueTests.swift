@testable import ArrangeFixtures
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test("setting a member replaces it in place or appends it")
    func setsMembers() {
        let value = JSONValue.object([("a", .number(1)), ("b", .number(2))])
        #expect(value.setting("a", to: .number(9)) == .object([("a", .number(9)), ("b", .number(2))]))
        #expect(value.setting("c", to: .null) == .object([("a", .number(1)), ("b", .number(2)), ("c", .null)]))
    }

    @Test("objects with the same members in another order are different documents")
    func orderMatters() {
        #expect(JSONValue.object([("a", .null), ("b", .null)]) != .object([("b", .null), ("a", .null)]))
    }

    @Test("each kind describes itself for error messages")
    func describesKinds() {
        #expect(JSONValue.string("603").kindDescription == "the string \"603\"")
        #expect(JSONValue.number(2.5).kindDescription == "the number 2.5")
        #expect(JSONValue.array([]).kindDescription == "an array")
    }
}
