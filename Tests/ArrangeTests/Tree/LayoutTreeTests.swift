import ArrangeSolver
import Testing
@testable import Arrange

@Suite("A layout tree makes each item's variables in its solver")
struct LayoutTreeVariableTests {
    @Test("an item's four variables are made as one batch: consecutive ids left, top, width, height, named from the item")
    func itemVariables() throws {
        let (root, items) = screen("a", "b")
        try root.arrange { make in
            make.xPlace(items[0], 8, items[1])
        }
        let tree = root.tree
        let vars = [root, items[0], items[1]].map { tree.variables(of: $0) }
        for v in vars {
            #expect([v.top.id, v.width.id, v.height.id] == [v.left.id + 1, v.left.id + 2, v.left.id + 3])
        }
        // The root's come first (ids 0…3), then one block of four per item, none shared.
        #expect(vars[0].left.id == 0)
        #expect(Set(vars.map(\.left.id)).count == 3 && vars.allSatisfy { $0.left.id % 4 == 0 })
        #expect(tree.name(of: vars[1].width) == "a.width" && tree.name(of: vars[2].height) == "b.height")
        #expect(tree.solver.name(of: vars[1].left) == "")
        #expect(tree.solver.variableCount >= 12)
    }
}
