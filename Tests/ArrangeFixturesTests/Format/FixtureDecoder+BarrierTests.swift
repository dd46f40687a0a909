@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: barriers")
struct FixtureDecoderBarrierTests {
    typealias Helper = DecoderTestHelper

    @Test("the barrier beside an install names its edge and items")
    func reads() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "calls": [{"install": "b.left == barrier + 8", "barrier": {"right": ["a", "root"]}, "priority": "high"}],
          "expect": {"frames": {}}}]
        """#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action, case let .installBarrier(r) = calls[0].kind else {
            Issue.record("not a barrier install"); return
        }
        #expect(r.edge == .right && r.items == ["a", "root"] && r.constant == 8 && calls[0].priority == 750)
    }

    @Test("a bad edge, unknown items or a bad relation point at the key", arguments: [
        (#"{"install": "b.left == barrier", "barrier": {"width": ["a"]}}"#, "$.steps[0].calls[0].barrier"),
        (#"{"install": "b.left == barrier", "barrier": {"left": ["a"], "right": ["a"]}}"#, "$.steps[0].calls[0].barrier"),
        (#"{"install": "b.left == barrier", "barrier": {"left": ["zed"]}}"#, "$.steps[0].calls[0].barrier.left[0]"),
        (#"{"install": "b.top == barrier", "barrier": {"left": ["a"]}}"#, "$.steps[0].calls[0].install"),
        (#"{"install": "zed.left == barrier", "barrier": {"left": ["a"]}}"#, "$.steps[0].calls[0].install"),
    ])
    func malformed(_ call: String, _ path: String) {
        let found = Helper.malformed(#"[{"arrange": "root", "calls": ["# + call + #"]}]"#)
        #expect(found?.path == path, "\(String(describing: found))")
    }
}
