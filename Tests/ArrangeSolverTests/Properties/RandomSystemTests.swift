import ArrangeSolver
import Testing
import TestSupport

/// Whole random systems: solved in one batch or one by one, they hold their
/// required part and reach the reference optimum; a fully determined system
/// does not care about the order of adding; removing everything empties the
/// solver.
@Suite("Random systems")
struct RandomSystemTests {
    static let seeds: [UInt64] = propertySeeds(250)

    @Test("a random feasible system added as one batch holds and is optimal", arguments: seeds)
    func batch(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let system = SystemGenerator().feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("a random feasible system added one by one holds and is optimal after every add", arguments: seeds)
    func oneByOne(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 10_000 + seed)
        let system = SystemGenerator().feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        let problems = try SolverChecks.optimalAfterEachAdd(constraints, to: solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("a medium random system (up to 14 variables, 24 rows) holds and is optimal", arguments: propertySeeds(60))
    func medium(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 50_000 + seed)
        let system = SystemGenerator(variables: 8...14, rows: 12...24, requiredShare: 0.4).feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        let half = constraints.count / 2
        try solver.add(Array(constraints.prefix(half)))
        try solver.add(Array(constraints.dropFirst(half)))
        let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("adding an infeasible system as one batch fails and installs nothing", arguments: propertySeeds(60))
    func infeasibleBatch(seed: UInt64) {
        var rng = SeededGenerator(seed: 20_000 + seed)
        let system = SystemGenerator().infeasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        let before = SolverSnapshot(solver, variables: variables, probing: constraints)
        let error = capturedError { try solver.add(constraints) }
        #expect(error?.kind == .unsatisfiable, "\(system)")
        #expect(SolverSnapshot(solver, variables: variables, probing: constraints) == before, "\(system)")
    }

    @Test("a fully determined system gives the same values in any order of adding", arguments: propertySeeds(60))
    func orderIndependence(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 30_000 + seed)
        let system = Self.determinedSystem(using: &rng)
        var orders = [Array(system.rows.indices), Array(system.rows.indices.reversed())]
        for _ in 0..<3 { orders.append(system.rows.indices.shuffled(using: &rng)) }
        for (k, order) in orders.enumerated() {
            let solver = Solver()
            let (variables, constraints) = system.instantiate(in: solver)
            if k % 2 == 0 {
                for i in order { try solver.add(constraints[i]) }
            } else {
                try solver.add(order.map { constraints[$0] })
            }
            for (i, v) in variables.enumerated() {
                let expected = system.witness![i]
                #expect(abs(solver[v] - expected) <= 1e-9 * max(1, abs(expected)), "order \(order): x\(i) = \(solver[v]), expected \(expected)\n\(system)")
            }
            #expect(solver.undeterminedVariables().isEmpty, "\(system)")
        }
    }

    @Test("removing every constraint returns to an empty solver with every value 0", arguments: propertySeeds(80))
    func removeEverything(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 40_000 + seed)
        let system = SystemGenerator().feasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        let edit = variables.randomElement(using: &rng)!
        try solver.addEditVariable(edit, strength: .medium)
        try solver.suggestValue(Double(Int.random(in: -50...50, using: &rng)), for: edit)
        var remaining = constraints.shuffled(using: &rng)
        while !remaining.isEmpty {
            let n = min(remaining.count, Int.random(in: 1...3, using: &rng))
            try solver.remove(Array(remaining.prefix(n)))
            remaining.removeFirst(n)
            #expect(SolverChecks.requiredHold(in: solver).isEmpty, "\(system)")
        }
        try solver.removeEditVariable(edit)
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(edit))
        #expect(variables.allSatisfy { solver[$0] == 0 }, "values \(variables.map { solver[$0] })\n\(system)")
        #expect(solver.undeterminedVariables() == variables)
    }

    /// n variables fixed by n required equalities in triangular form (so the
    /// system is non-singular), mixed up by adding earlier rows to later ones,
    /// plus a few redundant equalities and soft rows that cannot move anything.
    static func determinedSystem(using rng: inout SeededGenerator) -> SystemSpec {
        let n = Int.random(in: 2...6, using: &rng)
        let witness = (0..<n).map { _ in Double(Int.random(in: -20...20, using: &rng)) }
        var rows: [SystemSpec.Row] = []
        for i in 0..<n {
            var terms = [SystemSpec.IndexedTerm(i, Double([1, 2, -1, 3].randomElement(using: &rng)!))]
            for j in 0..<i where Bool.random(using: &rng) {
                terms.append(SystemSpec.IndexedTerm(j, Double(Int.random(in: -2...2, using: &rng))))
            }
            let constant = -terms.reduce(0) { $0 + $1.coefficient * witness[$1.variable] }
            rows.append(SystemSpec.Row(terms, constant: constant, .equal, strength: .required))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {  // redundant: a sum of two rows
            let a = rows.randomElement(using: &rng)!, b = rows.randomElement(using: &rng)!
            rows.append(SystemSpec.Row(a.terms + b.terms, constant: a.constant + b.constant, .equal, strength: .required))
        }
        let generator = SystemGenerator()
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            rows.append(generator.softRow(variableCount: n, using: &rng))
        }
        rows.shuffle(using: &rng)
        return SystemSpec(variableCount: n, rows: rows, witness: witness)
    }
}
