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

    @Test("a layoutDirection step sets an item's direction, or with null makes it follow its parent")
    func readsDirectionSteps() throws {
        let fixture = try DecoderTestHelper.decode(#"[{"layoutDirection": "a", "to": "rightToLeft"}, {"layoutDirection": "root", "to": null}]"#)
        guard case let .setDirection(item, direction) = fixture.steps[0].action, case let .setDirection(root, none) = fixture.steps[1].action else {
            Issue.record("expected two direction steps")
            return
        }
        #expect(item == "a" && direction == .rightToLeft && root == "root" && none == nil)
        #expect(fixture.steps[0].label == "direction of a = rightToLeft" && fixture.steps[1].label == "direction of root = inherited")
        #expect(DecoderTestHelper.malformed(#"[{"layoutDirection": "a", "to": "upward"}]"#)?.path == "$.steps[0].to")
        #expect(DecoderTestHelper.malformed(#"[{"layoutDirection": "a"}]"#)?.path == "$.steps[0].to")
    }

    @Test("expected diagnostics are read as kinds with mentions, in order")
    func readsDiagnostics() throws {
        let fixture = try DecoderTestHelper.decode(#"[{"resize": [1, 1], "expect": {"diagnostics": [{"kind": "negativeSize", "mentions": ["a"]}, {"kind": "duplicate"}]}}, {"resize": [2, 2], "expect": {"diagnostics": []}}]"#)
        #expect(fixture.steps[0].expectation?.diagnostics == [ExpectedDiagnostic(kind: "negativeSize", mentions: ["a"]), ExpectedDiagnostic(kind: "duplicate", mentions: [])])
        #expect(fixture.steps[1].expectation?.diagnostics == [] && fixture.steps[1].expectation?.isEmpty == false)
        #expect(DecoderTestHelper.malformed(#"[{"resize": [1, 1], "expect": {"diagnostics": {"kind": "duplicate"}}}]"#)?.path == "$.steps[0].expect.diagnostics")
        #expect(DecoderTestHelper.malformed(#"[{"resize": [1, 1], "expect": {"diagnostics": [{"kind": "duplicate", "item": "a"}]}}]"#)?.path == "$.steps[0].expect.diagnostics[0].item")
    }

    @Test("handle steps name an identifier given by a call of an earlier arrange step")
    func readsHandleSteps() throws {
        let arrange = #"{"arrange": "root", "calls": [{"xPlace": [1, "a", 2], "identifier": "row"}, {"ref": "a", "calls": [{"xLeft": "b", "identifier": "inner"}]}]}"#
        let fixture = try DecoderTestHelper.decode("[\(arrange), " + #"""
            {"setConstant": "row", "argument": 3, "to": 5}, {"setConstant": "inner", "on": "left", "to": 2}, {"setPriority": "row", "to": "low"},
            {"deactivate": "inner"}, {"activate": "inner"}]
            """#)
        guard case let .setConstant(row, value, argument, nil) = fixture.steps[1].action, case let .setConstant(inner, _, nil, on) = fixture.steps[2].action,
              case let .setPriority(_, priority) = fixture.steps[3].action, case .deactivate("inner") = fixture.steps[4].action,
              case .activate("inner") = fixture.steps[5].action else {
            Issue.record("expected handle steps, got \(fixture.steps.map(\.action))")
            return
        }
        #expect(row == "row" && value == 5 && argument == 3 && inner == "inner" && on == .left && priority == 250)
        #expect(fixture.steps.dropFirst().map(\.label) == ["constant of row argument 3 = 5", "constant of inner on left = 2", "priority of row = 250",
                                                            "deactivate inner", "activate inner"])
        #expect(DecoderTestHelper.malformed(#"[{"setConstant": "row", "to": 1}]"#)?.path == "$.steps[0].setConstant")
        #expect(DecoderTestHelper.malformed("[\(arrange), " + #"{"setConstant": "row", "to": 1, "argument": 0}]"#)?.path == "$.steps[1].argument")
        #expect(DecoderTestHelper.malformed("[\(arrange), " + #"{"setConstant": "row", "to": 1, "on": "middle"}]"#)?.path == "$.steps[1].on")
        #expect(DecoderTestHelper.malformed("[\(arrange), " + #"{"activate": "row", "to": 1}]"#)?.path == "$.steps[1].to")
    }

    @Test("group and item steps: an empty group, installing a group again, removing an item's constraints")
    func readsGroupAndItemSteps() throws {
        let fixture = try DecoderTestHelper.decode(#"[{"emptyGroup": "g"}, {"installGroup": "g"}, {"removeConstraints": "a", "on": "top"}, {"removeConstraints": "b"}]"#)
        #expect(fixture.steps.map(\.label) == ["empty group g", "install g", "remove the constraints of a on top", "remove the constraints of b"])
        #expect(DecoderTestHelper.malformed(#"[{"installGroup": "g"}]"#)?.path == "$.steps[0].installGroup")
        #expect(DecoderTestHelper.malformed(#"[{"removeConstraints": "zed"}]"#)?.path == "$.steps[0].removeConstraints")
    }
}
