@testable import ArrangeSolver
import Testing

@Suite("The primal simplex method returns at once from a basis with no basic cost, and updates its reduced costs pivot by pivot")
struct ComponentPrimalSimplexTests {
    /// A component over `x` (column 0) with the rows `x == value` at the given strengths, crashed and factorised.
    func component(_ rows: [(value: Double, strength: Strength)], _ workspace: inout Workspace) -> Component {
        var c = Component()
        _ = c.addVariableColumn(0)
        for (n, row) in rows.enumerated() {
            _ = c.appendRow(terms: [Entry(0, 1)], rhs: row.value, relation: .equal, strength: row.strength, record: Int32(n))
        }
        c.crash(rows: 0..<rows.count, newColumns: 0..<1)
        c.refactor(&workspace)
        return c
    }

    @Test("a wish alone keeps its crash basis (x basic, errors at 0): no basic cost, no pivot")
    func noBasicCost() {
        var workspace = Workspace()
        var c = component([(3, .weak)], &workspace)
        #expect(c.hasCosts && !c.hasBasicCost)
        let pivots = c.pivotCount
        c.primalSimplex(&workspace)
        #expect(c.pivotCount == pivots)
        #expect(c.x[Int(c.columns[0].position)] == 3)
    }

    @Test("a wish that loses to a required row has a basic error, and the optimum is kept")
    func basicCost() {
        // x == 10 (required), x == 20 (weak): x = 10, the weak row's error 10 is basic.
        var workspace = Workspace()
        var c = component([(10, .required), (20, .weak)], &workspace)
        #expect(c.dualSimplex(&workspace, feasibleBelow: 0) == nil)
        #expect(c.hasBasicCost)
        c.primalSimplex(&workspace)
        #expect(c.x[Int(c.columns[0].position)] == 10)
        let errors = c.basis.filter { c.cost(column: Int($0)) != 0 }
        #expect(errors.count == 1)
        #expect(c.x[Int(c.columns[Int(errors[0])].position)] == 10)
    }

    @Test("after it pivots, the reduced costs it updated from each pivot row equal those priced in full")
    func updatedReducedCosts() throws {
        // x == 100 (weak), y == 60 (medium), x + 2y == 300 (strong) under x + y <= 50
        // (required). Removing the cap leaves a feasible basis that is not optimal:
        // the primal method pivots to x = 100, y = 60 (x + 2y = 220: the strong
        // wish loses 80, the weak and medium ones would lose more).
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        let cap = x + y <= 50
        try solver.add([(x == 100).with(.weak), (y == 60).with(.medium), (x + 2 * y == 300).with(.strong), cap])
        let before = solver.pivotCount
        try solver.remove(cap)
        #expect(solver.pivotCount > before)
        // The strong wish and the medium one hold (y = 60, x = 300 − 120 = 180);
        // the weak x == 100 loses 80.
        #expect(solver[x] == 180 && solver[y] == 60)
        // The last primal run left its (updated) reduced costs in the workspace.
        let component = try #require(solver.state.components.compactMap { $0 }.first)
        let full = component.reducedCosts()
        let updated = solver.state.workspace.reducedCosts
        let K = component.levelCount
        for j in 0..<component.columnCount where component.columns[j].position < 0 {
            for s in 0..<K { #expect(Swift.abs(updated[j * K + s] - full[j * K + s]) <= 1e-9 * Swift.max(1, Swift.abs(full[j * K + s]))) }
        }
    }

    @Test("after the dual method pivots it hands its reduced costs over, equal to those priced in full")
    func handedOver() {
        // x == 10 (required), x == 20 (weak): the dual method pivots the weak row's error in.
        var workspace = Workspace()
        var c = component([(10, .required), (20, .weak)], &workspace)
        var priced = false
        let pivots = c.pivotCount
        #expect(c.dualSimplex(&workspace, feasibleBelow: 0, priced: &priced) == nil)
        #expect(c.pivotCount > pivots && priced)
        let full = c.reducedCosts(), K = c.levelCount
        for j in 0..<c.columnCount where c.columns[j].position < 0 {
            for s in 0..<K { #expect(Swift.abs(workspace.reducedCosts[j * K + s] - full[j * K + s]) <= 1e-9 * Swift.max(1, Swift.abs(full[j * K + s]))) }
        }
        // Optimal as handed over: the primal method takes no pivot and x stays 10.
        let after = c.pivotCount
        c.primalSimplex(&workspace, reusingReducedCosts: true)
        #expect(c.pivotCount == after)
        #expect(c.x[Int(c.columns[0].position)] == 10)
    }
}
