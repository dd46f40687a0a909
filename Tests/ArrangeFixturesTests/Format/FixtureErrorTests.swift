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
}
