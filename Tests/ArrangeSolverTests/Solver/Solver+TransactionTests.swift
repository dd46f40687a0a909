import ArrangeSolver
import Testing
import TestSupport

@Suite("A transaction keeps several calls or takes them back whole")
struct SolverTransactionTests {
    /// left == 0, right == left + width, width >= 10, width == 100 (weak), right an edit variable at 60.
    func system() throws -> (Solver, left: Variable, width: Variable, right: Variable) {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        try solver.add([left == 0, right == left + width, width >= 10, (width == 100).with(.weak)])
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(60, for: right)
        return (solver, left, width, right)
    }

    func bits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] { variables.map { solver[$0].bitPattern } }

    @Test("a body that returns false leaves every value, constraint and edit variable as before, bit for bit")
    func rolledBack() throws {
        let (solver, left, width, right) = try system()
        let before = bits(solver, [left, width, right]), constraints = solver.constraints, revision = solver.revision
        var seen = 0.0
        let kept = try solver.transaction { s throws(SolverError) in
            try s.removeEditVariable(right)
            try s.add(width == 30)
            seen = s[right]   // 0 + 30
            return false
        }
        #expect(!kept && seen == 30)
        #expect(bits(solver, [left, width, right]) == before)
        #expect(solver.constraints.map(ObjectIdentifier.init) == constraints.map(ObjectIdentifier.init))
        #expect(solver.hasEditVariable(right) && solver.revision == revision)
        try solver.suggestValue(80, for: right)   // the edit variable still works: width = 80 − 0
        #expect(solver[width] == 80)
        #expect(SolverChecks.requiredHold(in: solver).isEmpty)
    }

    @Test("a body that returns true keeps what it did and moves the revision")
    func kept() throws {
        let (solver, _, width, right) = try system()
        let revision = solver.revision
        try solver.transaction { s throws(SolverError) in
            try s.suggestValue(40, for: right)
            return true
        }
        #expect(solver[width] == 40 && solver.revision != revision)
    }

    @Test("a body that throws is taken back and its error passes through")
    func thrown() throws {
        let (solver, left, width, right) = try system()
        let before = bits(solver, [left, width, right])
        #expect(throws: SolverError.self) {
            try solver.transaction { s throws(SolverError) in
                try s.add(width == 20)
                try s.add(width == 25)   // required, contradicts the one just added
                return true
            }
        }
        #expect(bits(solver, [left, width, right]) == before)
        #expect(solver.constraints.count == 4)
    }

    @Test("every call that may change a value moves the revision; reads do not")
    func revision() throws {
        let (solver, _, width, right) = try system()
        var last = solver.revision
        func moved() -> Bool { defer { last = solver.revision }; return solver.revision != last }
        _ = solver[width]
        #expect(!moved())
        try solver.suggestValue(50, for: right)
        #expect(moved())
        let c: Constraint = width <= 45
        try solver.add(c)
        #expect(moved())
        try solver.setConstant(-44, of: c)
        #expect(moved())
        solver.reset()
        #expect(moved())
    }
}
