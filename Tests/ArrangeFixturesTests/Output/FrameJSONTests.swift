@testable import ArrangeFixtures
import Testing

@Suite("FrameJSON")
struct FrameJSONTests {
    @Test("the JSON output is an array of fixtures with steps, items, paths and frames, and parses back")
    func rendersJSON() throws {
        let text = FrameJSON.render([(file: "f.json", outcomes: [Outcomes.outcome(ambiguous: ["dot"])])])
        let value = try JSONParser.parse(text)
        guard case let .array(fixtures) = value, let first = fixtures.first else { Issue.record("not an array"); return }
        #expect(first["file"] == .string("f.json"))
        guard case let .array(steps)? = first["steps"], case let .array(items)? = steps.first?["items"] else { Issue.record("no items"); return }
        #expect(steps[0]["step"] == .number(1))
        #expect(steps[0]["ambiguous"] == .array([.string("dot")]))
        #expect(items.map { $0["path"] } == [.string("root"), .string("root/red"), .string("root/red/dot")])
        #expect(items[1]["frame"] == .array([.number(20), .number(251.5), .number(100), .number(100)]))
    }

    @Test("the JSON output writes each frame value exactly, so 100/3 reads back as the same double")
    func writesExactNumbers() throws {
        // Issue 26: 100/3 was printed 33.333. Shortest round-tripping form:
        // 100/3 = 33.333333333333336, 1/3 = 0.3333333333333333 (dot's width).
        let third = 100.0 / 3
        let snapshot = Outcomes.snapshot(rootWidth: 100, height: 50, child: Frame(x: third, y: -0.0, width: third, height: 1.0 / 3))
        let outcome = StepOutcome(index: 0, label: "arrange root", snapshot: snapshot, error: nil, ambiguous: [], diagnostics: [])
        let text = FrameJSON.render([(file: "f.json", outcomes: [outcome])])
        #expect(text.contains("[33.333333333333336, 0, 33.333333333333336, 0.3333333333333333]"))
        let value = try JSONParser.parse(text)
        guard case let .array(fixtures) = value, case let .array(steps)? = fixtures.first?["steps"],
              case let .array(items)? = steps.first?["items"], case let .array(frame)? = items.last?["frame"] else {
            Issue.record("no frame"); return
        }
        let read = frame.compactMap { value -> Double? in if case let .number(n) = value { return n.value } else { return nil } }
        #expect(read.map(\.bitPattern) == [third, 0, third, 1.0 / 3].map(\.bitPattern))
    }

    @Test("the table for people keeps frames short")
    func tableStaysRounded() {
        #expect(Frame(x: 100.0 / 3, y: 0, width: 1, height: 2).description == "(33.333, 0, 1, 2)")
    }
}
