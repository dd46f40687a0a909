@testable import ArrangeSolver
import Testing
import TestSupport

/// Random systems given to a solver in its direct mode and to one on the
/// general path (``Tuning/directResolution`` off), call by call: the same
/// outcome every call (success, or the same error), the required rows
/// holding, the reference optimum reached, and the same values (to 1e-9)
/// for every variable the dense reference finds unique. A solver that
/// stayed direct claims a unique optimum: the reference must agree, and
/// its values must be the reference's. Each test prints how many systems
/// stayed direct.
@Suite("Random systems both ways: direct and general")
struct DirectResolutionPropertyTests {
    /// What one family of systems did, summed over its seeds.
    struct Tally {
        var systems = 0, direct = 0, failedCalls = 0, compared = 0
    }

    /// Adds each batch of `system` to both solvers of a fresh twin, one
    /// call per batch, comparing each call's outcome; then, with
    /// `change`, sets a new constant for one row both ways. Returns the
    /// problems found.
    static func check(_ system: SystemSpec, batches: [Range<Int>], change: (row: Int, delta: Double)?, tally: inout Tally) -> [String] {
        let twin = DirectTwin()
        let variables = (0..<system.variableCount).map { twin.variable("x\($0)") }
        var constraints = system.rows.map { $0.constraint(over: variables) }
        var problems: [String] = []
        func compare(_ call: String, _ body: (Solver) throws -> Void) {
            let (a, b) = twin.both(body)
            if a?.description != b?.description {
                problems.append("\(call): \(a.map { "\($0)" } ?? "success") directly, \(b.map { "\($0)" } ?? "success") generally")
            }
            if a != nil { tally.failedCalls += 1 }
        }
        for range in batches { compare("batch \(range)") { try $0.add(Array(constraints[range])) } }
        if let change, twin.direct.contains(constraints[change.row]) {
            let old = constraints[change.row], new = old.withConstant(old.expression.constant + change.delta)
            compare("constant of row \(change.row) moved by \(change.delta)") { try $0.replaceConstants([old], with: [new]) }
            if twin.direct.contains(new) { constraints[change.row] = new }
        }
        problems += compareValues(twin, variables)
        tally.systems += 1
        if twin.direct.isDirect { tally.direct += 1 }
        return problems
    }

    /// Both solvers against the dense reference, and against each other
    /// where the reference says a variable's optimal value is unique.
    static func compareValues(_ twin: DirectTwin, _ variables: [Variable]) -> [String] {
        var problems = SolverChecks.requiredHold(in: twin.direct).map { "directly: \($0)" }
            + SolverChecks.requiredHold(in: twin.general).map { "generally: \($0)" }
            + SolverChecks.optimal(twin.direct).map { "directly: \($0)" }
            + SolverChecks.optimal(twin.general).map { "generally: \($0)" }
        let installed = twin.direct.constraints
        if twin.direct.undeterminedVariables() != twin.general.undeterminedVariables() {
            problems.append("undetermined: \(twin.direct.undeterminedVariables()) directly, \(twin.general.undeterminedVariables()) generally")
        }
        for v in variables {
            guard let range = ReferenceSolver.optimalRange(of: v, in: installed) else { continue }
            let unique = range.lowerBound.isFinite && range.upperBound - range.lowerBound <= 1e-7 * max(1, abs(range.lowerBound))
            if twin.direct.isDirect && !unique && installed.contains(where: { c in c.expression.terms.contains { $0.variable == v } }) {
                problems.append("\(twin.direct.name(of: v)) stayed direct, yet its optimal values range over \(range)")
            }
            guard unique else { continue }
            let (a, b) = (twin.direct[v], twin.general[v])
            if !(abs(a - b) <= 1e-9 * max(1, abs(a))) {
                problems.append("\(twin.direct.name(of: v)): \(a) directly, \(b) generally (unique: \(range))")
            }
            if twin.direct.isDirect && !(abs(a - range.lowerBound) <= 1e-7 * max(1, abs(a))) {
                problems.append("\(twin.direct.name(of: v)): \(a) directly, the reference's unique optimum is \(range.lowerBound)")
            }
        }
        return problems
    }

    @Test("systems built to resolve (chains, hugging and compression pairs, wishes on several levels, in batches, then a constant changed) agree both ways")
    func resolvableSystems() {
        var tally = Tally()
        for seed in propertySeeds(200) {
            var rng = SeededGenerator(seed: 230_000 + seed)
            let (system, batches) = ResolvableSystemGenerator().system(using: &rng)
            let change = Bool.random(using: &rng)
                ? (row: Int.random(in: 0..<system.rows.count, using: &rng), delta: Double(Int.random(in: -3...3, using: &rng))) : nil
            let problems = Self.check(system, batches: batches, change: change, tally: &tally)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(system)\nbatches \(batches), change \(String(describing: change))")
        }
        print("direct differential, resolvable systems: \(tally.systems) systems, \(tally.direct) stayed direct, \(tally.failedCalls) calls failed both ways")
        // Built to resolve: most must stay direct, or the test compares the general path with itself.
        #expect(tally.direct * 2 >= tally.systems, "only \(tally.direct) of \(tally.systems) stayed direct")
    }

    @Test("systems built to resolve with cycles (pairs fixed only by two required equalities together) agree both ways")
    func resolvableSystemsWithCycles() {
        var tally = Tally()
        for seed in propertySeeds(150) {
            var rng = SeededGenerator(seed: 234_000 + seed)
            let (system, batches) = ResolvableSystemGenerator(cycleShare: 0.4).system(using: &rng)
            let change = Bool.random(using: &rng)
                ? (row: Int.random(in: 0..<system.rows.count, using: &rng), delta: Double(Int.random(in: -3...3, using: &rng))) : nil
            let problems = Self.check(system, batches: batches, change: change, tally: &tally)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(system)\nbatches \(batches), change \(String(describing: change))")
        }
        // How many stay direct depends on whether the resolution closes cycles.
        print("direct differential, resolvable systems with cycles: \(tally.systems) systems, \(tally.direct) stayed direct, \(tally.failedCalls) calls failed both ways")
    }

    @Test("random feasible systems (one batch, or one row per call) agree both ways")
    func randomSystems() {
        var tally = Tally()
        for seed in propertySeeds(150) {
            var rng = SeededGenerator(seed: 231_000 + seed)
            let system = SystemGenerator().feasible(using: &rng)
            let batches = seed % 2 == 0 ? [0..<system.rows.count] : system.rows.indices.map { $0..<$0 + 1 }
            let problems = Self.check(system, batches: batches, change: nil, tally: &tally)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(system)")
        }
        print("direct differential, random systems: \(tally.systems) systems, \(tally.direct) stayed direct, \(tally.failedCalls) calls failed both ways")
    }

    @Test("random systems on strict levels agree both ways")
    func strictLevelSystems() {
        var tally = Tally()
        for seed in propertySeeds(150) {
            var rng = SeededGenerator(seed: 232_000 + seed)
            let levels = Int.random(in: 2...5, using: &rng)
            let generator = SystemGenerator(rows: 3...11, requiredShare: 0.5, strengths: SystemGenerator.strictStrengths(levels: levels, using: &rng))
            let system = generator.feasible(using: &rng)
            let batches = seed % 2 == 0 ? [0..<system.rows.count] : system.rows.indices.map { $0..<$0 + 1 }
            let problems = Self.check(system, batches: batches, change: nil, tally: &tally)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(system)")
        }
        print("direct differential, strict-level systems: \(tally.systems) systems, \(tally.direct) stayed direct, \(tally.failedCalls) calls failed both ways")
    }

    @Test("infeasible systems fail with the same error both ways, and the direct solver keeps what resolved before")
    func infeasibleSystems() {
        var tally = Tally()
        for seed in propertySeeds(100) {
            var rng = SeededGenerator(seed: 233_000 + seed)
            let system = SystemGenerator(requiredShare: 0.7).infeasible(using: &rng)
            // All but the contradiction first, then the contradiction alone.
            let batches = [0..<system.rows.count - 1, system.rows.count - 1..<system.rows.count]
            let problems = Self.check(system, batches: batches, change: nil, tally: &tally)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(system)")
        }
        #expect(tally.failedCalls >= tally.systems)
        print("direct differential, infeasible systems: \(tally.systems) systems, \(tally.direct) stayed direct, \(tally.failedCalls) calls failed both ways")
    }
}
