@testable import ArrangeFixtures
import Testing

@Suite("JSONParser")
struct JSONParserTests {
    @Test("it parses every kind of value")
    func parsesValues() throws {
        let value = try JSONParser.parse(#"{"a": [1, -2.5, 3e2], "b": true, "c": false, "d": null, "e": "x\ny\u00e9\ud83d\ude00"}"#)
        #expect(value["a"] == .array([.number(1), .number(-2.5), .number(300)]))
        #expect(value["b"] == .bool(true))
        #expect(value["c"] == .bool(false))
        #expect(value["d"] == .null)
        #expect(value["e"] == .string("x\nyé😀"))
    }

    @Test("it keeps object keys in the order written")
    func keepsKeyOrder() throws {
        guard case let .object(members) = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#) else {
            Issue.record("not an object"); return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test("a syntax error names the line and column")
    func syntaxErrorHasPosition() {
        #expect(throws: JSONParser.SyntaxError(line: 2, column: 10, message: "expected ',' or '}' after the value of \"a\"")) {
            try JSONParser.parse("{\n  \"a\": 1 \"b\": 2}")
        }
    }

    @Test("a duplicate key is an error, not a silent overwrite")
    func duplicateKeyIsAnError() {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(#"{"a": 1, "a": 2}"#) }
    }

    @Test("trailing text, leading zeros and raw control characters are rejected", arguments: [
        "[1] 2", "01", "\"a\tb\"", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "",
    ])
    func rejectsInvalidText(_ text: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test("it records the line on which each value starts")
    func recordsLines() throws {
        let (value, lines) = try JSONParser.parseWithLines("{\n  \"a\": [\n    1,\n    2\n  ]\n}")
        #expect(lines.line(at: .root, in: value) == 1)
        #expect(lines.line(at: JSONPath.root.appending("a"), in: value) == 2)
        #expect(lines.line(at: JSONPath.root.appending("a").appending(1), in: value) == 4)
        #expect(lines.line(at: JSONPath.root.appending("b"), in: value) == nil)
    }

    @Test("100,000 nested arrays are refused at the depth limit, with no recursion to overflow the stack")
    func refusesDeepNesting() {
        #expect(throws: JSONParser.SyntaxError(line: 1, column: 25_001,
                                               message: "arrays and objects nest deeper than 25000 levels, the most this parser reads",
                                               exceedsLimit: true)) {
            try JSONParser.parse(HostileInputs.nestedArrays(100_000))
        }
        #expect(throws: Never.self) { try JSONParser.parse(HostileInputs.nestedArrays(25_000)) }
    }

    @Test("an object with 100,000 keys is read in linear time, and a duplicate among them is still found")
    func readsManyKeys() throws {
        guard case let .object(members) = try JSONParser.parse(HostileInputs.manyKeys(100_000)) else {
            Issue.record("not an object"); return
        }
        #expect(members.count == 100_002)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(HostileInputs.manyKeys(20) + "x") }
        #expect {
            try JSONParser.parse(#"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "e": 10}"#)
        } throws: { error in
            (error as? JSONParser.SyntaxError)?.message == #"duplicate key "e""#
        }
    }
}
