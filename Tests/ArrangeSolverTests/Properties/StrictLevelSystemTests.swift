import ArrangeSolver
import Testing
import TestSupport

/// Random systems whose soft rows lie on two to five strict levels: the
/// solver's answer is lexicographically optimal, compared with a dense
/// reference that solves level by level, in one batch, one row at a time,
/// through edits and after removals.
@Suite("Random strict-level systems")
struct StrictLevelSystemTests {
    static let seeds: [UInt64] = propertySeeds(200)

    static func generator(using rng: inout SeededGenerator, rows: ClosedRange<Int> = 3...11) -> SystemGenerator {
        let levels = Int.random(in: 2...5, using: &rng)
        return SystemGenerator(rows: rows, requiredShare: 0.35, strengths: SystemGenerator.strictStrengths(levels: levels, using: &rng))
    }

    @Test("a random strict-level system added as one batch is lexicographically optimal", arguments: seeds)
    func batch(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 70_000 + seed)
        let system = Self.generator(using: &rng).feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("a random strict-level system added one row at a time is optimal after every add", arguments: seeds)
    func oneByOne(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 71_000 + seed)
        let system = Self.generator(using: &rng).feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        let problems = try SolverChecks.optimalAfterEachAdd(constraints, to: solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("removing rows from a strict-level system keeps it optimal", arguments: propertySeeds(100))
    func removals(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 72_000 + seed)
        let system = Self.generator(using: &rng).feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        for c in constraints.shuffled(using: &rng).prefix(constraints.count / 2) {
            try solver.remove(c)
            let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
            #expect(problems.isEmpty, "after removing \(c): \(problems)\n\(system)")
        }
    }

    @Test("edit variables on strict levels reach the lexicographic optimum after each suggestion", arguments: propertySeeds(100))
    func edits(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 73_000 + seed)
        var generator = Self.generator(using: &rng)
        let system = generator.feasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        generator.strengths.shuffle(using: &rng)
        var edits: [(Variable, value: Double, strength: Strength)] = []
        for (n, v) in variables.prefix(2).enumerated() {
            let strength = generator.strengths[n % generator.strengths.count]
            try solver.addEditVariable(v, strength: strength)
            edits.append((v, 0, strength))
        }
        for _ in 0..<4 {
            let n = Int.random(in: 0..<edits.count, using: &rng)
            let value = Double(Int.random(in: -40...40, using: &rng))
            try solver.suggestValue(value, for: edits[n].0)
            edits[n].value = value
            let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver, edits: edits)
            #expect(problems.isEmpty, "\(problems)\n\(system)")
        }
    }
}
