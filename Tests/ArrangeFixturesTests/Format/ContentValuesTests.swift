@testable import ArrangeFixtures
import Arrange
import Testing

@Suite("Fixtures state measured text, roots given one dimension and fitting queries")
struct ContentValuesTests {
    static func fixture(_ root: String, _ steps: String) throws(FixtureError) -> Fixture {
        try FixtureDecoder.decode(#"{"description": "d", "root": \#(root), "steps": \#(steps)}"#, file: "content.json")
    }

    static let cellRoot = #"{"name": "cell", "givenSize": {"width": 120}, "children": [{"name": "label", "measure": {"text": "one two three", "advance": 8, "lineHeight": 10}}]}"#

    @Test("measure, givenSize and fittingSize steps are read")
    func decodes() throws {
        let fixture = try Self.fixture(Self.cellRoot, #"""
            [{"arrange": "cell", "calls": [{"xEqual": "label"}, {"yPlace": ["label"]}], "expect": {"frames": {"label": [0, 0, 120, 20]}}},
             {"givenSize": {"height": 44}},
             {"fittingSize": "cell", "width": 40, "height": "expanded", "expect": {"size": [40, 30]}},
             {"fittingSize": "label"}]
            """#)
        #expect(fixture.root.givenSize == GivenSizeValue(width: 120, height: nil))
        #expect(fixture.root.children[0].measure == TextMeasureValue(text: "one two three", advance: 8, lineHeight: 10))
        guard case .resizeGiven(GivenSizeValue(width: nil, height: 44)) = fixture.steps[1].action else { Issue.record("not a givenSize step"); return }
        guard case let .fittingSize("cell", .exactly(40), .expanded, line) = fixture.steps[2].action else { Issue.record("not a fitting step"); return }
        #expect(line == 3)   // the step's line in the document (the call site errors name)
        #expect(fixture.steps[2].expectation?.size == SizeValue(width: 40, height: 30))
        guard case .fittingSize("label", .compressed, .compressed, _) = fixture.steps[3].action else { Issue.record("not a fitting step"); return }
        #expect(fixture.steps[2].label == "fitting size of cell (width 40, height expanded)")
        #expect(fixture.steps[1].label == "resize 44 high")
    }

    @Test("the steps play through Arrange: text measured at 120 and at 40 (5 columns)")
    func plays() throws {
        // 13 glyphs: at 120 (15 columns) one line, 10 high; fitted at 40 (5 columns):
        // "one" / "two" / "three" = 30 high.
        let fixture = try Self.fixture(Self.cellRoot, #"""
            [{"arrange": "cell", "calls": [{"xEqual": "label"}, {"yPlace": ["label"]}]},
             {"fittingSize": "cell", "width": 40}]
            """#)
        let outcomes = try FixtureRunner.run(fixture)
        #expect(outcomes[0].snapshot.entry(named: "label")?.frame == Frame(x: 0, y: 0, width: 120, height: 10))
        #expect(outcomes[1].fittingSize == SizeValue(width: 40, height: 30))
        #expect(Recorder.expectation(for: outcomes[1])["size"] == .array([.number(JSONNumber(40)), .number(JSONNumber(30))]))
        #expect(Golden.compare(Expectation(size: SizeValue(width: 40, height: 31)), with: outcomes[1]).map(\.field) == ["size"])
        #expect(Golden.compare(Expectation(size: SizeValue(width: 40, height: 30)), with: outcomes[1]).isEmpty)
    }

    @Test("malformed content keys name their path")
    func malformed() {
        func failure(_ root: String, _ steps: String = #"[{"fittingSize": "cell"}]"#) -> String? {
            do { _ = try Self.fixture(root, steps); return nil } catch {
                guard case let .malformed(_, path, _, _) = error else { return nil }
                return path.description
            }
        }
        #expect(failure(#"{"name": "cell", "givenSize": {}}"#) == "$.root.givenSize")
        #expect(failure(#"{"name": "cell", "size": [1, 2], "givenSize": {"width": 1}}"#) == "$.root.givenSize")
        #expect(failure(#"{"name": "cell"}"#) == "$.root.size")
        #expect(failure(#"{"name": "cell", "size": [1, 2], "measure": {"text": "a", "advance": 0, "lineHeight": 1}}"#) == "$.root.measure.advance")
        #expect(failure(#"{"name": "cell", "size": [1, 2]}"#, #"[{"fittingSize": "cell", "width": "wide"}]"#) == "$.steps[0].width")
        #expect(failure(#"{"name": "cell", "size": [1, 2]}"#, #"[{"resize": [1, 2], "width": 3}]"#) == "$.steps[0].width")
    }
}

@Suite("arrange solve prints a fitting step's size")
struct ContentTableTests {
    @Test("the table says the size a fitting step answered, above the unchanged frames")
    func fittingLine() throws {
        let fixture = try ContentValuesTests.fixture(ContentValuesTests.cellRoot, #"""
            [{"arrange": "cell", "calls": [{"xEqual": "label"}, {"yPlace": ["label"]}]}, {"fittingSize": "cell", "width": 40}]
            """#)
        let table = FrameTable.render(file: "content.json", description: nil, outcomes: try FixtureRunner.run(fixture))
        #expect(table.contains("step 2: fitting size of cell (width 40, height compressed)\n  fitting size: 40×30 (a fitting changes no frame)\n"))
    }
}
