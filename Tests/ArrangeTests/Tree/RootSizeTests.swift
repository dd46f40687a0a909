import Testing
import Arrange

@Suite("The root's size comes from outside and re-solves incrementally")
struct RootSizeTests {
    @Test("resizing moves what depends on the root")
    func resize() throws {
        let (root, items) = screen("red", "blue")
        try root.arrange { make in
            make.size(items) == (100, 100)
            make.xPlace(20, items[0], make.wall, items[1], 20)
            make.yCenter(items)
        }
        root.size = Size(width: 414, height: 896)
        expectFrame(items[1], 294, 398, 100, 100)
        try root.resize(to: Size(width: 320, height: 568))
        expectFrame(items[0], 20, 234, 100, 100)
        expectFrame(items[1], 200, 234, 100, 100)
        #expect(root.size == Size(width: 320, height: 568))
    }

    @Test("a size the required constraints cannot meet is refused, naming them")
    func refused() throws {
        let (root, items) = screen("a")
        let a = items[0]
        try root.arrange { make in
            make.width(a) == 375; make.height(a) == 10
            make.xPlace(a); make.yTop(a)
        }
        let error = #expect(throws: ArrangeError.self) {
            try root.resize(to: Size(width: 300, height: 603))
        }
        guard case let .rootSizeConflict(name, requested, _, conflicts)? = error else {
            Issue.record("expected a root size conflict, got \(String(describing: error))")
            return
        }
        #expect(name == "root" && requested.width == 300)
        #expect(conflicts.map(\.provenance.verb).contains("width"))
        #expect(conflicts.map(\.provenance.verb).contains("root size"))
        #expect(conflicts.allSatisfy { $0.provenance.verb != "edit" })
        expectFrame(a, 0, 0, 375, 10)
        #expect(root.size == Size(width: 375, height: 603))
        root.size = Size(width: 200, height: 603)
        #expect(root.size == Size(width: 375, height: 603))
        expectFrame(a, 0, 0, 375, 10)
        #expect(root.diagnostics.contains { $0.kind == .rejectedChange })
    }

    @Test("an arrangement that would change the root's size fails and installs nothing")
    func arrangeAgainstSize() throws {
        let (root, items) = screen("a")
        let a = items[0]
        try root.arrange { make in make.size(a) == (10, 10); make.xLeft(a); make.yTop(a) }
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.xEqual(a) }
        }
        guard case let .rootSizeConflict(_, _, solved, conflicts)? = error else { Issue.record("expected a root size conflict"); return }
        #expect(solved.width == 10)
        #expect(conflicts.map(\.relation).contains("a.right == root.right"))
        #expect(conflicts.allSatisfy { $0.provenance.verb != "edit" })
        expectFrame(a, 0, 0, 10, 10)
        expectFrame(root, 0, 0, 375, 603)
    }

    @Test("without a size, the root's size is reported as not fixed")
    func noSize() throws {
        let root = Item("root")
        #expect(root.diagnostics.map(\.kind) == [.ambiguous(axis: .horizontal, aspect: .size), .ambiguous(axis: .vertical, aspect: .size)])
        #expect(throws: ArrangeError.nonFiniteSize(root: "root", Size(width: .infinity, height: 1))) {
            try root.resize(to: Size(width: .infinity, height: 1))
        }
    }
}
