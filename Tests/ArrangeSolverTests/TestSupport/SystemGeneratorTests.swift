import ArrangeSolver
import Testing
import TestSupport

@Suite("SystemGenerator")
struct SystemGeneratorTests {
    let generator = SystemGenerator()

    @Test("a feasible system's required rows hold at its witness", arguments: 0..<50)
    func witnessHolds(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let system = generator.feasible(using: &rng)
        let witness = try #require(system.witness)
        #expect(system.rows.count >= 2 && system.rows.count <= 10)
        for row in system.requiredRows {
            let value = row.evaluate(at: witness)
            switch row.relation {
            case .equal: #expect(value == 0, "\(row)")
            case .lessThanOrEqual: #expect(value <= 0, "\(row)")
            case .greaterThanOrEqual: #expect(value >= 0, "\(row)")
            }
        }
    }

    @Test("an infeasible system's required part is infeasible for the reference, and feasible without its last row", arguments: 0..<50)
    func infeasible(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let system = generator.infeasible(using: &rng)
        let (_, constraints) = system.instantiate(in: Solver())
        guard case .infeasible = ReferenceSolver.solve(constraints) else {
            Issue.record("expected infeasible:\n\(system)")
            return
        }
        guard case .optimal = ReferenceSolver.solve(Array(constraints.dropLast())) else {
            Issue.record("expected feasible without the contradiction:\n\(system)")
            return
        }
    }

    @Test("the same seed generates the same system")
    func deterministic() {
        var a = SeededGenerator(seed: 99), b = SeededGenerator(seed: 99)
        #expect(generator.feasible(using: &a).rows == generator.feasible(using: &b).rows)
        #expect(generator.infeasible(using: &a).rows == generator.infeasible(using: &b).rows)
    }

    @Test("systems mix relations and strengths across seeds")
    func mixes() {
        var rng = SeededGenerator(seed: 1)
        let rows = (0..<40).flatMap { _ in generator.feasible(using: &rng).rows }
        #expect(Set(rows.map(\.relation)) == Set(Relation.allCases))
        #expect(rows.contains { $0.strength.isRequired })
        for strength in [Strength.strong, .medium, .weak] {
            #expect(rows.contains { $0.strength == strength })
        }
    }

    @Test("instantiating makes one named variable per index and one constraint per row")
    func instantiates() {
        var rng = SeededGenerator(seed: 3)
        let system = generator.feasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        #expect(variables.count == system.variableCount)
        #expect(solver.name(of: variables[0]) == "x0")
        #expect(constraints.count == system.rows.count)
        #expect(constraints.map(\.strength) == system.rows.map(\.strength))
    }
}
