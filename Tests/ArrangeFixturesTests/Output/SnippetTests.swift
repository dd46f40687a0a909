@testable import ArrangeFixtures
import Testing

@Suite("Snippet")
struct SnippetTests {
    @Test("control characters are escaped, so quoted text never breaks a line")
    func escapesControls() {
        #expect(Snippet.text("a\nb\tc\r\u{1B}[31m\u{2028}") == "a\\nb\\tc\\r\\u{1B}[31m\\u{2028}")
        #expect(Snippet.quoted("two\nlines") == "\"two\\nlines\"")
    }

    @Test("long text is cut with an ellipsis after the limit, reading no more than that")
    func cutsLongText() {
        let huge = String(repeating: "x", count: 1 << 20)
        #expect(Snippet.text(huge) == String(repeating: "x", count: Snippet.textLimit) + "…")
        #expect(Snippet.text("short") == "short")
        #expect(Snippet.line(huge).unicodeScalars.count == Snippet.lineLimit + 1)
    }

    @Test("a long path keeps its end, where the file name is")
    func keepsTheEndOfPaths() {
        let path = String(repeating: "deep/", count: 100) + "file.json"
        #expect(Snippet.tail(path, limit: 20) == "…/deep/deep/file.json")
        #expect(Snippet.tail("a/b.json") == "a/b.json")
    }

    @Test("a long list names its first entries and counts the rest")
    func shortensLists() {
        #expect(Snippet.list(["a", "b"]) == "a, b")
        #expect(Snippet.list((1...10_000).map { "i\($0)" }, limit: 3) == "i1, i2, i3 and 9997 more")
    }
}
