import Testing
import Arrange

@Suite("Constraint groups list, replace and uninstall what a closure installed")
struct ConstraintGroupTests {
    @Test("each primitive constraint carries its verb, argument, items and file:line")
    func provenance() throws {
        let (root, items) = screen("red", "blue")
        let (red, blue) = (items[0], items[1])
        var line = 0
        let group = try root.arrange { make in
            make.size(red, blue) == (100, 100); make.yTop(red, blue)
            line = #line; make.xPlace(20, red, make.wall, blue, 20)
        }
        let placed = group.constraints.filter { $0.provenance.verb == "xPlace" }
        #expect(placed.map(\.relation) == ["red.left == root.left + 20", "blue.left >= red.right", "blue.right + 20 == root.right"])
        #expect(placed[0].provenance.argument == 2)
        #expect(placed[0].provenance.items == ["red", "root"])
        #expect(placed[0].provenance.location == CallSite(fileID: #fileID, line: line))
        #expect(placed[1].priority == .wallGap)
        #expect(placed[1].provenance.role == "wall gap")
        #expect(placed[0].description == "red.left == root.left + 20 — xPlace argument 2 (red, root) at \(#fileID):\(line)")
        #expect(group.items == [red, blue, root])
        #expect(group.description.contains("blue.right + 20 == root.right"))
    }

    @Test("reading constraints twice gives the same objects, and a replacement gives new ones")
    func constraintIdentity() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.equal(items) }
        let first = group.constraints
        #expect(first.count == 4)
        #expect(zip(first, group.constraints).allSatisfy { $0 === $1 })
        try root.arrange(replacing: group) { make in make.equal(items) }
        #expect(group.constraints.count == 4)
        #expect(zip(first, group.constraints).allSatisfy { $0 !== $1 })
    }

    @Test("frames lists the group's items in their parents' coordinates")
    func frames() throws {
        let (root, items) = screen("a")
        let group = try root.arrange { make in make.equal(items) }
        #expect(group.frames == [items[0]: Rect(x: 0, y: 0, width: 375, height: 603), root: Rect(x: 0, y: 0, width: 375, height: 603)])
    }

    @Test("arrange(replacing:) swaps the constraints in one step")
    func replace() throws {
        let (root, items) = screen("a")
        let a = items[0]
        let sizes = try root.arrange { make in make.size(a) == (100, 100); make.yTop(a) }
        let position = try root.arrange { make in make.xLeft(a) }
        expectFrame(a, 0, 0, 100, 100)
        let same = try root.arrange(replacing: position) { make in make.xRight(a) }
        #expect(same === position)
        expectFrame(a, 275, 0, 100, 100)
        #expect(sizes.isInstalled && position.isInstalled)
        #expect(position.constraints.map(\.provenance.verb) == ["xRight"])
    }

    @Test("a failing replacement keeps the old constraints and frames")
    func failingReplace() throws {
        let (root, items) = screen("a")
        let a = items[0]
        try root.arrange { make in make.size(a) == (100, 100); make.yTop(a) }
        let position = try root.arrange { make in make.xLeft(a) }
        let before = position.constraints.map(\.constraint)
        #expect(throws: ArrangeError.self) {
            try root.arrange(replacing: position) { make in
                make.xRight(a)
                make.xLeft(a)
            }
        }
        let after = position.constraints.map(\.constraint)
        #expect(after.count == before.count && zip(after, before).allSatisfy { $0 === $1 })
        expectFrame(a, 0, 0, 100, 100)
    }

    @Test("uninstall removes the constraints and re-solves; the freed values are reported")
    func uninstall() throws {
        let (root, items) = screen("a")
        let a = items[0]
        try root.arrange { make in make.size(a) == (100, 100); make.yTop(a) }
        let position = try root.arrange { make in make.xRight(a) }
        expectFrame(a, 275, 0, 100, 100)
        position.uninstall()
        #expect(!position.isInstalled && position.constraints.isEmpty)
        #expect(root.diagnostics.map(\.subject) == ["a"])
        position.uninstall()
        try root.arrange(replacing: position) { make in make.xLeft(a) }
        #expect(position.isInstalled)
        expectFrame(a, 0, 0, 100, 100)
    }

    @Test("arrange(replacing:) refuses a group installed in another tree")
    func replaceForeign() throws {
        let (root, items) = screen("a")
        let (other, _) = screen("b")
        let group = try root.arrange { make in make.xLeft(items[0]) }
        #expect(throws: ArrangeError.groupNotInstalled(reference: "root", tree: "root")) {
            try other.arrange(replacing: group) { _ in }
        }
        #expect(group.isInstalled && group.constraints.count == 1)
    }
}
