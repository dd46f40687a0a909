import ArrangeSolver
import Testing
@testable import Arrange

@Suite("The tree applies a handle's changes: one call lowered again, constants in place, constraints swapped")
struct LayoutTreeHandlesTests {
    @Test("live items are the tree's items with variables, not those that left")
    func liveItems() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in make.xLeft(items) }
        #expect(root.tree.liveItemIDs() == Set([root, items[0], items[1]].map(ObjectIdentifier.init)))
        items[1].removeFromParent()
        #expect(root.tree.liveItemIDs() == Set([root, items[0]].map(ObjectIdentifier.init)))
    }

    @Test("a constant change keeps the constraints it does not change, and swaps the others in place")
    func inPlace() throws {
        let (root, items) = screen("a", "b")
        var place: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(items) == (10, 10)
            place = make.xPlace(20, items[0], 8, items[1], make.wall)
        }
        let before = place.constraints.map(\.constraint)
        try place.setConstant(30, argument: 3)
        let after = place.constraints.map(\.constraint)
        #expect(after[0] === before[0] && after[1] !== before[1])
        #expect(after[1].expression.terms == before[1].expression.terms && after[1].expression.constant == -30)
        #expect(root.tree.solver.constraints.contains { $0 === after[1] } && !root.tree.solver.contains(before[1]))
        #expect(group.resolved.lowered(handles: group.handles)[5].relationDescription == "b.left == a.right + 30")
    }

    @Test("lowering one call again reuses its spacer unit")
    func spacerReuse() throws {
        let (root, items) = screen("a", "b")
        var place: ConstraintHandle!
        let group = try root.arrange { make in
            make.size(items) == (10, 10)
            place = make.xPlace(make.flexible, items[0], make.flexible, items[1], make.flexible)
        }
        let units = group.spacers
        let rebuilt = root.tree.build(place.declaration!, of: group)
        #expect(group.spacers == units && rebuilt.count == place.constraints.count)
        #expect(rebuilt.solverConstraints.map(\.expression) == place.constraints.map(\.constraint.expression))
    }

    @Test("two constraints that differ in their constants only are told apart from others")
    func differsOnlyInConstant() {
        let solver = Solver()
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        let c: Constraint = x == y + 1
        #expect(LayoutTree.differsOnlyInConstant(c, c.withConstant(5)))
        #expect(!LayoutTree.differsOnlyInConstant(c, c.with(.weak)))
        #expect(!LayoutTree.differsOnlyInConstant(c, x >= y + 1))
    }
}
