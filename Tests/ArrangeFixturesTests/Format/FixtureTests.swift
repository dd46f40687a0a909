@testable import ArrangeFixtures
import Testing

@Suite("Fixture")
struct FixtureTests {
    @Test("step labels say what the step does")
    func labels() throws {
        let fixture = try FixtureDecoder.decode(#"""
        {"root": {"name": "r", "size": [1, 1], "children": [{"name": "a"}]}, "steps": [
          {"arrange": "r", "group": "g", "calls": []}, {"arrange": "a", "replacing": "g", "calls": []},
          {"uninstall": "g"}, {"resize": [320, 480.5]}, {"intrinsicSize": "a", "to": [10, 20]}, {"removeFromParent": "a"}]}
        """#, file: "t.json")
        #expect(fixture.steps.map(\.label) == [
            "arrange r as g", "arrange a replacing g", "uninstall g", "resize 320×480.5",
            "intrinsic size of a = 10×20", "remove a from its parent",
        ])
    }

    @Test("all items are listed in declaration order, main tree first")
    func listsItems() throws {
        let fixture = try FixtureDecoder.decode(#"""
        {"root": {"name": "r", "size": [1, 1], "children": [{"name": "a", "children": [{"name": "a1"}]}, {"name": "b"}]},
         "otherTrees": [{"name": "o", "children": [{"name": "o1"}]}], "steps": [{"resize": [1, 1]}]}
        """#, file: "t.json")
        #expect(fixture.allItems.map(\.name) == ["r", "a", "a1", "b", "o", "o1"])
    }
}
