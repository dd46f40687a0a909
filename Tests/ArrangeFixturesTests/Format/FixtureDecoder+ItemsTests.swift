@testable import ArrangeFixtures
import Testing

@Suite("FixtureDecoder: baselines")
struct FixtureDecoderItemsTests {
    @Test("an item's baselines and a baselines step are read; null clears")
    func reads() throws {
        let fixture = try FixtureDecoder.decode(#"""
        {"root": {"name": "root", "size": [10, 10], "children": [{"name": "a", "baselines": [16, 4]}]},
         "steps": [{"baselines": "a", "to": [20, 5.5]}, {"baselines": "a", "to": null, "expect": {"frames": {}}}]}
        """#, file: "test.json")
        #expect(fixture.root.children[0].baselines == [16, 4])
        guard case let .setBaselines(item, offsets) = fixture.steps[0].action, case let .setBaselines(_, cleared) = fixture.steps[1].action else {
            Issue.record("not baselines steps"); return
        }
        #expect(item == "a" && offsets == [20, 5.5] && cleared == nil)
        #expect(fixture.steps[0].label == "baselines of a = first 20, last 5.5")
    }

    @Test("baselines that are not two finite numbers, or a step without \"to\", are refused", arguments: [
        #"{"root": {"name": "root", "size": [10, 10], "baselines": [1]}, "steps": []}"#,
        #"{"root": {"name": "root", "size": [10, 10], "baselines": [1, "inf"]}, "steps": []}"#,
        #"{"root": {"name": "root", "size": [10, 10]}, "steps": [{"baselines": "root"}]}"#,
    ])
    func refused(_ text: String) {
        #expect(throws: FixtureError.self) { try FixtureDecoder.decode(text, file: "test.json") }
    }
}

@Suite("FixtureDecoder: margins and safe area")
struct FixtureDecoderMarginsTests {
    @Test("margins on items, a safe area on the root, their steps and refWithinMargins calls are read")
    func reads() throws {
        let fixture = try FixtureDecoder.decode(#"""
        {"root": {"name": "root", "size": [10, 10], "safeArea": {"top": 44}, "children": [{"name": "a", "margins": 8}]},
         "steps": [{"margins": "a", "to": {"leading": 4}}, {"safeArea": "root", "to": null},
                   {"arrange": "root", "calls": [{"refWithinMargins": "a", "calls": [{"xLeft": "a"}]}], "expect": {"frames": {}}}]}
        """#, file: "test.json")
        #expect(fixture.root.safeArea == InsetsValue(top: 44, left: 0, bottom: 0, right: 0))
        #expect(fixture.root.children[0].margins == InsetsValue(top: 8, left: 8, bottom: 8, right: 8))
        guard case let .setMargins(_, margins) = fixture.steps[0].action, case let .setSafeArea(_, safe) = fixture.steps[1].action,
              case let .arrange(_, _, calls) = fixture.steps[2].action, case let .refWithinMargins(item, inner) = calls[0].kind
        else { Issue.record("not the steps written"); return }
        #expect(margins.leading == 4 && safe == nil && item == "a" && inner.count == 1)
    }

    @Test("a safe area on a child, or margins that are not insets, are refused", arguments: [
        #"{"root": {"name": "root", "size": [10, 10], "children": [{"name": "a", "safeArea": 3}]}, "steps": []}"#,
        #"{"root": {"name": "root", "size": [10, 10], "margins": [1, 2]}, "steps": []}"#,
        #"{"root": {"name": "root", "size": [10, 10]}, "steps": [{"safeArea": "root"}]}"#,
    ])
    func refused(_ text: String) {
        #expect(throws: FixtureError.self) { try FixtureDecoder.decode(text, file: "test.json") }
    }
}
