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

    @Test("the table of a tree 10,000 levels deep stays as wide as the path limit")
    func deepTreesStayNarrow() {
        var entries: [LayoutSnapshot.Entry] = []
        var path = "root"
        for level in 0..<10_000 {
            if level > 0 { path = LayoutSnapshot.path(path, "i\(level)", root: "root") }
            let frame = Frame(x: 0, y: 0, width: 1, height: 1)
            entries.append(.init(name: level == 0 ? "root" : "i\(level)", path: path, depth: level, parent: level == 0 ? nil : level - 1,
                                 frame: frame, absolute: frame))
        }
        let widest = FrameTable.table(LayoutSnapshot(entries: entries)).split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest < LayoutSnapshot.pathLimit + 40)
    }
}
