import Foundation
import Testing

/// Every Swift snippet of the documentation compiles: each appears in a test.
///
/// Reads the articles of `Sources/*/*.docc` and the README, takes each
/// ```` ```swift ```` block, and looks for its lines, in order, in one file
/// under `Tests/`: each line of the snippet (without its indentation and its
/// trailing `// comment`; blank and comment-only lines skipped) must be part of
/// a line of that file, the first and the rest within a window of three
/// times the snippet's length (so a test may put `#expect`s between them, or
/// wrap an expression in one). A block whose first line is `// SwiftLayout`
/// (or any `// Name` other than `// Arrange`) is another library's code,
/// shown beside ours, and is not checked.
@Suite("Every Swift snippet of the articles and the README is compiled in a test")
struct ArticleSnippetsTests {
    /// The package's root: this file is Tests/ArrangeTests/Docs/ArticleSnippetsTests.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A snippet: where it is, and its normalised lines.
    struct Snippet: CustomStringConvertible {
        var file: String
        var line: Int
        var lines: [String]
        var description: String { "\(file):\(line)" }
    }

    /// A line without indentation or trailing comment; empty for a comment-only line.
    static func normalised(_ line: Substring) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("//") { return "" }
        if let comment = text.range(of: " //") { text = String(text[..<comment.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The Swift blocks of a Markdown file, other libraries' blocks left out.
    static func snippets(in url: URL) throws -> [Snippet] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let name = url.path.replacingOccurrences(of: root.path + "/", with: "")
        var result: [Snippet] = []
        var current: (start: Int, body: [Substring])?
        for (index, line) in lines.enumerated() {
            if current == nil, line.hasPrefix("```swift") {
                current = (index + 2, [])
            } else if let block = current, line.hasPrefix("```") {
                current = nil
                let first = block.body.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if first.range(of: #"^// [A-Za-z]+$"#, options: .regularExpression) != nil, first != "// Arrange" { continue }
                let normal = block.body.map(normalised).filter { !$0.isEmpty }
                if !normal.isEmpty { result.append(Snippet(file: name, line: block.start, lines: normal)) }
            } else if current != nil {
                current!.body.append(line)
            }
        }
        return result
    }

    /// Files under `folder` whose names end with `suffix`, sorted.
    static func files(under folder: URL, endingWith suffix: String) -> [URL] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(suffix) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The documents whose snippets are checked: every article, and the README.
    static func documents() -> [URL] {
        let sources = root.appendingPathComponent("Sources")
        let articles = files(under: sources, endingWith: ".md").filter { $0.path.contains(".docc/") }
        return articles + [root.appendingPathComponent("README.md")]
    }

    /// How many snippet lines, from the first, appear in order in `test`.
    static func matched(_ snippet: [String], in test: [String]) -> Int {
        var best = 0
        for start in test.indices where test[start].contains(snippet[0]) {
            var found = 0, index = start
            let end = min(test.count, start + 3 * snippet.count + 10)
            while index < end, found < snippet.count {
                if test[index].contains(snippet[found]) { found += 1 }
                index += 1
            }
            best = max(best, found)
            if best == snippet.count { break }
        }
        return best
    }

    @Test("the articles and the README have Swift snippets to check")
    func documentsHaveSnippets() throws {
        let documents = Self.documents()
        #expect(documents.count > 10)
        let count = try documents.reduce(0) { $0 + (try Self.snippets(in: $1)).count }
        #expect(count >= 15)
    }

    @Test("each Swift snippet appears, line by line, in a test file")
    func everySnippetIsInATest() throws {
        let tests = try Self.files(under: Self.root.appendingPathComponent("Tests"), endingWith: ".swift").map {
            try String(contentsOf: $0, encoding: .utf8).split(separator: "\n").map(Self.normalised).filter { !$0.isEmpty }
        }
        for document in Self.documents() {
            for snippet in try Self.snippets(in: document) {
                let best = tests.map { Self.matched(snippet.lines, in: $0) }.max() ?? 0
                #expect(best == snippet.lines.count, "\(snippet): no test holds this snippet; first line not found in order: \(snippet.lines[min(best, snippet.lines.count - 1)])")
            }
        }
    }
}
