import Arrange
import Testing

@Suite("Snippet: user text made fit for a one-line message")
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

    @Test("printable ASCII is quoted as it is up to the limit, and the first other character takes the careful way")
    func asciiAsItIs() {
        let exact = String(repeating: "a", count: 5)
        #expect(Snippet.text(exact, limit: 5) == exact)
        #expect(Snippet.text(exact + "b", limit: 5) == exact + "…")
        #expect(Snippet.text("ab\ncd", limit: 5) == "ab\\ncd")
        #expect(Snippet.text("abcdé", limit: 5) == "abcdé")
        #expect(Snippet.text("abcdéf", limit: 5) == "abcdé…")
        #expect(Snippet.text("abcdef\n", limit: 5) == "abcde…")
        #expect(Snippet.text("", limit: 5) == "")
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

    @Test("long names inside a line are cut where they stand, so that the anchors after them survive")
    func shortensNamesInALine() {
        let huge = String(repeating: "n", count: 1 << 20)
        let cut = String(repeating: "n", count: Snippet.textLimit) + "…"
        #expect(Snippet.line("\(huge).left == root.left", shortening: [huge, "root"]) == "\(cut).left == root.left")
        #expect(Snippet.line("a\nb.width == 3", shortening: ["a\nb"]) == "a\\nb.width == 3")
        let longer = huge + "x"
        #expect(Snippet.line("\(longer).top == \(huge).top", shortening: [huge, longer]) == "\(cut).top == \(cut).top")
    }

    @Test("lines list the first entries, one per line, and count the rest")
    func listsLines() {
        #expect(Snippet.lines([1, 2], indent: "  ") { "- \($0)" } == "  - 1\n  - 2")
        #expect(Snippet.lines(Array(1...25), indent: "  ", limit: 3) { "- \($0)" } == "  - 1\n  - 2\n  - 3\n  … and 22 more")
    }
}
