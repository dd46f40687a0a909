import Testing
import ArrangeSolver
@testable import Arrange

@Suite("Swapping only the calls whose choice moved, in one solver step")
struct LayoutTreeSwapsTests {
    /// Two cells stacked in a root `width` wide, each an icon (40 × 40) and
    /// a title (`short` and 150 wide), insets 10, one `firstFitting` each
    /// (a row, spacing 8, or a column, spacing 4), all in one group.
    static func twoCells(width: Double, short: Double) throws -> (root: Item, titles: [Item], handles: [ConstraintHandle], group: ConstraintGroup) {
        let root = Item("root")
        var cells: [Item] = [], parts: [(Item, Item)] = []
        for (k, titleWidth) in [short, 150].enumerated() {
            let cell = Item("cell\(k)"), icon = Item("icon\(k)", intrinsicSize: Size(width: 40, height: 40))
            let title = Item("title\(k)", intrinsicSize: Size(width: titleWidth, height: 20))
            cell.addChildren(icon, title)
            cells.append(cell)
            parts.append((icon, title))
        }
        root.addChildren(cells)
        try root.resize(width: width)
        var handles: [ConstraintHandle] = []
        let group = try root.arrange { make in
            make.yStack(cells)
            for (cell, (icon, title)) in zip(cells, parts) {
                let inCell = make.ref(cell)
                inCell.insetEdges(edge: 10)
                handles.append(inCell.firstFitting(in: .horizontal) { $0.xStack([icon, title], spacing: 8, alignment: .top) }
                    or: { $0.yStack([icon, title], spacing: 4, alignment: .leading) })
            }
        }
        return (root, parts.map(\.1), handles, group)
    }

    /// The solver constraints installed for `handle`'s call, in order.
    static func installed(_ handle: ConstraintHandle, in group: ConstraintGroup) -> [Constraint] {
        Array(group.resolved.solverConstraints[group.resolved.range(ofDeclaration: handle.declaration!.index)])
    }

    @Test("a resize that moves one call swaps its constraints and keeps every other call's installed objects")
    func onlyTheMovedCall() throws {
        // 218 fits both rows (10 + 40 + 8 + 150 + 10); at 200 the 150 title does not, the 100 one does.
        let c = try Self.twoCells(width: 218, short: 100)
        expectFrame(c.titles[1], 58, 10, 150, 20)                         // in its cell, a row
        let stack = Array(c.group.resolved.solverConstraints[c.group.resolved.range(ofDeclaration: 0)])
        let first = Self.installed(c.handles[0], in: c.group), second = Self.installed(c.handles[1], in: c.group)
        try c.root.resize(width: 200)
        #expect(c.titles[0].frame.y == 10 && c.titles[0].frame.width == 100)   // still a row (the stack fills the rest)
        expectFrame(c.titles[1], 10, 10 + 40 + 4, 150, 20)                // a column
        #expect(c.titles[1].parent!.frame.y == 60)                        // below cell 0, a row 10 + 40 + 10 tall
        let stackAfter = Array(c.group.resolved.solverConstraints[c.group.resolved.range(ofDeclaration: 0)])
        #expect(zip(stack, stackAfter).allSatisfy { $0 === $1 } && stack.count == stackAfter.count)
        #expect(zip(first, Self.installed(c.handles[0], in: c.group)).allSatisfy { $0 === $1 })
        #expect(!Self.installed(c.handles[1], in: c.group).contains { new in second.contains { $0 === new } })
    }

    @Test("when no choice moves, the pass touches neither the constraints nor the solver")
    func nothingMoves() throws {
        let c = try Self.twoCells(width: 218, short: 100)
        _ = c.root.frame
        let tree = c.root.tree
        let revision = tree.solver.revision, constraints = c.group.resolved.solverConstraints
        #expect(try tree.rechooseFits() == false)
        #expect(tree.solver.revision == revision)
        #expect(zip(constraints, c.group.resolved.solverConstraints).allSatisfy { $0 === $1 })
    }

    @Test("a batch the layout cannot take changes nothing: constraints, spacer units, declarations, frames")
    func failedBatch() throws {
        let c = try Self.twoCells(width: 218, short: 100)
        try c.root.arrange { make in make.install(c.titles[1].left == make.reference.left + 58) }   // the column would put title1 at 10
        expectFrame(c.titles[1], 58, 10, 150, 20)
        let frames = c.root.subtree.map(\.frame)
        let tree = c.root.tree
        let constraints = c.group.resolved.solverConstraints, spacers = c.group.spacers.count
        var swaps: [LayoutTree.CallSwap] = []
        for handle in c.handles {
            guard let d = handle.declaration, case var .firstFitting(spec) = d.payload else { Issue.record("no call"); return }
            spec.chosen = 1
            var new = d
            new.payload = .firstFitting(spec)
            swaps.append(.init(handle: handle, group: c.group, new: new))
        }
        #expect(throws: ArrangeError.self) { try tree.replace(swaps) }
        #expect(zip(constraints, c.group.resolved.solverConstraints).allSatisfy { $0 === $1 } && constraints.count == c.group.resolved.count)
        #expect(c.group.spacers.count == spacers)
        for handle in c.handles {
            guard case let .firstFitting(spec)? = handle.declaration?.payload else { Issue.record("no call"); return }
            #expect(spec.chosen == 0)
        }
        #expect(c.root.subtree.map(\.frame) == frames)
    }
}
