import ArrangeSolver
import Testing
import TestSupport

@Suite("ResolvableSystemGenerator")
struct ResolvableSystemGeneratorTests {
    let generator = ResolvableSystemGenerator()

    @Test("a resolvable system's required rows hold at its witness", arguments: 0..<50)
    func witnessHolds(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let (system, _) = generator.system(using: &rng)
        let witness = try #require(system.witness)
        #expect(witness.count == system.variableCount && (3...7).contains(system.variableCount))
        for row in system.requiredRows {
            let value = row.evaluate(at: witness)
            switch row.relation {
            case .equal: #expect(value == 0, "\(row)")
            case .lessThanOrEqual: #expect(value <= 0, "\(row)")
            case .greaterThanOrEqual: #expect(value >= 0, "\(row)")
            }
        }
    }

    @Test("the batches cut the rows into consecutive, non-empty ranges that cover them all, at most three", arguments: 0..<50)
    func batchesCoverTheRows(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let (system, batches) = generator.system(using: &rng)
        #expect(!batches.isEmpty && batches.count <= 3)
        #expect(batches.first?.lowerBound == 0 && batches.last?.upperBound == system.rows.count)
        for (a, b) in zip(batches, batches.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        #expect(batches.allSatisfy { !$0.isEmpty })
    }

    @Test("every variable is in a row that fixes it: an equality, or a pair of bounds at the same value", arguments: [0, 0.5])
    func everyVariableHasAFixer(cycleShare: Double) {
        for seed in UInt64(0)..<50 {
            var rng = SeededGenerator(seed: seed)
            let (system, _) = ResolvableSystemGenerator(cycleShare: cycleShare).system(using: &rng)
            let witness = system.witness!
            for v in 0..<system.variableCount {
                // A fixer holds at the witness exactly, with v's coefficient 1.
                let fixers = system.rows.filter { row in
                    row.strength.weight > 0 && row.terms.contains { $0.variable == v && $0.coefficient == 1 } && row.evaluate(at: witness) == 0
                }
                let fixed = fixers.contains { $0.relation == .equal }
                    || (fixers.contains { $0.relation == .lessThanOrEqual } && fixers.contains { $0.relation == .greaterThanOrEqual })
                #expect(fixed, "seed \(seed): x\(v) has no fixer\n\(system)")
            }
        }
    }

    @Test("with cycles, some pairs of variables are fixed only by two required equalities together")
    func cycles() {
        var pairs = 0
        for seed in UInt64(0)..<50 {
            var rng = SeededGenerator(seed: seed)
            let (system, _) = ResolvableSystemGenerator(cycleShare: 0.5).system(using: &rng)
            // x_i + x_(i+1) == s: the row that closes a cycle.
            pairs += system.rows.filter { row in
                row.strength.isRequired && row.relation == .equal && row.terms.count == 2
                    && row.terms.allSatisfy { $0.coefficient == 1 } && row.terms[1].variable == row.terms[0].variable + 1
            }.count
        }
        #expect(pairs >= 25)
    }

    @Test("the same seed generates the same system and batches")
    func deterministic() {
        var a = SeededGenerator(seed: 7), b = SeededGenerator(seed: 7)
        let (first, firstBatches) = generator.system(using: &a), (second, secondBatches) = generator.system(using: &b)
        #expect(first.rows == second.rows && first.variableCount == second.variableCount && firstBatches == secondBatches)
    }
}
