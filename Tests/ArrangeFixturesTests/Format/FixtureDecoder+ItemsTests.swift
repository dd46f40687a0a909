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
