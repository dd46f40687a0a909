import Testing
@testable import Arrange

@Suite("An arrangement measures content at the width it fixes, before the solver")
struct LayoutTreeMeasureAheadTests {
    /// A list 200 wide of two labels: `insetEdges(left: 16, right: 16)`,
    /// `xEqual`, `yPlace(16, first, 8, second, 16)`.
    static func list() throws -> (root: Item, labels: [Item]) {
        let root = Item("list")
        let labels = [Item("first", measure: .text(meetingText, font: testFont)), Item("second", measure: .text("Hello world", font: testFont))]
        root.addChildren(labels)
        try root.resize(width: 200)
        try root.arrange { make in
            make.insetEdges(left: 16, right: 16)
            make.xEqual(labels)
            make.yPlace(16, labels[0], 8, labels[1], 16)
        }
        return (root, labels)
    }

    /// The frames both paths must give: 200 − 32 = 168 wide, 21 columns
    /// (168 / 8): "Meeting moved to" / "Thursday at three," / "room 4B, bring
    /// the" / "slides", 4 lines = 80; "Hello world" one line, 20; the second
    /// at 16 + 80 + 8 = 104; the list 104 + 20 + 16 = 140 high.
    static func expectListFrames(_ root: Item, _ labels: [Item], sourceLocation: SourceLocation = #_sourceLocation) {
        expectFrame(labels[0], 16, 16, 168, 80, sourceLocation: sourceLocation)
        expectFrame(labels[1], 16, 104, 168, 20, sourceLocation: sourceLocation)
        expectFrame(root, 0, 0, 200, 140, sourceLocation: sourceLocation)
    }

    @Test("a list of labels is solved once: the measuring pass finds every label settled")
    func solvedOnce() throws {
        let (root, labels) = try Self.list()
        let revision = try #require(root.ownedTree).solver.revision
        Self.expectListFrames(root, labels)
        #expect(try #require(root.ownedTree).solver.revision == revision, "the measuring pass changed the solver")
        // The natural width (the intrinsic width's constants), then once at 168.
        #expect(labels.map { $0.content!.calls } == [2, 2])
    }

    @Test("with the general path forced, the measuring pass re-solves, to the same frames")
    func generalPath() throws {
        try LayoutPath.$forcesGeneral.withValue(true) {
            let (root, labels) = try Self.list()
            let revision = try #require(root.ownedTree).solver.revision
            Self.expectListFrames(root, labels)
            #expect(try #require(root.ownedTree).solver.revision != revision, "the measuring pass did not change the solver")
            #expect(labels.map { $0.content!.calls } == [2, 2])
        }
    }

    @Test("an arrangement that fails puts back the size it measured ahead: the same tree as through the general path")
    func failureChangesNothing() throws {
        func failedArrangement() throws -> (frame: Rect, applied: Size?, natural: Size?) {
            let root = Item("list"), label = Item("label", measure: .text(meetingText, font: testFont))
            root.addChild(label)
            try root.resize(width: 200)
            #expect(throws: ArrangeError.self) {
                try root.arrange { make in
                    make.insetEdges(left: 16, right: 16)
                    make.xEqual([label])
                    make.width(label) == 100   // against 200 − 32 = 168: a required conflict
                    make.yTop(label)
                }
            }
            let content = try #require(label.content)
            return (label.frame, content.applied, content.naturalSize)
        }
        let direct = try failedArrangement()
        let general = try LayoutPath.$forcesGeneral.withValue(true) { try failedArrangement() }
        #expect(direct.applied == direct.natural)
        #expect(direct.frame == general.frame)
        #expect(direct.applied == general.applied)
    }
}
