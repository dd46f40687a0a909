import ArrangeSolver
import Testing
import TestSupport

@Suite("Edit variables")
struct EditVariableTests {
    @Test("adding and removing an edit variable toggles hasEditVariable")
    func toggles() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        #expect(!solver.hasEditVariable(v))
        try solver.addEditVariable(v, strength: .weak)
        #expect(solver.hasEditVariable(v))
        try solver.removeEditVariable(v)
        #expect(!solver.hasEditVariable(v))
        try solver.addEditVariable(v, strength: .medium)
        #expect(solver.hasEditVariable(v))
    }

    @Test("edit constraints are not listed among the constraints")
    func notListed() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.addEditVariable(v, strength: .strong)
        #expect(solver.constraints.isEmpty)
    }

    @Test("a new edit variable holds its variable at 0 at its strength until the first suggestion")
    func startsAtZero() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.add((v == 5).with(.weak))
        #expect(solver[v] == 5)
        try solver.addEditVariable(v, strength: .medium)
        #expect(solver[v] == 0)
        try solver.suggestValue(7, for: v)
        #expect(solver[v] == 7)
    }

    @Test("a suggestion moves an unconstrained variable to the suggested value")
    func freeVariable() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.addEditVariable(v, strength: .strong)
        for value in [3.0, -12.5, 1e6, 0] {
            try solver.suggestValue(value, for: v)
            #expect(solver[v] == value)
        }
    }

    @Test("a suggestion loses against a required bound and wins against a weak wish")
    func strengthMatters() throws {
        let solver = Solver()
        let (v, w) = (solver.makeVariable("v"), solver.makeVariable("w"))
        try solver.add([v <= 100, w == v + 10, (v == 50).with(.weak)])
        try solver.addEditVariable(v, strength: .strong)
        try solver.suggestValue(80, for: v)
        #expect(solver[v] == 80 && solver[w] == 90)
        try solver.suggestValue(150, for: v)
        #expect(solver[v] == 100 && solver[w] == 110)
    }

    @Test("removing the edit variable hands the variable back to the other constraints")
    func removeHandsBack() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.add((v == 5).with(.medium))
        try solver.addEditVariable(v, strength: .strong)
        try solver.suggestValue(10, for: v)
        #expect(solver[v] == 10)
        try solver.removeEditVariable(v)
        #expect(solver[v] == 5)
    }

    @Test("a weaker edit loses against a stronger wish")
    func weakEdit() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.add((v == 5).with(.medium))
        try solver.addEditVariable(v, strength: .weak)
        try solver.suggestValue(10, for: v)
        #expect(solver[v] == 5)
    }

    @Test("dragging one edge of a box moves its dependents on every step")
    func drag() throws {
        let solver = Solver()
        let (left, width, right) = (solver.makeVariable("left"), solver.makeVariable("width"), solver.makeVariable("right"))
        try solver.add([left == 0, right == left + width, width >= 10, (width == 100).with(.weak)])
        try solver.addEditVariable(right, strength: .strong)
        for k in 1...50 {
            let target = 5.0 * Double(k)
            try solver.suggestValue(target, for: right)
            let expected = max(10, target)
            #expect(solver[right] == expected && solver[width] == expected, "step \(k)")
        }
    }

    @Test("two edit variables are suggested independently")
    func twoEdits() throws {
        let solver = Solver()
        let (x, y, sum) = (solver.makeVariable("x"), solver.makeVariable("y"), solver.makeVariable("sum"))
        try solver.add(sum == x + y)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(3, for: x)
        try solver.suggestValue(4, for: y)
        #expect((solver[x], solver[y], solver[sum]) == (3, 4, 7))
        try solver.suggestValue(10, for: x)
        #expect((solver[x], solver[y], solver[sum]) == (10, 4, 14))
    }

    @Test("suggestions follow the reference optimum on a small system")
    func matchesReference() throws {
        let solver = Solver()
        let (a, b, c) = (solver.makeVariable("a"), solver.makeVariable("b"), solver.makeVariable("c"))
        try solver.add([a + b <= 30, c == a - b, (b == 12).with(.medium), a >= -5])
        try solver.addEditVariable(a, strength: .strong)
        try solver.addEditVariable(c, strength: .weak)
        for (k, (va, vc)) in [(10.0, 0.0), (25, 40), (-20, 3), (18, 18)].enumerated() {
            try solver.suggestValue(va, for: a)
            try solver.suggestValue(vc, for: c)
            let problems = SolverChecks.requiredHold(in: solver)
                + SolverChecks.optimal(solver, edits: [(a, va, .strong), (c, vc, .weak)])
            #expect(problems.isEmpty, "step \(k): \(problems)")
        }
    }

    @Test("an edit variable removed before anything is read leaves no trace")
    func addThenRemove() throws {
        let solver = Solver()
        let (v, w) = (solver.makeVariable("v"), solver.makeVariable("w"))
        try solver.add([(v == 5).with(.weak), w == v + 1])
        let before = SolverSnapshot(solver, variables: [v, w])
        try solver.addEditVariable(v, strength: .strong)
        try solver.suggestValue(9, for: v)
        try solver.removeEditVariable(v)
        #expect(SolverSnapshot(solver, variables: [v, w]) == before)
        #expect(solver[v] == 5 && solver[w] == 6)
    }

    @Test("a suggestion loses against a required equality on its variable")
    func againstRequiredEquality() throws {
        let solver = Solver()
        let v = solver.makeVariable("v")
        try solver.add(v == 5)
        try solver.addEditVariable(v, strength: .strong)
        try solver.suggestValue(10, for: v)
        #expect(solver[v] == 5)
        try solver.add(v <= 5)
        #expect(solver[v] == 5)
    }

    @Test("constraints added after a suggestion see it, and a failing add keeps it")
    func suggestionThenConstraints() throws {
        let solver = Solver()
        let (v, w) = (solver.makeVariable("v"), solver.makeVariable("w"))
        try solver.addEditVariable(v, strength: .strong)
        try solver.suggestValue(30, for: v)
        try solver.add([w == 2 * v, w <= 100])
        #expect(solver[v] == 30 && solver[w] == 60)
        let before = SolverSnapshot(solver, variables: [v, w])
        #expect(capturedError { try solver.add(w >= 200) }?.kind == .unsatisfiable)
        #expect(SolverSnapshot(solver, variables: [v, w]) == before)
        try solver.suggestValue(80, for: v)
        #expect(solver[v] == 50 && solver[w] == 100)
    }

    @Test("suggesting twice before reading keeps the last suggestion")
    func lastSuggestionWins() throws {
        let solver = Solver()
        let (v, w) = (solver.makeVariable("v"), solver.makeVariable("w"))
        try solver.add(w == v + 1)
        try solver.addEditVariable(v, strength: .medium)
        try solver.suggestValue(3, for: v)
        try solver.suggestValue(4, for: v)
        #expect(solver[w] == 5 && solver[v] == 4)
    }

    @Test("the edit variables' constraint list, undetermined variables and dump agree after lazy installs")
    func queriesAfterEdits() throws {
        let solver = Solver()
        let (v, w) = (solver.makeVariable("v"), solver.makeVariable("w"))
        try solver.add(w == v + 1)
        try solver.addEditVariable(v, strength: .weak)
        #expect(solver.constraints.count == 1)
        #expect(solver.undeterminedVariables().isEmpty)
        #expect(solver.debugDescription.contains("edit"))
    }
}

/// Several suggestions at once, taken back bit for bit when the caller
/// rejects the result.
@Suite("Suggestions kept only if accepted")
struct SuggestionsKeepingIfTests {
    func bits(_ solver: Solver, _ variables: [Variable]) -> [UInt64] { variables.map { solver[$0].bitPattern } }

    @Test("rejected suggestions on two components leave every value bit for bit, and accepted ones stay", arguments: propertySeeds(40))
    func takenBack(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 90_000 + seed)
        let system = SystemGenerator(rows: 4...10).feasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        // Two edit variables (often in different components), suggested and rejected.
        let edited = Array(variables.prefix(2))
        for v in edited { try solver.addEditVariable(v, strength: .strong) }
        try solver.suggestValues(edited.map { ($0, 3) })
        let before = bits(solver, variables)
        let described = solver.debugDescription
        let targets = edited.map { _ in Double(Int.random(in: -40...40, using: &rng)) }
        let kept = try solver.suggestValues(Array(zip(edited, targets))) { _ in false }
        #expect(!kept)
        #expect(bits(solver, variables) == before, "\(system)")
        #expect(solver.debugDescription == described)
        // Accepted: the same as one suggestion at a time, and optimal.
        #expect(try solver.suggestValues(Array(zip(edited, targets))))
        let problems = SolverChecks.requiredHold(in: solver)
            + SolverChecks.optimal(solver, edits: zip(edited, targets).map { ($0.0, $0.1, Strength.strong) })
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("a bad suggestion anywhere in the list changes nothing")
    func validatedFirst() throws {
        let solver = Solver()
        let (a, b) = (solver.makeVariable("a"), solver.makeVariable("b"))
        try solver.addEditVariable(a, strength: .strong)
        try solver.suggestValue(5, for: a)
        #expect(throws: SolverError.self) { try solver.suggestValues([(a, 7), (b, 1)]) }
        #expect(throws: SolverError.self) { try solver.suggestValues([(a, 7), (a, .nan)]) }
        #expect(solver[a] == 5)
    }

    @Test("a suggestion that moves part of a component leaves every value of it current")
    func partOfAComponent() throws {
        let solver = Solver()
        let e = solver.makeVariable("e"), z = solver.makeVariable("z")
        let xs = (0..<20).map { solver.makeVariable("x\($0)") }
        // x0 == e, x(i) == x(i-1) + 1; z == 7 and z <= x0 + 1000 tie z to the
        // chain's component without moving it when e does.
        var constraints = [xs[0] == e, z == 7, z <= xs[0] + 1000]
        for i in 1..<xs.count { constraints.append(xs[i] == xs[i - 1] + 1) }
        try solver.add(constraints)
        try solver.addEditVariable(e, strength: .strong)
        try solver.suggestValues([(e, 10)])
        try solver.suggestValues([(e, 30.5)])
        // x(i) = 30.5 + i; z stays 7.
        for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == 30.5 + Double(i)) }
        #expect(solver.value(of: z) == 7 && solver.value(of: e) == 30.5)
    }
}

