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

    /// A root with `a` (at least 150 wide, at most the root's width less 48:
    /// nothing fixes its width exactly) and `b` at the bottom right, sized or not.
    func looseWidth(sized: Bool) throws -> (root: Item, items: [Item]) {
        let root = Item("root"), a = Item("a"), b = Item("b")
        root.addChildren(a, b)
        if sized { root.size = Size(width: 300, height: 200) }
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.height(a) == 10
            make.width(a) >= 150
            make.width(a) <= make.w - 48
            make.xRight(b); make.yBottom(b); make.height(b) == 10
        }
        return (root, [root, a, b])
    }

    @Test("a first size the layout refuses changes no bit of any frame, through resize or the property")
    func refusedFirstSizeChangesNoBit() throws {
        let (root, all) = try looseWidth(sized: false)
        let before = frameBits(all)
        #expect(throws: ArrangeError.self) { try root.resize(to: Size(width: 90, height: 200)) }
        #expect(frameBits(all) == before)
        root.size = Size(width: 60, height: 10)
        #expect(frameBits(all) == before)
        #expect(root.size == nil)
        try root.resize(to: Size(width: 300, height: 200))
        expectFrame(all[2], 300, 190, 0, 10)
    }

    @Test("a non-finite size changes no bit of any frame")
    func nonFiniteSizeChangesNoBit() throws {
        let (root, all) = try looseWidth(sized: true)
        let before = frameBits(all)
        #expect(throws: ArrangeError.nonFiniteSize(root: "root", Size(width: .infinity, height: 1))) { try root.resize(to: Size(width: .infinity, height: 1)) }
        root.size = Size(width: .nan, height: 1)
        root.size = Size(width: 1, height: -.infinity)
        #expect(frameBits(all) == before)
        #expect(root.size == Size(width: 300, height: 200))
    }

    // Re-suggesting the previous size would reach the same optimum but not
    // the same basis: a's width, which nothing fixes, moved from 150 to 252.
    // The resize is one `Solver.suggestValues(_:keepingIf:)`, taken back whole.
    @Test("a size the layout refuses changes no bit of any frame, even of values nothing fixes")
    func refusedResizeChangesNoBit() throws {
        let (root, all) = try looseWidth(sized: true)
        let before = frameBits(all)
        let error = #expect(throws: ArrangeError.self) { try root.resize(to: Size(width: 90, height: 200)) }
        guard case let .rootSizeConflict(_, _, _, conflicts)? = error else { Issue.record("expected a root size conflict"); return }
        #expect(conflicts.map(\.relation).contains("a.width >= 150"))
        #expect(root.size == Size(width: 300, height: 200))
        #expect(frameBits(all) == before)
    }
}
