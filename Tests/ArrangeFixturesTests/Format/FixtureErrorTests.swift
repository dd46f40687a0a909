@testable import ArrangeFixtures
import Testing

@Suite("FixtureError")
struct FixtureErrorTests {
    @Test("each error is one line naming the file, where and what was expected")
    func oneLine() {
        let errors: [FixtureError] = [
            .unreadable(file: "x.json", reason: "no such file"),
            .syntax(file: "x.json", JSONParser.SyntaxError(line: 3, column: 4, message: "expected a value")),
            .malformed(file: "x.json", path: JSONPath.root.appending("steps"), expected: "an array", found: "the number 1"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("x.json: "))
        }
        #expect(errors[2].description == "x.json: $.steps: expected an array, found the number 1")
    }

    @Test("user text in an error is escaped and cut: a name with a newline, a 1 MB name, a long file path")
    func boundedLines() {
        let huge = String(repeating: "n", count: 1 << 20)
        let errors: [FixtureError] = [
            .malformed(file: "x.json", path: JSONPath.root.appending("root").appending("name"), expected: "a name",
                       found: JSONValue.string("two\nlines").kindDescription),
            .malformed(file: String(repeating: "folder/", count: 10_000) + "x.json", path: JSONPath.root.appending(huge),
                       expected: huge, found: JSONValue.string(huge).kindDescription),
            .unreadable(file: "x\n.json", reason: "permission denied"),
            .unwritable(file: "out.svg", reason: "no space left on device"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.unicodeScalars.count < 2_000)
        }
        #expect(errors[0].description == #"x.json: $.root.name: expected a name, found the string "two\nlines""#)
        #expect(errors[2].description == #"x\n.json: cannot read the file: permission denied"#)
        #expect(errors[3].description == "out.svg: cannot write the file: no space left on device")
    }
}
