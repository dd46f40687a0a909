@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder")
struct FixtureDecoderTests {
    typealias Helper = DecoderTestHelper
    @Test("a fixture's tree, steps, calls and expectations are all read")
    func decodesEverything() throws {
        let fixture = try Helper.decode(#"""
        [{"arrange": "root", "group": "g", "calls": [
            {"size": ["a", "b"], "==": [100, "h / 2 - 4"], "priority": "low"},
            {"width": ["a", "b"], "<=": [1, 2]},
            {"height": "a", ">=": "0.5 * h"},
            {"xPlace": [20, "a", "wall", {"flexible": 2}, "b", "divider", "flexible"]},
            {"insetEdges": {"top": 4}, "saveAs": "old"},
            {"resetEdges": "old"},
            {"ref": "a", "calls": [{"center": "b"}]},
            {"install": "b.left == a.right * 2 + 8"}
          ], "expect": {"frames": {"a": [0, 0, 100, 100]}, "ambiguous": ["b"]}},
         {"resize": [320, 480]},
         {"intrinsicSize": "b", "to": null},
         {"arrange": "root", "replacing": "g", "calls": []},
         {"uninstall": "g", "expect": {"error": {"kind": "conflict", "mentions": ["a"]}}},
         {"removeFromParent": "a"}]
        """#)
        #expect(fixture.root.children.map(\.name) == ["a", "b"])
        #expect(fixture.root.children[1].hugging == PriorityPair(horizontal: 750, vertical: 250))
        #expect(fixture.steps.count == 6)
        guard case let .arrange(container, group, calls) = fixture.steps[0].action else { Issue.record("not an arrange"); return }
        #expect(container == "root" && group == "g" && calls.count == 8)
        guard case let .size(items, .equal, .pair(w, h)) = calls[0].kind else { Issue.record("not a size call"); return }
        #expect(items == ["a", "b"] && w == .number(100) && h == .proxy(.vertical, multiplier: 0.5, constant: -4))
        #expect(calls[0].priority == 250)
        guard case let .dimension(.vertical, _, .greaterThanOrEqual, .single(half)) = calls[2].kind else { Issue.record("not a height call"); return }
        #expect(half == .proxy(.vertical, multiplier: 0.5, constant: 0))
        guard case let .place(.horizontal, elements) = calls[3].kind else { Issue.record("not a place call"); return }
        #expect(elements == [.number(20), .item("a"), .wall, .flexible(weight: 2), .item("b"), .divider, .flexible(weight: 1)])
        guard case let .install(relation) = calls[7].kind else { Issue.record("not an install"); return }
        #expect(relation.multiplier == 2 && relation.constant == 8)
        #expect(fixture.steps[0].expectation == Expectation(frames: [ExpectedFrame(item: "a", frame: Frame(x: 0, y: 0, width: 100, height: 100))], ambiguous: ["b"]))
        #expect(fixture.steps[4].expectation?.error == ExpectedError(kind: "conflict", mentions: ["a"]))
        #expect(fixture.checkedStepCount == 2)
    }

    @Test("misspelt or misplaced keys are errors, never ignored", arguments: [
        #"[{"arrange": "root", "calls": [], "expcet": {}}]"#,
        #"[{"resize": [1, 2], "calls": []}]"#,
        #"[{"arrange": "root", "calls": [{"xLeft": "a", "==": 3}]}]"#,
        #"[{"arrange": "root", "calls": [{"width": "a"}]}]"#,
        #"[{"arrange": "root", "uninstall": "g", "calls": []}]"#,
        #"[{"uninstall": "nothing"}]"#,
        #"[{"arrange": "root", "replacing": "nothing", "calls": []}]"#,
        #"[{"arrange": "root", "calls": [{"size": "a", "==": ["w * x", 1]}]}]"#,
        #"[{"arrange": "root", "calls": [{"install": "a.left == 3"}]}]"#,
        #"[]"#,
    ])
    func rejectsMistakes(_ steps: String) {
        #expect(Helper.malformed(steps) != nil)
    }

    @Test("any item may set a direction for its subtree")
    func readsItemDirections() throws {
        let fixture = try FixtureDecoder.decode(#"{"root": {"name": "r", "size": [1, 1], "children": [{"name": "cell", "direction": "rightToLeft"}]}, "steps": [{"resize": [1, 1]}]}"#, file: "t.json")
        #expect(fixture.root.direction == nil && fixture.root.children[0].direction == .rightToLeft)
        #expect(throws: FixtureError.self) {
            try FixtureDecoder.decode(#"{"root": {"name": "r", "size": [1, 1], "children": [{"name": "cell", "direction": "up"}]}, "steps": [{"resize": [1, 1]}]}"#, file: "t.json")
        }
    }

    @Test("item names must be unique identifiers and not place-list words", arguments: [
        #"{"name": "root", "size": [1, 1], "children": [{"name": "a"}, {"name": "a"}]}"#,
        #"{"name": "root", "size": [1, 1], "children": [{"name": "wall"}]}"#,
        #"{"name": "root", "size": [1, 1], "children": [{"name": "sign-in"}]}"#,
        #"{"name": "root", "children": []}"#,
    ])
    func rejectsBadTrees(_ root: String) {
        #expect(throws: FixtureError.self) {
            try FixtureDecoder.decode(#"{"root": \#(root), "steps": [{"resize": [1, 1]}]}"#, file: "t.json")
        }
    }

    @Test("hugging and compression resistance outside 1…1000 are refused when read, naming the value", arguments: [
        (#""hugging": [5000, 250]"#, "$.root.children[0].hugging[0]", "5000"),
        (#""hugging": [250, 0]"#, "$.root.children[0].hugging[1]", "0"),
        (#""compressionResistance": [-7, 750]"#, "$.root.children[0].compressionResistance[0]", "-7"),
    ])
    func rejectsItemPrioritiesOutOfRange(_ field: String, _ path: String, _ value: String) {
        let text = #"{"root": {"name": "r", "size": [1, 1], "children": [{"name": "a", "intrinsicSize": [1, 1], \#(field)}]}, "steps": [{"resize": [1, 1]}]}"#
        let error = #expect(throws: FixtureError.self) { try FixtureDecoder.decode(text, file: "t.json") }
        guard case let .malformed(_, actualPath, expected, found)? = error else { Issue.record("expected a malformed fixture, got \(String(describing: error))"); return }
        #expect(actualPath.description == path && expected == "a priority within 1…1000 (an item refuses others)" && found == value)
        #expect(error?.description == "t.json: \(path): expected a priority within 1…1000 (an item refuses others), found \(value)")
    }

    @Test("a missing file and bad JSON are reported as such")
    func reportsUnreadableFiles() {
        #expect(throws: FixtureError.unreadable(file: "/no/such/fixture.json", reason: "no such file or directory")) {
            try FixtureDecoder.load(path: "/no/such/fixture.json")
        }
        #expect {
            try FixtureDecoder.decode("{", file: "t.json")
        } throws: { error in
            if case .syntax(file: "t.json", _) = error as? FixtureError { return true }
            return false
        }
    }

    @Test("items nested 10,000 deep and refs nested 10,000 deep are read, each call knowing its line")
    func readsDeepFixtures() throws {
        let results = Tool.onLargeStack { () -> [Result<Fixture, FixtureError>] in
            [HostileInputs.itemChain(10_000), HostileInputs.nestedRefs(10_000)].map { text in
                Result { () throws(FixtureError) in try FixtureDecoder.decode(text, file: "deep.json") }
            }
        }
        let chain = try results[0].get(), refs = try results[1].get()
        #expect(chain.allItems.count == 10_001)
        #expect(chain.allItems.last?.name == "i10000")
        guard case let .arrange(_, _, calls) = refs.steps[0].action else { Issue.record("not an arrange step"); return }
        var depth = 0, call = calls[1]
        while case let .ref(_, inner) = call.kind { depth += 1; call = inner[0] }
        #expect(depth == 10_000 && call.line == 1)
    }

    @Test("nesting deeper than the format allows is refused as too large, saying the limit")
    func refusesTooDeepFixtures() {
        #expect(throws: FixtureError.tooLarge(file: "deep.json", reason:
            "line 1, column 25001: arrays and objects nest deeper than 25000 levels, the most this parser reads")) {
            try FixtureDecoder.decode(HostileInputs.nestedArrays(100_000), file: "deep.json")
        }
    }

    @Test("an object with 100,000 keys is refused at its first unknown key, in linear time")
    func refusesManyKeysQuickly() {
        #expect {
            try FixtureDecoder.decode(HostileInputs.manyKeys(100_000), file: "keys.json")
        } throws: { error in
            "\(error)".hasPrefix("keys.json: $.k0: expected one of the keys")
        }
    }

    @Test("an unknown name among 10,000 items, or a 1 MB name, gives one short line, not every name")
    func boundedMessagesForBigFixtures() throws {
        let items = (1...10_000).map { "{\"name\": \"i\($0)\"}" }.joined(separator: ", ")
        let many = "{\"root\": {\"name\": \"root\", \"size\": [1, 1], \"children\": [\(items)]}, \"steps\": [{\"arrange\": \"root\", \"calls\": [{\"xLeft\": \"zed\"}]}]}"
        let huge = String(repeating: "n", count: 1 << 20)
        let long = "{\"root\": {\"name\": \"\(huge)\", \"size\": [1, 1]}, \"steps\": [{\"arrange\": \"\(huge)x\", \"calls\": []}]}"
        let newline = #"{"root": {"name": "a\nb", "size": [1, 1]}, "steps": [{"resize": [1, 1]}]}"#
        for text in [many, long, newline] {
            #expect {
                try FixtureDecoder.decode(text, file: "big.json")
            } throws: { error in
                let line = "\(error)"
                return !line.contains("\n") && line.unicodeScalars.count < 1_000
            }
        }
        #expect(throws: FixtureError.malformed(file: "big.json", path: JSONPath(components: [.key("steps"), .index(0), .key("calls"), .index(0), .key("xLeft")]),
                                               expected: "the name of an item in the tree (root, i1, i2, i3, i4, i5, i6, i7 and 9993 more)",
                                               found: "\"zed\", which names no item")) {
            try FixtureDecoder.decode(many, file: "big.json")
        }
    }
}
