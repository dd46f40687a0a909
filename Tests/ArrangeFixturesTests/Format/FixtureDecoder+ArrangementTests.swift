@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: align and distribute")
struct FixtureDecoderArrangementTests {
    typealias Helper = DecoderTestHelper

    @Test("align names an anchor and items; distribute an axis, a gap and items")
    func reads() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "calls": [
            {"align": "centerY", "items": ["a", "b"]},
            {"distribute": "vertical", "by": 8, "items": ["a", "b"], "priority": "high"}
          ], "expect": {"frames": {}}}]
        """#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action,
              case let .alignItems(anchor, alignItems) = calls[0].kind,
              case let .distribute(axis, gap, distributeItems) = calls[1].kind
        else { Issue.record("not align and distribute"); return }
        #expect(anchor == .centerY && alignItems == ["a", "b"])
        #expect(axis == .vertical && gap == 8 && distributeItems == ["a", "b"] && calls[1].priority == 750)
    }

    @Test("an unknown anchor or axis, a missing gap or items, point at the key", arguments: [
        (#"{"align": "middle", "items": ["a"]}"#, "$.steps[0].calls[0].align"),
        (#"{"align": "top"}"#, "$.steps[0].calls[0].items"),
        (#"{"distribute": "diagonal", "by": 1, "items": ["a"]}"#, "$.steps[0].calls[0].distribute"),
        (#"{"distribute": "horizontal", "items": ["a"]}"#, "$.steps[0].calls[0].by"),
        (#"{"align": "top", "items": ["a"], "by": 3}"#, "$.steps[0].calls[0].by"),
    ])
    func malformed(_ call: String, _ path: String) {
        let found = Helper.malformed(#"[{"arrange": "root", "calls": ["# + call + #"]}]"#)
        #expect(found?.path == path, "\(String(describing: found))")
    }
}
