import Testing
import ArrangeSolver
@testable import Arrange

@Suite("A difference keeps the installed constraint of every relation lowered the same")
struct RelationDifferenceTests {
    /// A root 100 × 50 with `a` sized and placed: four relations installed.
    private func arranged() throws -> (Item, ConstraintGroup) {
        let root = Item("root"), a = Item("a")
        root.addChild(a)
        root.size = Size(width: 100, height: 50)
        let group = try root.arrange { make in
            make.size(a) == (10, 20)
            make.xLeft(a)
            make.yTop(a)
        }
        return (root, group)
    }

    @Test("the same relations again keep every installed constraint, add none and remove none")
    func same() throws {
        let (root, group) = try arranged()
        let old = group.resolved, fresh = old.lowered(handles: group.handles)
        let match = LayoutHost.matches(fresh, fresh)
        let difference = RelationDifference(fresh, against: old, match: match, units: group.spacers, in: root.tree)
        #expect(old.count == 4)
        #expect(difference.added.isEmpty && difference.addedIndices.isEmpty && difference.removed.isEmpty)
        #expect(zip(difference.resolved.solverConstraints, old.solverConstraints).allSatisfy { $0 === $1 })
        #expect(difference.units == group.spacers)
    }

    @Test("relations paired with none are resolved anew, and every installed constraint left unpaired is removed")
    func unpaired() throws {
        let (root, group) = try arranged()
        let old = group.resolved, fresh = old.lowered(handles: group.handles)
        // Only the second relation keeps its constraint.
        let match: [Int?] = fresh.indices.map { $0 == 1 ? 1 : nil }
        let difference = RelationDifference(fresh, against: old, match: match, units: group.spacers, in: root.tree)
        #expect(difference.addedIndices == [0, 2, 3])
        #expect(difference.added.count == 3)
        #expect(difference.removed.count == 3 && difference.removed.allSatisfy { $0 !== old.solverConstraints[1] })
        #expect(difference.resolved.solverConstraints[1] === old.solverConstraints[1])
        #expect(difference.resolved.solverConstraints[0] === difference.added[0])
        // Resolved anew, the same relation makes an equal constraint, not the installed object.
        #expect(difference.added[0] !== old.solverConstraints[0])
        #expect(difference.added[0].expression == old.solverConstraints[0].expression)
    }

    @Test("no relation now removes every installed constraint")
    func none() throws {
        let (root, group) = try arranged()
        let difference = RelationDifference([], against: group.resolved, match: [], units: group.spacers, in: root.tree)
        #expect(difference.added.isEmpty && difference.resolved.count == 0)
        #expect(difference.removed.count == 4)
    }
}
