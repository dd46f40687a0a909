import ArrangeSolver
import Testing
import TestSupport

/// The solver cases of kiwi's own Python test suite (nucleic/kiwi,
/// py/tests/test_solver.py and test_kiwi_solver_basic_sanity.py), restated
/// against this API.
@Suite("kiwi parity")
struct KiwiParityTests {
    @Test("managing edit variables: add, duplicate, unknown, remove, required")
    func managingEditVariables() throws {
        let solver = Solver()
        let (v1, v2) = (solver.makeVariable("foo"), solver.makeVariable("bar"))
        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v1, strength: .weak)
        #expect(solver.hasEditVariable(v1))
        #expect(capturedError { try solver.addEditVariable(v1, strength: .medium) }?.kind == .duplicateEditVariable)
        #expect(capturedError { try solver.removeEditVariable(v2) }?.kind == .unknownEditVariable)
        try solver.removeEditVariable(v1)
        #expect(!solver.hasEditVariable(v1))
        #expect(capturedError { try solver.addEditVariable(v1, strength: .required) }?.kind == .requiredEditVariable)
        try solver.addEditVariable(v2, strength: .strong)
        #expect(solver.hasEditVariable(v2))
        #expect(capturedError { try solver.suggestValue(10, for: v1) }?.kind == .unknownEditVariable)
    }

    @Test("a suggestion for an edit variable entering a weak equality wins")
    func suggestAgainstWeak() throws {
        let solver = Solver()
        let v1 = solver.makeVariable("foo")
        try solver.addEditVariable(v1, strength: .medium)
        try solver.add((v1 == 1).with(.weak))
        try solver.suggestValue(2, for: v1)
        #expect(solver[v1] == 2)
    }

    @Test("a suggestion for an edit variable entering several rows loses against a required bound")
    func suggestIntoSeveralRows() throws {
        let solver = Solver()
        let (v1, v2) = (solver.makeVariable("foo"), solver.makeVariable("bar"))
        try solver.addEditVariable(v2, strength: .weak)
        try solver.add(v1 + v2 == 0)
        try solver.add(v2 <= -1)
        try solver.add((v2 >= 0).with(.weak))
        try solver.suggestValue(0, for: v2)
        #expect(solver[v2] <= -1)
        #expect(solver[v1] == -solver[v2])
    }

    @Test("managing constraints: contains, duplicate, unknown, unsatisfiable")
    func managingConstraints() throws {
        let solver = Solver()
        let v = solver.makeVariable("foo")
        let c1 = v >= 1, c2 = v <= 0
        #expect(!solver.contains(c1))
        try solver.add(c1)
        #expect(solver.contains(c1))
        #expect(capturedError { try solver.add(c1) }?.kind == .duplicateConstraint)
        #expect(capturedError { try solver.remove(c2) }?.kind == .unknownConstraint)
        #expect(capturedError { try solver.add(c2) }?.kind == .unsatisfiable)
        try solver.remove(c1)
        #expect(!solver.contains(c1))
        try solver.add(c2)
        #expect(solver.contains(c2))
    }

    @Test("an under-constrained system follows the edit")
    func underConstrained() throws {
        let solver = Solver()
        let v = solver.makeVariable("foo")
        let c = 2 * v + 1 >= 0
        try solver.addEditVariable(v, strength: .weak)
        try solver.add(c)
        try solver.suggestValue(10, for: v)
        #expect(c.expression.evaluate { solver[$0] } == 21)
        #expect(solver[v] == 10)
    }

    @Test("solving with strengths: required first, then strong over medium")
    func withStrength() throws {
        let s1 = Solver()
        let (a, b) = (s1.makeVariable("foo"), s1.makeVariable("bar"))
        try s1.add(a + b == 0)
        try s1.add(a == 10)
        try s1.add((b >= 0).with(.weak))
        #expect(s1[a] == 10 && s1[b] == -10)

        let s2 = Solver()
        let (c, d) = (s2.makeVariable("foo"), s2.makeVariable("bar"))
        try s2.add(c + d == 0)
        try s2.add((c >= 10).with(.medium))
        try s2.add((d == 2).with(.strong))
        #expect(s2[c] == -2 && s2[d] == 2)
    }

    @Test("basic sanity: two lower bounds at zero, then an edit moves both")
    func basicSanity() throws {
        let solver = Solver()
        let (x0, x1) = (solver.makeVariable("x0"), solver.makeVariable("x1"))
        try solver.add(x0 >= 0)
        try solver.add(x1 >= 0)
        try solver.add(x1 == x0)
        #expect(solver[x0] == 0 && solver[x1] == 0)
        try solver.addEditVariable(x1, strength: Strength(value: 1))
        try solver.suggestValue(1, for: x1)
        #expect(solver[x0] == 1 && solver[x1] == 1)
        try solver.removeEditVariable(x1)
    }
}
