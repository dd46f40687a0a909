@testable import ArrangeSolver
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

    @Test("a tree made for an arrange makes room for four variables per item of its subtree at once, in the solver and the owners")
    func roomForEveryItem() throws {
        let (root, items) = screen("a", "b", "c")
        let tree = LayoutTree(root: root, deferringIntrinsic: true)
        root.ownedTree = tree
        // root, a, b, c: 16 variables; only the root's 4 are made so far, and no solver step has run.
        #expect(tree.rawSolver.variableCount == 4)
        #expect(tree.rawSolver.state.values.capacity >= 16 && tree.rawSolver.state.variableColumn.capacity >= 16)
        #expect(tree.owners.capacity >= 16)
        try root.arrange { make in
            make.xPlace(items[0], items[1], items[2], make.wall)
            make.yTop(items)
            make.size(items) == (10, 10)
        }
        #expect(tree.rawSolver.variableCount == 16)
        expectFrame(items[2], 20, 0, 10, 10)
    }
}
