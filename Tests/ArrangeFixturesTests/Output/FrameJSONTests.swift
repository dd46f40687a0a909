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
}
