import Arrange
@testable import ArrangeFixtures
import Testing

@Suite("A fixture's first layout, timed alone")
struct FirstLayoutTests {
    static let text = #"""
    {"root": {"name": "root", "size": [375, 603], "children": [{"name": "a", "children": [{"name": "inner"}]}, {"name": "b"}]},
     "steps": [{"arrange": "root", "calls": [{"insetEdges": 10}, {"equal": ["a", "b"]},
                                             {"ref": "a", "calls": [{"size": "inner", "==": [5, 5]}, {"xRight": "inner"}, {"yBottom": "inner"}]}]},
               {"resize": [320, 480]},
               {"arrange": "root", "calls": [{"width": "b", "==": 20}]}]}
    """#

    @Test("it builds the trees unsolved, runs only the leading arrange steps and sums every frame")
    func runsTheLeadingArrangeSteps() throws {
        var layout = FirstLayout(try FixtureDecoder.decode(Self.text, file: "Fixtures/t.json"))
        #expect(layout.root.name == "root")
        #expect(layout.items.map(\.name) == ["a", "inner", "b"])
        #expect(layout.stepCount == 1)
        // a and b: inset 10 in 375 × 603, so (10, 10, 355, 583) each: 958.
        // inner: 5 × 5 at a's bottom right, in a's coordinates (350, 578): 938.
        #expect(try layout.run() == 958 + 938 + 958)
        #expect(layout.items[1].frame == Rect(x: 350, y: 578, width: 5, height: 5))
    }
}
