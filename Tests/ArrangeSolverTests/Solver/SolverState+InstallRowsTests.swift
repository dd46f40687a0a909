@testable import ArrangeSolver
import Testing

@Suite("A group's rows are written into its component as appending them one at a time would")
struct SolverStateInstallRowsTests {
    @Test("a group's rows, entries, private columns, costs and levels are exactly those its rows appended one at a time get, joining a component or alone")
    func groupWritesWhatAppendingWrites() throws {
        var state = SolverState()
        let a = state.makeVariable("a"), b = state.makeVariable("b"), c = state.makeVariable("c"), d = state.makeVariable("d")
        // a == 10 first: the group joins its component, where a has a column already.
        try state.update(removing: [], adding: [Constraint(Expression(a), .equal, Expression(10))])
        // One connected group of every kind of row: required and not, each
        // relation, two levels, a weight of 0 (errors without a cost), b met twice.
        try state.update(removing: [], adding: [
            Constraint(Expression(b), .equal, Expression(a) + Expression(8)),
            Constraint(Expression(c), .greaterThanOrEqual, Expression(b), strength: .strong),
            Constraint(Expression(c), .lessThanOrEqual, Expression(200), strength: .level(2, weight: 0)),
            Constraint(Expression(d) + Expression(b), .equal, Expression(50), strength: .weak),
            Constraint(Expression(d), .lessThanOrEqual, Expression(30)),
        ])
        let installed = try #require(state.components.compactMap { $0 }.first)
        #expect(state.components.compactMap { $0 }.count == 1 && installed.rowCount == 6)
        // The same rows appended one at a time, in the installed rows' order,
        // each variable's column made where the row first meets it.
        var appended = Component(), column: [Int: Int] = [:]
        for i in 0..<installed.rowCount {
            let constraint = try #require(state.slots[Int(installed.rows[i].record)]).constraint
            var terms: [Entry] = []
            constraint.forEachTerm { t in
                if column[t.variable.id] == nil { column[t.variable.id] = appended.addVariableColumn(t.variable.id) }
                terms.append(Entry(column[t.variable.id]!, t.coefficient))
            }
            _ = appended.appendRow(terms: terms, rhs: -constraint.constant, relation: constraint.relation, strength: constraint.strength,
                                   record: installed.rows[i].record)
        }
        #expect(installed.rows == appended.rows)
        #expect(installed.pool == appended.pool)
        #expect(installed.costs == appended.costs && installed.levels == appended.levels && installed.levelScale == appended.levelScale)
        #expect(installed.magnitude == appended.magnitude && installed.span == appended.span)
        // Columns alike but for their basis positions, which the crash and the simplex chose since.
        #expect(installed.columnCount == appended.columnCount)
        for j in 0..<Swift.min(installed.columnCount, appended.columnCount) {
            var x = installed.columns[j], y = appended.columns[j]
            x.position = -1; y.position = -1
            #expect(x == y, "column \(j)")
        }
        // 6 rows, a logical each; errors: two for the weak equality, one for
        // each non-required inequality: 6 + 2 + 1 + 1 = 10 private columns, and 4 variables.
        #expect(installed.columnCount == 14)
    }
}
