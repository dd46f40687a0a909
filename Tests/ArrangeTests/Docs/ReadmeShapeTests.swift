import Foundation
import Testing

/// The README stays one screen that reaches every article in one click.
///
/// Issue 27: at most 250 lines, and a link to every article of the DocC
/// catalogs (their landing pages aside); every relative link it holds
/// names a file that exists.
@Suite("The README is one screen that links every article")
struct ReadmeShapeTests {
    static let root = ArticleSnippetsTests.root

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The targets of the README's Markdown links that are paths in the repository.
    static func relativeLinks(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"\]\(([^)#\s]+)\)"#)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }.filter { !$0.contains("://") }
    }

    @Test("the README has at most 250 lines")
    func oneScreen() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines: move the detail into an article")
    }

    @Test("every article is one click from the README")
    func everyArticleLinked() throws {
        let links = Set(Self.relativeLinks(in: try Self.readme()))
        let articles = ArticleSnippetsTests.files(under: Self.root.appendingPathComponent("Sources"), endingWith: ".md")
            .filter { $0.path.contains(".docc/") }
            .map { $0.path.replacingOccurrences(of: Self.root.path + "/", with: "") }
            .filter { !$0.hasSuffix("/Arrange.md") && !$0.hasSuffix("/ArrangeSolver.md") }
        #expect(articles.count >= 14)
        for article in articles {
            #expect(links.contains(article), "README.md does not link \(article)")
        }
    }

    @Test("every relative link of the README names a file that exists")
    func linksResolve() throws {
        let links = Self.relativeLinks(in: try Self.readme())
        #expect(!links.isEmpty)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "README.md links \(link), which does not exist")
        }
    }
}
