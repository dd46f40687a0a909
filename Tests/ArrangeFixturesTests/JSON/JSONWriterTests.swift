@testable import ArrangeFixtures
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test("numbers are written without a needless fraction and never as -0")
    func formatsNumbers() {
        #expect(JSONWriter.format(20) == "20")
        #expect(JSONWriter.format(251.5) == "251.5")
        #expect(JSONWriter.format(-0.0) == "0")
        #expect(JSONWriter.format(-30) == "-30")
        #expect(JSONWriter.format(0.1) == "0.1")
    }

    @Test("a value that fits stays on one line; one that does not is expanded")
    func wrapsLongValues() {
        let writer = JSONWriter(lineWidth: 30)
        let short = JSONValue.object([("a", .array([.number(1), .number(2)]))])
        #expect(writer.write(short) == "{\n  \"a\": [1, 2]\n}\n")
        let long = JSONValue.object([("items", .array((0..<12).map { .string("item\($0)") }))])
        #expect(writer.write(long).split(separator: "\n").count == 12 + 4)
    }

    @Test("keys marked as always expanded get one entry per line")
    func expandsMarkedKeys() {
        let writer = JSONWriter(alwaysExpanded: ["frames"])
        let value = JSONValue.object([("frames", .object([("a", .array([.number(1)])), ("b", .array([.number(2)]))]))])
        #expect(writer.write(value) == "{\n  \"frames\": {\n    \"a\": [1],\n    \"b\": [2]\n  }\n}\n")
    }

    @Test("strings are escaped so that the parser reads them back")
    func escapesStrings() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07}"
        #expect(try JSONParser.parse(JSONWriter.quote(text)) == .string(text))
    }

    @Test("writing then parsing gives the same value")
    func roundTrips() throws {
        let value = JSONValue.object([
            ("name", .string("root")), ("size", .array([.number(375), .number(603.25)])),
            ("flags", .array([.bool(true), .null])), ("nested", .object([("x", .object([]))])),
        ])
        #expect(try JSONParser.parse(JSONWriter().write(value)) == value)
    }

    @Test("a document read and written again keeps every number exactly as written")
    func roundTripsNumbers() throws {
        let text = "{\n  \"a\": [9007199254740993, 0.10, 1E+2, -5e-1]\n}\n"
        #expect(JSONWriter().write(try JSONParser.parse(text)) == text)
    }

    @Test("whether a container fits on a line is found without writing more than the line")
    func fitsWithinWidth() {
        let long = JSONValue.array(Array(repeating: .number(12345), count: 100_000))
        #expect(JSONWriter.compact(long, within: 100) == nil)
        #expect(JSONWriter.compact(.array([.number(1), .string("a")]), within: 8) == "[1, \"a\"]")
        #expect(JSONWriter.compact(.array([.number(1), .string("a")]), within: 7) == nil)
        #expect(JSONWriter.compact(.string(String(repeating: "x", count: 1 << 20)), within: 100) == nil)
    }
}
