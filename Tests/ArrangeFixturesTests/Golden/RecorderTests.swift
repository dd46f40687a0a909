@testable import ArrangeFixtures
import Testing

@Suite("Recorder")
struct RecorderTests {
    @Test("a recorded expectation holds every frame but the root's, rounded, in declaration order")
    func recordsFrames() {
        let expectation = Recorder.expectation(for: Outcomes.outcome())
        #expect(JSONWriter.compact(expectation) == #"{"frames": {"red": [20, 251.5, 100, 100], "dot": [10, 10, 0.333, 20]}}"#)
    }

    @Test("a recorded error names its kind and items, and ambiguity is recorded when there is some")
    func recordsErrors() {
        let error = ReportedError(kind: "conflict", message: "…", items: ["red"])
        let expectation = Recorder.expectation(for: Outcomes.outcome(error: error, ambiguous: ["dot"]))
        #expect(expectation["error"] == .object([("kind", .string("conflict")), ("mentions", .array([.string("red")]))]))
        #expect(expectation["ambiguous"] == .array([.string("dot")]))
    }

    @Test("diagnostics other than ambiguity are recorded with their kind, mentioning their subject")
    func recordsDiagnostics() {
        let expectation = Recorder.expectation(for: Outcomes.outcome(notices: [Outcomes.squeezed]))
        #expect(expectation["diagnostics"] == .array([.object([("kind", .string("negativeSize")), ("mentions", .array([.string("red")]))])]))
        #expect(Recorder.expectation(for: Outcomes.outcome())["diagnostics"] == nil)
    }

    @Test("recording replaces only the chosen steps' expectations and keeps their notes")
    func rewritesDocument() throws {
        let document = try JSONParser.parse(#"{"steps": [{"resize": [1, 1], "expect": {"note": "keep", "frames": {}}}, {"resize": [2, 2]}]}"#)
        let recorded = Recorder.record(document, outcomes: [Outcomes.outcome(), Outcomes.outcome()], steps: [0])
        guard case let .array(steps)? = recorded["steps"] else { Issue.record("no steps"); return }
        #expect(steps[0]["expect"]?["note"] == .string("keep"))
        #expect(steps[0]["expect"]?["frames"]?["red"] != nil)
        #expect(steps[1]["expect"] == nil)
    }
}
