@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: steps")
struct FixtureDecoderStepsTests {
    @Test("the line of every call is known, for call sites")
    func knowsLines() throws {
        let fixture = try FixtureDecoder.decode("{\"root\": {\"name\": \"r\", \"size\": [1, 1], \"children\": [{\"name\": \"a\"}]},\n\"steps\": [\n{\"arrange\": \"r\", \"calls\": [\n{\"xLeft\": []},\n{\"ref\": \"a\", \"calls\": [\n\n{\"yTop\": []}]}]}]}", file: "t.json")
        guard case let .arrange(_, _, calls) = fixture.steps[0].action, case let .ref(_, inner) = calls[1].kind else {
            Issue.record("not an arrange step with a ref"); return
        }
        #expect(calls.map(\.line) == [4, 5])
        #expect(inner.map(\.line) == [7])
    }

    @Test("groups must be named by an earlier step before they are replaced or uninstalled")
    func groupsAreDeclaredFirst() {
        #expect(DecoderTestHelper.malformed(#"[{"uninstall": "g"}, {"arrange": "root", "group": "g", "calls": []}]"#)?.path == "$.steps[0].uninstall")
        #expect(DecoderTestHelper.malformed(#"[{"arrange": "root", "group": "g", "calls": []}, {"uninstall": "g"}]"#) == nil)
    }

    @Test("an expectation lists frames in the order written, for known items only")
    func readsExpectations() throws {
        let fixture = try DecoderTestHelper.decode(#"[{"resize": [1, 1], "expect": {"frames": {"b": [1, 2, 3, 4], "a": [0, 0, 1, 1]}}}]"#)
        #expect(fixture.steps[0].expectation?.frames.map(\.item) == ["b", "a"])
        #expect(DecoderTestHelper.malformed(#"[{"resize": [1, 1], "expect": {"frames": {"zed": [1, 2, 3, 4]}}}]"#)?.path == "$.steps[0].expect.frames.zed")
        #expect(DecoderTestHelper.malformed(#"[{"resize": [1, 1], "expect": {"frames": {"a": [1, 2, 3]}}}]"#)?.path == "$.steps[0].expect.frames.a")
    }
}
