import ArrangeSolver
import Testing
import TestSupport

/// The classic examples: the midpoint system of Badros, Borning & Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (TOCHI
/// 2001), and the add/delete and inconsistency cases of the original
/// Cassowary test suite. Stays are weak equalities at the current value.
@Suite("Cassowary paper examples")
struct CassowaryPaperTests {
    /// xm = (xl + xr) / 2, xl + 10 <= xr, xl >= -10, xr <= 100, with weak
    /// stays holding xl at 0 and xr at 100 and a strong edit on xm.
    struct Midpoint {
        let solver = Solver()
        let xl: Variable, xm: Variable, xr: Variable

        init() throws {
            xl = solver.makeVariable("xl")
            xm = solver.makeVariable("xm")
            xr = solver.makeVariable("xr")
            try solver.add([xm == (xl + xr) / 2, xl + 10 <= xr, xl >= -10, xr <= 100])
            try solver.add([(xl == 0).with(.weak), (xr == 100).with(.weak)])
        }

        var values: (Double, Double, Double) { (solver[xl], solver[xm], solver[xr]) }
    }

    @Test("with only the stays, the midpoint sits between them")
    func initial() throws {
        let m = try Midpoint()
        #expect(m.values == (0, 50, 100))
    }

    @Test("editing xm to 95 pushes xl to 90 and xr to its bound 100")
    func editNearTop() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        try m.solver.suggestValue(95, for: m.xm)
        #expect(m.values == (90, 95, 100))
    }

    @Test("editing xm to -5 pushes xl to its bound -10 and xr to 0")
    func editNearBottom() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        try m.solver.suggestValue(-5, for: m.xm)
        #expect(m.values == (-10, -5, 0))
    }

    @Test("an edit beyond the reachable range stops at the nearest feasible midpoint")
    func editBeyondRange() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        try m.solver.suggestValue(120, for: m.xm)
        #expect(m.values == (90, 95, 100))
        try m.solver.suggestValue(-40, for: m.xm)
        #expect(m.values == (-10, -5, 0))
    }

    @Test("a sequence of edits stays optimal at every step and the stays win back after the edit ends")
    func editSequence() throws {
        let m = try Midpoint()
        try m.solver.addEditVariable(m.xm, strength: .strong)
        for target in [60.0, 95, 12, -5, 50, 77.5, 200, 0] {
            try m.solver.suggestValue(target, for: m.xm)
            let problems = SolverChecks.requiredHold(in: m.solver) + SolverChecks.optimal(m.solver, edits: [(m.xm, target, .strong)])
            #expect(problems.isEmpty, "xm → \(target): \(problems)")
        }
        try m.solver.suggestValue(50, for: m.xm)
        #expect(m.values == (0, 50, 100))
        try m.solver.suggestValue(95, for: m.xm)
        try m.solver.removeEditVariable(m.xm)
        #expect(m.values == (0, 50, 100))
    }

    @Test("addDelete1: a weak wish yields to the tightest upper bound as bounds come and go")
    func addDelete1() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 100).with(.weak))
        let c10 = x <= 10, c20 = x <= 20
        try solver.add([c10, c20])
        #expect(solver[x] == 10)
        try solver.remove(c10)
        #expect(solver[x] == 20)
        try solver.remove(c20)
        #expect(solver[x] == 100)
        let c10again = x <= 10
        try solver.add([c10again, c20])
        #expect(solver[x] == 10)
        try solver.remove(c10again)
        #expect(solver[x] == 20)
        try solver.remove(c20)
        #expect(solver[x] == 100)
    }

    @Test("addDelete2: bounds and a link between x and y come and go")
    func addDelete2() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add([(x == 100).with(.weak), (y == 120).with(.strong)])
        let c10 = x <= 10, c20 = x <= 20
        try solver.add([c10, c20])
        #expect(solver[x] == 10 && solver[y] == 120)
        try solver.remove(c10)
        #expect(solver[x] == 20 && solver[y] == 120)
        let cxy = x * 2 == y
        try solver.add(cxy)
        #expect(solver[x] == 20 && solver[y] == 40)
        try solver.remove(c20)
        #expect(solver[x] == 60 && solver[y] == 120)
        try solver.remove(cxy)
        #expect(solver[x] == 100 && solver[y] == 120)
    }

    @Test("casso1: two equally weak wishes, one of them met")
    func casso1() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        try solver.add([x <= y, y == x + 3, (x == 10).with(.weak), (y == 10).with(.weak)])
        let pair = (solver[x], solver[y])
        #expect(pair == (10, 13) || pair == (7, 10))
    }

    @Test("inconsistent1: x == 10 then x == 5 is unsatisfiable")
    func inconsistent1() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 10)
        #expect(capturedError { try solver.add(x == 5) }?.kind == .unsatisfiable)
        #expect(solver[x] == 10)
    }

    @Test("inconsistent2: x >= 10 then x <= 5 is unsatisfiable")
    func inconsistent2() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x >= 10)
        #expect(capturedError { try solver.add(x <= 5) }?.kind == .unsatisfiable)
    }

    @Test("inconsistent3: a ladder w <= x <= y <= z from 10 cannot end below 4")
    func inconsistent3() throws {
        let solver = Solver()
        let (w, x, y, z) = (solver.makeVariable("w"), solver.makeVariable("x"), solver.makeVariable("y"), solver.makeVariable("z"))
        let ladder = [w >= 10, x >= w, y >= x, z >= y, z >= 8]
        try solver.add(ladder)
        let bad = z <= 4
        guard case let .unsatisfiable(_, core)? = capturedError({ try solver.add(bad) }) else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(Set(core.map(ObjectIdentifier.init)) == Set(ladder.prefix(4).map(ObjectIdentifier.init)))
    }
}
