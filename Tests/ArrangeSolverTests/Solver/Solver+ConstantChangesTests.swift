import ArrangeSolver
import Testing
import TestSupport

@Suite("Changing an installed constraint's constant in place")
struct SolverConstantsTests {
    /// left == 0, width == 100, right == left + width, gap: next == right + 8.
    func chain() throws -> (Solver, [Variable], gap: Constraint) {
        let solver = Solver()
        let (left, width, right, next) = (solver.makeVariable("left"), solver.makeVariable("width"), solver.makeVariable("right"), solver.makeVariable("next"))
        let gap: Constraint = next == right + 8
        try solver.add([left == 0, width == 100, right == left + width, gap])
        return (solver, [left, width, right, next], gap)
    }

    @Test("setConstant moves the values and installs the new version in the old one's place")
    func moves() throws {
        let (solver, v, gap) = try chain()
        #expect(solver[v[3]] == 108)
        let before = solver.constraints
        let new = try solver.setConstant(-20, of: gap)
        #expect(solver[v[3]] == 120)
        #expect(new.expression.terms == gap.expression.terms && new.expression.constant == -20)
        #expect(!solver.contains(gap) && solver.contains(new))
        #expect(solver.constraints.map(ObjectIdentifier.init) == before.map { $0 === gap ? ObjectIdentifier(new) : ObjectIdentifier($0) })
        #expect(SolverChecks.requiredHold(in: solver).isEmpty)
    }

    @Test("a non-required constant moves the optimum it pulls towards")
    func soft() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let wish = (x == 50).with(.weak)
        try solver.add([x >= 10, x <= 100, wish])
        let moved = try solver.setConstant(-80, of: wish)
        #expect(solver[x] == 80)
        try solver.setConstant(-300, of: moved)
        #expect(solver[x] == 100)
        #expect(SolverChecks.optimal(solver).isEmpty)
    }

    @Test("a required constant that cannot hold throws the conflict and changes nothing, bit for bit")
    func conflict() throws {
        let solver = Solver()
        let (x, y) = (solver.makeVariable("x"), solver.makeVariable("y"))
        let cap: Constraint = x <= 100
        let link: Constraint = y == x + 10
        let floor: Constraint = y >= 50
        try solver.add([cap, link, floor, (x == 70).with(.weak)])
        let before = SolverSnapshot(solver, variables: [x, y], probing: [cap, link, floor])
        let error = capturedError { try solver.setConstant(-30, of: cap) }
        guard case let .unsatisfiable(constraint, conflicts)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(constraint.expression.constant == -30 && constraint.expression.terms == cap.expression.terms)
        #expect(Set(conflicts.map(ObjectIdentifier.init)) == [ObjectIdentifier(link), ObjectIdentifier(floor)])
        #expect(SolverSnapshot(solver, variables: [x, y], probing: [cap, link, floor]) == before)
        #expect(solver.contains(cap))
    }

    @Test("unknown constraints, edit constraints and non-finite constants are refused")
    func refused() throws {
        let (solver, v, gap) = try chain()
        let stranger: Constraint = v[0] == 3
        #expect(capturedError { try solver.setConstant(1, of: stranger) }?.kind == .unknownConstraint)
        #expect(capturedError { try solver.setConstant(.nan, of: gap) }?.kind == .nonFinite)
        try solver.addEditVariable(v[3], strength: .strong)
        let other: Constraint = v[3] == 0
        #expect(capturedError { try solver.setConstant(1, of: other) }?.kind == .unknownConstraint)
        #expect(solver.contains(gap))
    }

    @Test("replaceConstants changes several rows atomically and falls back to a replacement for other changes")
    func batch() throws {
        let (solver, v, gap) = try chain()
        let width = solver.constraints[1]
        try solver.replaceConstants([gap, width], with: [gap.withConstant(-10), width.withConstant(-50)])
        #expect(solver[v[3]] == 60)
        let current = solver.constraints
        let different: Constraint = v[3] == v[2] + v[1]
        try solver.replaceConstants([current[3]], with: [different])
        #expect(solver[v[3]] == 100)
        #expect(solver.constraints.last === different)
    }

    @Test("keepingIf false takes a constant change back bit for bit")
    func keepingIf() throws {
        let (solver, v, gap) = try chain()
        let before = SolverSnapshot(solver, variables: v, probing: [gap])
        var seen = 0.0
        let kept = try solver.replaceConstants([gap], with: [gap.withConstant(-30)]) { s in
            seen = s[v[3]]
            return false
        }
        #expect(!kept && seen == 130)
        #expect(SolverSnapshot(solver, variables: v, probing: [gap]) == before)
        #expect(try solver.replaceConstants([gap], with: [gap.withConstant(-30)]) { _ in true })
        #expect(solver[v[3]] == 130)
    }

    @Test("a constant change after an edit suggestion keeps the edit", arguments: [true, false])
    func withEdits(suggestFirst: Bool) throws {
        let solver = Solver()
        let (w, x) = (solver.makeVariable("w"), solver.makeVariable("x"))
        let half: Constraint = x == w * 0.5 + 4
        try solver.add([half, x >= 0])
        try solver.addEditVariable(w, strength: .strong)
        if suggestFirst { try solver.suggestValue(200, for: w) }
        try solver.setConstant(-10, of: half)
        #expect(solver[x] == (suggestFirst ? 110 : 10))
    }

    /// Random systems and random constant changes, checked against the
    /// reference after every change: a change succeeds exactly when the
    /// required part stays feasible; then the values are optimal; otherwise
    /// the solver is bit for bit as it was and the conflict is minimal.
    @Test("random constant changes keep the solver optimal, or change nothing", arguments: propertySeeds(150))
    func random(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 41_000 + seed)
        let generator = SystemGenerator(variables: 2...6, rows: 3...9, maxTerms: 3, coefficients: SystemGenerator.integerCoefficients)
        let spec = generator.feasible(using: &rng)
        let solver = Solver()
        let variables = (0..<spec.variableCount).map { solver.makeVariable("x\($0)") }
        var installed = spec.rows.map { $0.constraint(over: variables) }
        try solver.add(installed)
        var edits: [(Variable, value: Double, strength: Strength)] = []
        if Bool.random(using: &rng) {
            let v = variables.randomElement(using: &rng)!
            try solver.addEditVariable(v, strength: .medium)
            let value = Double(Int.random(in: -20...20, using: &rng))
            try solver.suggestValue(value, for: v)
            edits.append((v, value, .medium))
        }
        for step in 0..<25 {
            let count = Int.random(in: 1...2, using: &rng)
            let picked = Array(installed.indices.shuffled(using: &rng).prefix(count))
            let old = picked.map { installed[$0] }
            let new = old.map { $0.withConstant(Double(Int.random(in: -40...40, using: &rng)) / 2) }
            var next = installed
            for (k, n) in zip(picked, new) { next[k] = n }
            let feasible: Bool
            if case .infeasible = ReferenceSolver.solve(next.filter(\.strength.isRequired)) { feasible = false } else { feasible = true }
            let before = SolverSnapshot(solver, variables: variables, probing: old + new)
            let error = capturedError { try solver.replaceConstants(old, with: new) }
            if let error {
                #expect(!feasible, "seed \(seed) step \(step): refused a feasible change: \(error)")
                #expect(SolverSnapshot(solver, variables: variables, probing: old + new) == before, "seed \(seed) step \(step): a failed change changed the solver")
                if case let .unsatisfiable(constraint, conflicts) = error {
                    #expect(new.contains { $0 === constraint } || conflicts.isEmpty == false)
                    // Members are installed constraints or new versions; check minimality against the would-be system.
                    let probe = Solver()
                    for _ in 0..<solver.variableCount { _ = probe.makeVariable() }
                    let members = conflicts + [constraint]
                    #expect(capturedError { try probe.add(members) }?.kind == .unsatisfiable, "seed \(seed) step \(step): the conflict is feasible")
                    for dropped in members.indices {
                        let rest = members.enumerated().filter { $0.offset != dropped }.map(\.element)
                        let fresh = Solver()
                        for _ in 0..<solver.variableCount { _ = fresh.makeVariable() }
                        #expect(capturedError { try fresh.add(rest) } == nil, "seed \(seed) step \(step): the conflict is not minimal")
                    }
                } else {
                    Issue.record("seed \(seed) step \(step): unexpected error \(error)")
                }
                continue
            }
            #expect(feasible, "seed \(seed) step \(step): accepted an infeasible change")
            installed = next
            #expect(solver.constraints.map(ObjectIdentifier.init) == installed.map(ObjectIdentifier.init))
            let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver, edits: edits)
            #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
        }
    }
}
