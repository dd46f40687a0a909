@testable import ArrangeFixtures
import Testing

@Suite("Golden comparison")
struct MismatchTests {
    let red = ExpectedFrame(item: "red", frame: Frame(x: 20, y: 251.5, width: 100, height: 100))

    @Test("matching frames give no mismatch, after rounding to the fixture precision")
    func matches() {
        let dot = ExpectedFrame(item: "dot", frame: Frame(x: 10, y: 10, width: 0.333, height: 20))
        #expect(Golden.compare(Expectation(frames: [red, dot]), with: Outcomes.outcome()).isEmpty)
    }

    @Test("a different field is reported with item, field, expected and actual")
    func reportsField() {
        let wrong = ExpectedFrame(item: "red", frame: Frame(x: 20, y: 250, width: 100, height: 90))
        let mismatches = Golden.compare(Expectation(frames: [wrong]), with: Outcomes.outcome())
        #expect(mismatches.map(\.description) == [
            "step 1 (arrange root): red.y expected 250, actual 251.5",
            "step 1 (arrange root): red.height expected 90, actual 100",
        ])
    }

    @Test("an item that is no longer in the tree is a mismatch")
    func reportsMissingItem() {
        let gone = ExpectedFrame(item: "blue", frame: Frame(x: 0, y: 0, width: 1, height: 1))
        #expect(Golden.compare(Expectation(frames: [gone]), with: Outcomes.outcome()).first?.actual == "not in the tree")
    }

    @Test("errors must match in kind and mention the expected words; an unexpected error is a mismatch")
    func comparesErrors() {
        let conflict = ReportedError(kind: "conflict", message: "red.width == 100 — size (red)", items: ["red"])
        #expect(Golden.compare(Expectation(error: ExpectedError(kind: "conflict", mentions: ["red", "size"])), with: Outcomes.outcome(error: conflict)).isEmpty)
        #expect(Golden.compare(Expectation(error: ExpectedError(kind: "countMismatch", mentions: [])), with: Outcomes.outcome(error: conflict)).map(\.field) == ["error.kind"])
        #expect(Golden.compare(Expectation(error: ExpectedError(kind: "conflict", mentions: ["blue"])), with: Outcomes.outcome(error: conflict)).map(\.field) == ["error.mentions"])
        #expect(Golden.compare(Expectation(frames: [red]), with: Outcomes.outcome(error: conflict)).map(\.field) == ["error"])
        #expect(Golden.compare(Expectation(error: ExpectedError(kind: "conflict", mentions: [])), with: Outcomes.outcome()).map(\.field) == ["error"])
    }

    @Test("diagnostics must match kind by kind, in order, and mention the expected words")
    func comparesDiagnostics() {
        let squeezed = Outcomes.outcome(notices: [Outcomes.squeezed])
        let expected = ExpectedDiagnostic(kind: "negativeSize", mentions: ["red", "f.json:4"])
        #expect(Golden.compare(Expectation(diagnostics: [expected]), with: squeezed).isEmpty)
        #expect(Golden.compare(Expectation(diagnostics: []), with: squeezed).map(\.field) == ["diagnostics"])
        #expect(Golden.compare(Expectation(diagnostics: [ExpectedDiagnostic(kind: "duplicate", mentions: [])]), with: squeezed).map(\.field) == ["diagnostics"])
        #expect(Golden.compare(Expectation(diagnostics: [ExpectedDiagnostic(kind: "negativeSize", mentions: ["f.json:5"])]), with: squeezed).map(\.description)
            == [#"step 1 (arrange root): diagnostics[0] expected a message mentioning "f.json:5", actual "\#(Outcomes.squeezed.message)""#])
        #expect(Golden.compare(Expectation(frames: [red]), with: squeezed).isEmpty)
    }

    @Test("a mentioned item must be among the items the error names, not just a substring of its message")
    func mentionedItemsAreNamed() {
        let conflict = ReportedError(kind: "conflict", message: "red.width == 100 — size (red) at f:1", items: ["red"])
        let names: Set<String> = ["red", "e", "dot"]
        #expect(Golden.compare(Expectation(error: ExpectedError(kind: "conflict", mentions: ["red"])), with: Outcomes.outcome(error: conflict), itemNames: names).isEmpty)
        #expect(Golden.compare(Expectation(error: ExpectedError(kind: "conflict", mentions: ["e"])), with: Outcomes.outcome(error: conflict), itemNames: names).map(\.field) == ["error.items"])
    }

    @Test("ambiguous items are compared as a set")
    func comparesAmbiguity() {
        #expect(Golden.compare(Expectation(ambiguous: ["dot", "red"]), with: Outcomes.outcome(ambiguous: ["red", "dot"])).isEmpty)
        #expect(Golden.compare(Expectation(ambiguous: []), with: Outcomes.outcome(ambiguous: ["red"])).map(\.field) == ["ambiguous"])
    }

    @Test("a mismatch is one line even when an error message spans several, and long values are cut")
    func oneLine() {
        let mismatch = Mismatch(step: 0, label: "arrange root", item: nil, field: "error", expected: "no error",
                                actual: "conflict: two\nlines" + String(repeating: "x", count: 10_000))
        #expect(!mismatch.description.contains("\n"))
        #expect(mismatch.description.unicodeScalars.count < 2 * Mismatch.limit)
        #expect(mismatch.description.hasPrefix("step 1 (arrange root): error expected no error, actual conflict: two\\nlines"))
    }
}
