@testable import ArrangeFixtures
import Testing

@Suite("LayoutSnapshot")
struct LayoutSnapshotTests {
    @Test("entries are found by name")
    func findsEntries() {
        #expect(Outcomes.snapshot.entry(named: "dot")?.path == "root/red/dot")
        #expect(Outcomes.snapshot.entry(named: "blue") == nil)
    }

    @Test("as an expectation: every frame but the root's, rounded, in declaration order")
    func expectedFrames() {
        #expect(Outcomes.snapshot.expectedFrames == [
            ExpectedFrame(item: "red", frame: Frame(x: 20, y: 251.5, width: 100, height: 100)),
            ExpectedFrame(item: "dot", frame: Frame(x: 10, y: 10, width: 0.333, height: 20)),
        ])
    }

    @Test("a path longer than the limit keeps the root's name and as many of the last names as fit")
    func shortensLongPaths() {
        var path = LayoutSnapshot.rootPath("root")
        for level in 1...10_000 { path = LayoutSnapshot.path(path, "item\(level)", root: "root") }
        #expect(path.unicodeScalars.count <= LayoutSnapshot.pathLimit)
        #expect(path.hasPrefix("root/…/item"))
        #expect(path.hasSuffix("/item9999/item10000"))
        #expect(LayoutSnapshot.path("root", "a", root: "root") == "root/a")
    }

    @Test("a huge name is cut in the path, never copied whole into every descendant's")
    func cutsHugeNames() {
        let huge = String(repeating: "n", count: 1_000_000)
        let path = LayoutSnapshot.path("root", huge, root: "root")
        #expect(path.unicodeScalars.count <= LayoutSnapshot.pathLimit)
        #expect(LayoutSnapshot.path(path, "child", root: "root").hasSuffix("…/child"))
    }
}
