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
}
