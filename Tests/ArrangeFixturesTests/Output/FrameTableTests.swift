@testable import ArrangeFixtures
import Testing

@Suite("FrameTable")
struct FrameTableTests {
    @Test("the table lists item paths and right-aligned frames in declaration order")
    func rendersTable() {
        #expect(FrameTable.table(Outcomes.snapshot) == """
          item           x      y  width  height
          root           0      0    375     603
          root/red      20  251.5    100     100
          root/red/dot  10     10  0.333      20

        """)
    }

    @Test("a step that threw shows the error as Arrange words it, then the unchanged frames")
    func rendersErrors() {
        let error = ReportedError(kind: "conflict", message: "two lines\nsecond", items: ["red"])
        let text = FrameTable.render(file: "f.json", description: "d", outcomes: [Outcomes.outcome(error: error)])
        #expect(text.hasPrefix("f.json: d\n\nstep 1: arrange root\n  error (conflict): two lines\n    second\n  frames unchanged:\n"))
    }

    @Test("items that nothing fixes are marked in the table")
    func marksAmbiguity() {
        let text = FrameTable.render(file: "f.json", description: nil, outcomes: [Outcomes.outcome(ambiguous: ["dot"])])
        #expect(text.contains("root/red/dot  10     10  0.333      20  ambiguous (see notes)\n"))
        #expect(text.contains("root/red      20  251.5    100     100\n"))
    }
}
