@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: compound relations")
struct FixtureDecoderCompoundTests {
    typealias Helper = DecoderTestHelper

    @Test("an inset per edge, one inset for all, and an offset are read")
    func insetAndOffset() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "calls": [
            {"install": "a.edges == root.edges", "inset": [1, 2, 3, 4]},
            {"install": "a.horizontalEdges == root.horizontalEdges", "inset": 5},
            {"install": "b.center == a.center", "offset": [10, -10]}
          ], "expect": {"frames": {}}}]
        """#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action,
              case let .installCompound(edges) = calls[0].kind,
              case let .installCompound(pair) = calls[1].kind,
              case let .installCompound(center) = calls[2].kind
        else { Issue.record("not three compound installs"); return }
        #expect(edges.inset == [1, 2, 3, 4] && pair.inset == [5, 5] && center.offset == [10, -10])
    }

    @Test("a wrong key or count, or an unknown item, points at the call", arguments: [
        (#"{"install": "a.edges == root.edges", "offset": [1, 2]}"#, "$.steps[0].calls[0].offset"),
        (#"{"install": "a.size == root.size", "inset": 3}"#, "$.steps[0].calls[0].inset"),
        (#"{"install": "a.edges == root.edges", "inset": [1, 2]}"#, "$.steps[0].calls[0].inset"),
        (#"{"install": "a.left == root.left", "inset": [1, 2]}"#, "$.steps[0].calls[0].inset"),
        (#"{"install": "zed.size == root.size"}"#, "$.steps[0].calls[0].install"),
    ])
    func malformed(_ call: String, _ path: String) {
        let found = Helper.malformed(#"[{"arrange": "root", "calls": ["# + call + #"]}]"#)
        #expect(found?.path == path, "\(String(describing: found))")
    }
}
