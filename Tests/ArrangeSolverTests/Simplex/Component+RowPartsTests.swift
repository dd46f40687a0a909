@testable import ArrangeSolver
import Testing

@Suite("A row's private columns and bookkeeping")
struct ComponentRowPartsTests {
    /// The private columns `privateColumns` gives for a row.
    private func parts(_ relation: Relation, errors: Int) -> [Component.Column] {
        var columns: [Component.Column] = []
        Component.privateColumns(owner: 7, relation: relation, errors: errors, position: 3) { columns.append($0) }
        return columns
    }

    @Test("a required row has its logical alone: fixed for ==, a slack of +1 for <= and of −1 for >=, basic at the position given")
    func requiredRows() {
        for (relation, kind, sign) in [(Relation.equal, ColumnKind.fixed, 1.0), (.lessThanOrEqual, .nonnegative, 1), (.greaterThanOrEqual, .nonnegative, -1)] {
            let columns = parts(relation, errors: 0)
            #expect(columns.count == 1)
            #expect(columns[0].kind == kind && columns[0].privateCoefficient == sign && columns[0].ownerRow == 7)
            #expect(columns[0].position == 3 && !columns[0].isError)
        }
    }

    @Test("a non-required row's errors follow its logical: e⁺ (−1) then e⁻ (+1) for ==, e⁺ alone for <=, e⁻ alone for >=")
    func errorColumns() {
        for (relation, errors, signs) in [(Relation.equal, 2, [-1.0, 1]), (.lessThanOrEqual, 1, [-1]), (.greaterThanOrEqual, 1, [1])] {
            let columns = parts(relation, errors: errors)
            #expect(columns.count == 1 + errors)
            #expect(columns.dropFirst().map(\.privateCoefficient) == signs)
            #expect(columns.dropFirst().allSatisfy { $0.isError && $0.kind == .nonnegative && $0.position == -1 && $0.ownerRow == 7 })
        }
    }

    @Test("noting rows keeps the largest required right-hand side, the largest of all, and a non-required row's level, scale and cost once")
    func noteRows() {
        var component = Component()
        #expect(component.noteRow(rhs: -40, relation: .equal, strength: .required) == (0, -1))
        #expect(component.noteRow(rhs: 25, relation: .lessThanOrEqual, strength: .strong) == (1, 0))
        #expect(component.noteRow(rhs: 90, relation: .equal, strength: .strong) == (2, 0))   // the same cost
        #expect(component.noteRow(rhs: 5, relation: .greaterThanOrEqual, strength: .level(3, weight: 2)) == (1, 1))
        // A weight of 0: errors, but no cost and no level.
        #expect(component.noteRow(rhs: 1, relation: .equal, strength: .level(5, weight: 0)) == (2, -1))
        #expect(component.magnitude == 40 && component.span == 90)
        #expect(component.costs.count == 2 && component.costs[0].weight == Strength.strong.weight && component.costs[1].weight == 2)
        #expect(component.levels.count == 2 && component.levelScale.sorted() == [2, Strength.strong.weight])
    }
}
