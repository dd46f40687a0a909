@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: flows")
struct FixtureDecoderFlowTests {
    typealias Helper = DecoderTestHelper

    @Test("a flow call reads its items, spacings and alignment")
    func reads() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "calls": [{"flow": ["a", "b"], "spacing": 8, "lineSpacing": 2, "alignment": "justified"}], "expect": {"frames": {}}}]
        """#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action, case let .flow(items, spacing, lineSpacing, alignment, rowAlignment, wrap) = calls[0].kind else {
            Issue.record("not a flow"); return
        }
        #expect(items == ["a", "b"] && spacing == 8 && lineSpacing == 2 && alignment == "justified")
        #expect(rowAlignment == "top" && wrap == "chain")                // the defaults
    }

    @Test("a flow call reads its row alignment and wrap")
    func readsRowAlignmentAndWrap() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "calls": [{"flow": ["a", "b"], "rowAlignment": "firstBaseline", "wrap": "aligned"}], "expect": {"frames": {}}}]
        """#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action, case let .flow(_, _, _, _, rowAlignment, wrap) = calls[0].kind else {
            Issue.record("not a flow"); return
        }
        #expect(rowAlignment == "firstBaseline" && wrap == "aligned")
    }

    @Test("bad items, numbers and alignments point at the key", arguments: [
        (#"{"flow": ["zed"]}"#, "$.steps[0].calls[0].flow[0]"),
        (#"{"flow": ["a"], "spacing": "wide"}"#, "$.steps[0].calls[0].spacing"),
        (#"{"flow": ["a"], "alignment": "fill"}"#, "$.steps[0].calls[0].alignment"),
        (#"{"flow": ["a"], "columns": [1]}"#, "$.steps[0].calls[0].columns"),
        (#"{"flow": ["a"], "rowAlignment": "baseline"}"#, "$.steps[0].calls[0].rowAlignment"),
        (#"{"flow": ["a"], "wrap": "none"}"#, "$.steps[0].calls[0].wrap"),
    ])
    func malformed(_ call: String, _ path: String) {
        let found = Helper.malformed(#"[{"arrange": "root", "calls": ["# + call + #"]}]"#)
        #expect(found?.path == path, "\(String(describing: found))")
    }
}
