@testable import ArrangeSolver
import Testing

@Suite("The primal simplex method returns at once from a basis with no basic cost")
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
}
