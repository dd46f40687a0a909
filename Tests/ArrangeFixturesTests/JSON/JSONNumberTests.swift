@testable import ArrangeFixtures
import Testing

@Suite("JSONNumber")
struct JSONNumberTests {
    @Test("a number read from a file keeps its text; one made by the program is written in the shortest form")
    func keepsText() throws {
        #expect(JSONNumber(value: 9007199254740992, text: "9007199254740993").description == "9007199254740993")
        #expect(JSONNumber(2.5).description == "2.5")
        #expect(JSONNumber(100).description == "100")
        guard case let .array(numbers) = try JSONParser.parse("[1.50, 1e3, -0, 12345678901234567890]") else {
            Issue.record("not an array"); return
        }
        #expect(numbers.map { JSONWriter.compact($0) } == ["1.50", "1e3", "-0", "12345678901234567890"])
    }

    @Test("numbers are equal when their values are, however written")
    func equalByValue() {
        #expect(JSONNumber(value: 1, text: "1.0") == 1)
        #expect(JSONValue.number(JSONNumber(value: 1000, text: "1e3")) == .number(1000))
        #expect(JSONNumber(value: 1, text: "1") != 2)
    }
}
