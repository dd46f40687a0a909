import ArrangeSolver
import Testing
import TestSupport

/// Coefficients binary cannot represent (0.1, 1/3), large and small ones side
/// by side, large coordinates, and long incremental histories checked against
/// a from-scratch solve.
@Suite("Numerical stress")
struct NumericalStressTests {
    static let awkward = SystemGenerator(coefficients: SystemGenerator.awkwardCoefficients, fractionalWitness: true)

    @Test("systems with awkward coefficients hold and reach the reference optimum", arguments: propertySeeds(200))
    func awkwardCoefficients(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 60_000 + seed)
        let system = Self.awkward.feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        for c in constraints { try solver.add(c) }
        let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("large coordinates (up to ±5000) keep required constraints within the scaled tolerance", arguments: propertySeeds(100))
    func largeCoordinates(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 70_000 + seed)
        let generator = SystemGenerator(variables: 3...8, rows: 4...12, coefficients: SystemGenerator.awkwardCoefficients,
                                        witnessRange: -5000...5000, fractionalWitness: true)
        let system = generator.feasible(using: &rng)
        let solver = Solver()
        let (_, constraints) = system.instantiate(in: solver)
        try solver.add(constraints)
        let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
    }

    @Test("awkward infeasible systems are refused with a minimal core", arguments: propertySeeds(100))
    func awkwardCores(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 80_000 + seed)
        let system = Self.awkward.infeasible(using: &rng)
        let solver = Solver()
        let (variables, constraints) = system.instantiate(in: solver)
        try solver.add(Array(constraints.dropLast()))
        let bad = constraints.last!
        let before = SolverSnapshot(solver, variables: variables, probing: [bad])
        guard case let .unsatisfiable(constraint, core)? = capturedError({ try solver.add(bad) }) else {
            Issue.record("expected unsatisfiable:\n\(system)")
            return
        }
        #expect(constraint === bad)
        let problems = SolverChecks.conflictIsMinimal(constraint: bad, conflicts: core, in: solver)
        #expect(problems.isEmpty, "\(problems)\n\(system)")
        #expect(SolverSnapshot(solver, variables: variables, probing: [bad]) == before)
    }

    @Test("a long incremental history on 30 variables matches a from-scratch solve", arguments: propertySeeds(8))
    func longHistory(seed: UInt64) throws {
        try history(seed: seed)
    }

    @Test("a long incremental history keeps required rows within 1e-9 after a batch lands on a degenerate group (seed 57, from a soak run)",
          .disabled("known solver limit: at step 236 the simplex method pivots through an ill-conditioned basis (coefficients 1/3, 0.01 and 12; Σ|ρ·rhs| ≈ 7e9) and required rows end up to 6.7e-7 short (6e-9 of their size, above the 1e-9 scaled tolerance); one refinement of the values against the residual does not bring them within it"))
    func longHistorySeed57() throws {
        try history(seed: 57)
    }

    @Test("a degenerate feasible system (tight inequalities, coefficients 0.01 to 12) is accepted")
    func degenerateFeasible() throws {
        // Found by longHistory(seed: 3) and shrunk to a 1-minimal failing set:
        // every row holds at the integer point below (four of them tightly),
        // yet a fresh solver refused the batch (at the last row). With v2 = 17
        // the equalities fix v0, v1, v3 = 6, −6, −17; then v19 = 16 through a
        // 0.01 coefficient (errors in v3 grow 1200×), and the tight rows
        // squeeze v18 to exactly 5 from both sides (v18 ≥ 5 via 0.01·v18,
        // v18 ≤ 5 via row 9). Rounding of about 1e-11 makes that single point
        // look empty; within the primal tolerance it is feasible (the dense
        // reference agrees), so the batch must be accepted. Dropping any one
        // row, or adding the rows one by one, was accepted; refused at main
        // 3682905, fixed by 6f84913.
        let solver = Solver()
        let v = (0..<26).map { solver.makeVariable("v\($0)") }
        let witness: [Int: Double] = [0: 6, 1: -6, 2: 17, 3: -17, 18: 5, 19: 16, 21: 19, 22: -17, 25: 9]
        let rows = Self.degenerateRows(v)
        #expect(requiredViolations(rows, values: { witness[$0.id] ?? 0 }).isEmpty)
        guard case .optimal = ReferenceSolver.solve(rows) else {
            Issue.record("the reference should find these rows feasible")
            return
        }
        let error = capturedError { try solver.add(rows) }
        #expect(error == nil, "\(error.map { "\($0)" } ?? "")")
        #expect(SolverChecks.requiredHold(in: solver).isEmpty)
        let oneByOne = Solver()
        _ = (0..<26).map { oneByOne.makeVariable("v\($0)") }
        #expect(capturedError { for r in rows { try oneByOne.add(r) } } == nil)
    }

    func history(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 90_000 + seed)
        let generator = SystemGenerator(maxTerms: 3, coefficients: seed % 2 == 0 ? SystemGenerator.integerCoefficients : SystemGenerator.awkwardCoefficients)
        let solver = Solver()
        let n = 30
        let variables = (0..<n).map { solver.makeVariable("x\($0)") }
        let witness = generator.witness(count: n, using: &rng)
        var installed: [Constraint] = []
        var edits: [(Variable, value: Double, strength: Strength)] = []
        // Rows stay mostly inside groups of 6 variables, so components form, merge and split.
        func row() -> Constraint {
            let group = Int.random(in: 0..<(n / 6), using: &rng) * 6
            let local = Array(witness[group..<(group + 6)])
            var r = Bool.random(using: &rng) ? generator.requiredRow(at: local, using: &rng) : generator.softRow(variableCount: 6, using: &rng)
            r.terms = r.terms.map { SystemSpec.IndexedTerm($0.variable + group, $0.coefficient) }
            if Int.random(in: 0..<8, using: &rng) == 0, let other = (0..<n).randomElement(using: &rng) {
                let coefficient = generator.coefficients.randomElement(using: &rng)!
                r.terms.append(SystemSpec.IndexedTerm(other, coefficient))
                if r.strength.isRequired { r.constant -= coefficient * witness[other] }
            }
            return r.constraint(over: variables)
        }
        var log: [String] = []
        for step in 0..<400 {
            var op = ""
            let error = capturedError {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    let c = row()
                    op = "add \(c)"
                    try solver.add(c)
                    installed.append(c)
                case 4:
                    let batch = (0..<Int.random(in: 2...6, using: &rng)).map { _ in row() }
                    op = "add batch \(batch)"
                    try solver.add(batch)
                    installed += batch
                case 5, 6:
                    guard !installed.isEmpty else { return }
                    let c = installed.remove(at: Int.random(in: 0..<installed.count, using: &rng))
                    op = "remove \(c)"
                    try solver.remove(c)
                case 7:
                    let v = variables.randomElement(using: &rng)!
                    if let i = edits.firstIndex(where: { $0.0 == v }) {
                        op = "end edit \(v)"
                        try solver.removeEditVariable(v)
                        edits.remove(at: i)
                    } else {
                        let strength = [Strength.strong, .medium].randomElement(using: &rng)!
                        op = "edit \(v) at \(strength)"
                        try solver.addEditVariable(v, strength: strength)
                        edits.append((v, 0, strength))
                    }
                default:
                    guard let i = edits.indices.randomElement(using: &rng) else { return }
                    let value = Double(Int.random(in: -400...400, using: &rng)) / 4
                    op = "suggest \(value) for \(edits[i].0)"
                    try solver.suggestValue(value, for: edits[i].0)
                    edits[i].value = value
                }
            }
            log.append("step \(step): \(op)")
            if let error {
                // Does a fresh solver, given the same installed constraints and
                // edits, accept the call that failed? (Tells history bugs from
                // bugs of the final system.)
                let fresh = Solver()
                for _ in 0..<n { _ = fresh.makeVariable() }
                let replay = capturedError {
                    try fresh.add(installed)
                    for (v, value, strength) in edits {
                        try fresh.addEditVariable(v, strength: strength)
                        try fresh.suggestValue(value, for: v)
                    }
                    if case let .unsatisfiable(c, _) = error { try fresh.add(c) }
                }
                let witnessHolds = requiredViolations(installed, values: { witness[$0.id] }, tolerance: 1e-9)
                log.append("the witness breaks \(witnessHolds.count) installed required constraints")
                if case .infeasible = ReferenceSolver.solve(installed.filter(\.strength.isRequired)) { log.append("the reference finds the installed required constraints infeasible") }
                log.append("replayed in a fresh solver: \(replay.map { "\($0)" } ?? "accepted")")
                Issue.record("step \(step) failed: \(error)\nlast steps:\n\(log.suffix(6).joined(separator: "\n"))")
                return
            }
            let held = SolverChecks.requiredHold(in: solver)
            #expect(held.isEmpty, "step \(step): \(held)\nlast steps:\n\(log.suffix(4).joined(separator: "\n"))")
            if step % 25 == 24 {
                // The incremental optimum must cost what a fresh solve of the same problem costs.
                let fresh = Solver()
                for _ in 0..<n { _ = fresh.makeVariable() }
                let editConstraints = edits.map { Constraint(Expression($0.0), .equal, Expression($0.value), strength: $0.strength) }
                try fresh.add(installed + editConstraints)
                let all = installed + editConstraints
                let ours = weightedError(all, values: { solver[$0] })
                let theirs = weightedError(all, values: { fresh[$0] })
                let allowance = roundingAllowance(all, values: { solver[$0] })
                #expect(objectivesAgree(ours, theirs, relative: 1e-7, absolute: 1e-6 + allowance), "step \(step): incremental \(ours), from scratch \(theirs)")
            }
        }
        try solver.remove(installed)
        for (v, _, _) in edits { try solver.removeEditVariable(v) }
        #expect(solver.constraints.isEmpty)
        #expect(variables.allSatisfy { solver[$0] == 0 })
    }

    /// The rows of ``degenerateFeasible()``; `squeeze` moves the bound on v21
    /// down (a positive value makes the system infeasible).
    static func degenerateRows(_ v: [Variable], squeeze: Double = 0) -> [Constraint] {
        [
            v[0] + 0.01 * v[1] + v[3] + 11.059999999999999 == 0,
            0.1 * v[18] + 0.1 * v[25] - 3.4 <= 0,
            0.01 * v[18] + v[19] + v[21] - 35.05 >= 0,
            0.25 * v[1] - 7 * v[3] - 117.5 == 0,
            v[3] + 17 <= 0,
            12 * v[3] + 0.01 * v[19] + 203.84 == 0,
            0.25 * v[18] + 0.1 * v[22] + 0.4500000000000002 == 0,
            -0.3 * v[0] - 7 * v[1] + v[2] - 57.2 == 0,
            12 * v[3] + 12 * v[22] + 408 >= 0,
            1.5 * v[21] - 28.5 + squeeze <= 0,
            -0.3 * v[2] + 5.1 == 0,
        ]
    }

    @Test("the same system squeezed 0.01 past its single point is refused, batch or one by one")
    func degenerateInfeasible() {
        // v21 ≤ 19 − 0.0067 forces v18 ≥ 5.67 against v18 ≤ 5. The cheapest
        // way to close that gap breaks the row 12·v3 + 0.01·v19 + 203.84 == 0
        // by about 7e-5 (v19 amplifies it 100×): 3e-7 of its size, far beyond
        // rounding. (A squeeze of 1e-5 would leave a residual of 3e-10 of the
        // row's size, within tolerance: accepting that would be fine too.)
        for batch in [true, false] {
            let solver = Solver()
            let v = (0..<26).map { solver.makeVariable("v\($0)") }
            let rows = Self.degenerateRows(v, squeeze: 0.01)
            if case .optimal = ReferenceSolver.solve(rows) { Issue.record("the reference should find these rows infeasible") }
            let error = capturedError { if batch { try solver.add(rows) } else { for r in rows { try solver.add(r) } } }
            #expect(error?.kind == .unsatisfiable, "batch \(batch): \(String(describing: error))")
        }
    }
}
