@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: calls")
struct FixtureDecoderCallsTests {
    @Test("an unknown verb is named with its path")
    func unknownVerb() {
        let error = DecoderTestHelper.malformed(#"[{"arrange": "root", "calls": [{"xLefft": "a"}]}]"#)
        #expect(error?.path == "$.steps[0].calls[0].xLefft")
        #expect(error?.found == "the unknown verb \"xLefft\"")
    }

    @Test("an unknown item is named with its path and the items there are")
    func unknownItem() {
        let error = DecoderTestHelper.malformed(#"[{"arrange": "root", "calls": [{"xPlace": [20, "a", "bee"]}]}]"#)
        #expect(error?.path == "$.steps[0].calls[0].xPlace[2]")
        #expect(error?.expected.contains("(root, a, b)") == true)
    }

    @Test("a wrong type says what was expected and what was found")
    func wrongType() {
        let error = DecoderTestHelper.malformed(#"[{"arrange": "root", "calls": [{"width": "a", "==": true}]}]"#)
        #expect(error?.path == #"$.steps[0].calls[0]["=="]"#)
        #expect(error?.found == "the boolean true")
    }

    @Test("the strings inf and nan stand for non-finite numbers, for error fixtures")
    func readsNonFinite() throws {
        let fixture = try DecoderTestHelper.decode(#"[{"arrange": "root", "calls": [{"width": "a", "==": "inf"}]}]"#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action,
              case let .dimension(_, _, _, .single(.number(value))) = calls[0].kind else { Issue.record("not read"); return }
        #expect(value == .infinity)
    }

    @Test("w and h expressions scale and shift make.w and make.h", arguments: [
        ("w", 1.0, 0.0), ("h / 2 - 4", 0.5, -4.0), ("0.25 * w + 3", 0.25, 3.0), ("w * 2 - 1 + 2", 2.0, 1.0),
    ])
    func readsProxyExpressions(_ text: String, _ multiplier: Double, _ constant: Double) throws {
        let fixture = try DecoderTestHelper.decode(#"[{"arrange": "root", "calls": [{"width": "a", "==": "\#(text)"}]}]"#)
        guard case let .arrange(_, _, calls) = fixture.steps[0].action,
              case let .dimension(_, _, _, .single(.proxy(_, m, c))) = calls[0].kind else { Issue.record("not a proxy"); return }
        #expect(m == multiplier && c == constant)
    }
}
