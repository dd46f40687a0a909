import Testing
@testable import ArrangeSolver

@Suite("The basic row of a value names the active constraints it is made of")
struct SolverExplainTests {
    @Test("a chain x = 10, y = x + 5: y's row holds both, contributing 10 and 5")
    func chain() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pinX = x == 10, chainY = y == x + 5
        let weak = (y == 0).with(.weak)
        try solver.add([pinX, chainY, weak])
        let row = solver.basicRow(of: Expression(y))
        #expect(row.terms.map { ObjectIdentifier($0.constraint) } == [ObjectIdentifier(pinX), ObjectIdentifier(chainY)])
        #expect(row.terms.map(\.contribution) == [10, 5])
        #expect(row.terms.map(\.multiplier) == [1, 1])
        #expect(row.unpinned.isEmpty)
        // The weak wish lost by 15, and is not in the row: its error is basic.
        #expect(solver.violation(of: weak) == 15)
        #expect(solver.violation(of: chainY) == 0)
    }

    @Test("a difference cancels what both sides share: (y − x)'s row is the chain only")
    func difference() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pinX = x == 10, chainY = y == x + 5
        try solver.add([pinX, chainY])
        let row = solver.basicRow(of: Expression([Term(y), Term(x, -1)]))
        #expect(row.terms.map { ObjectIdentifier($0.constraint) } == [ObjectIdentifier(chainY)])
        #expect(row.terms.map(\.contribution) == [5])
    }

    @Test("an edit variable's row is marked as an edit and contributes the suggested value")
    func edit() throws {
        let solver = Solver()
        let w = solver.makeVariable("w"), half = solver.makeVariable("half")
        try solver.add(half * 2 == w)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(300, for: w)
        let row = solver.basicRow(of: Expression(half))
        #expect(row.terms.count == 2)
        #expect(row.terms.filter(\.isEdit).map(\.contribution) == [150])
    }

    @Test("a variable in no constraint is unpinned, and an inequality's violation is one-sided")
    func unpinned() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), lone = solver.makeVariable("lone")
        let atMost = (x <= 5).with(.weak), pin = x == 8
        try solver.add([atMost, pin])
        let row = solver.basicRow(of: Expression([Term(x), Term(lone)]))
        #expect(row.unpinned == [lone])
        #expect(row.terms.map(\.contribution) == [8])
        #expect(solver.violation(of: atMost) == 3)
        #expect(solver.violation(of: x >= 5) == 0)
    }
}
