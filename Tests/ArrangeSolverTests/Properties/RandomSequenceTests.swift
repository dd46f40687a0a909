import ArrangeSolver
import Testing
import TestSupport

/// Random sequences of add, batch add, remove, replace, edit and suggest
/// calls on one solver, checked against a model after every step: the
/// call succeeds exactly when the reference finds the required part
/// feasible; after a success the required constraints hold and the values
/// reach the reference optimum; after a failure the solver is bit for bit
/// what it was, and the error is the expected one.
@Suite("Random call sequences")
struct RandomSequenceTests {
    /// What the test believes the solver holds.
    struct Model {
        var installed: [Constraint] = []
        var edits: [(Variable, value: Double, strength: Strength)] = []

        func editIndex(_ v: Variable) -> Int? { edits.firstIndex { $0.0 == v } }

        func feasible(_ constraints: [Constraint]) -> Bool {
            if case .infeasible = ReferenceSolver.solve(constraints.filter(\.strength.isRequired)) { return false }
            return true
        }
    }

    struct Scenario {
        var rng: SeededGenerator
        let generator: SystemGenerator
        let solver = Solver()
        let variables: [Variable]
        let witness: [Double]
        var model = Model()
        var log: [String] = []

        init(seed: UInt64, coefficients: [Double] = SystemGenerator.integerCoefficients) {
            generator = SystemGenerator(variables: 2...6, rows: 1...1, maxTerms: 3, coefficients: coefficients)
            var rng = SeededGenerator(seed: seed)
            let n = Int.random(in: 2...6, using: &rng)
            let solver = self.solver
            variables = (0..<n).map { solver.makeVariable("x\($0)") }
            witness = generator.witness(count: n, using: &rng)
            self.rng = rng
        }

        /// A new row: required through the witness, required anywhere, or soft.
        mutating func randomConstraint() -> Constraint {
            let row: SystemSpec.Row
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: row = generator.requiredRow(at: witness, using: &rng)
            case 4..<6:
                var r = generator.softRow(variableCount: variables.count, using: &rng)
                r.strength = .required
                row = r
            default: row = generator.softRow(variableCount: variables.count, using: &rng)
            }
            return row.constraint(over: variables)
        }

        func snapshot(probing: [Constraint]) -> SolverSnapshot {
            SolverSnapshot(solver, variables: variables, probing: probing)
        }

        /// Performs a call that should succeed exactly when `expectSuccess`,
        /// with `expectedKind` as the error otherwise; updates the model on success.
        mutating func check(_ what: String, probing: [Constraint], expectSuccess: Bool, expectedKind: SolverError.Kind = .unsatisfiable,
                            call: () throws -> Void, onSuccess: (inout Model) -> Void) {
            log.append(what)
            let before = snapshot(probing: probing)
            let error = capturedError(call)
            let trail = log.suffix(8).joined(separator: "\n  ")
            if let error {
                #expect(!expectSuccess, "\(what) failed unexpectedly: \(error)\n  \(trail)")
                #expect(error.kind == expectedKind, "\(what): expected \(expectedKind), got \(error)\n  \(trail)")
                #expect(snapshot(probing: probing) == before, "\(what) failed but changed the solver\n  \(trail)")
                if case let .unsatisfiable(constraint, conflicts) = error {
                    let batch = model.installed  // batches may cite their own earlier members
                    let problems = SolverChecks.conflictIsMinimal(constraint: constraint, conflicts: conflicts, in: solver, batch: batch + probing)
                    #expect(problems.isEmpty, "\(what): \(problems)\n  \(trail)")
                }
                return
            }
            #expect(expectSuccess, "\(what) succeeded, but the reference says it should fail\n  \(trail)")
            onSuccess(&model)
            #expect(solver.constraints.map(ObjectIdentifier.init) == model.installed.map(ObjectIdentifier.init), "\(what): constraint list (installation order)\n  \(trail)")
            let problems = SolverChecks.requiredHold(in: solver) + SolverChecks.optimal(solver, edits: model.edits)
            #expect(problems.isEmpty, "\(what): \(problems)\n  \(trail)")
        }

        mutating func step() {
            let solver = self.solver  // a reference: the closures must not capture `self`
            let room = model.installed.count < 11
            switch Int.random(in: 0..<14, using: &rng) {
            case 0..<4 where room:
                let c = randomConstraint()
                let ok = model.feasible(model.installed + [c])
                check("add \(c)", probing: [c], expectSuccess: ok, call: { try solver.add(c) }, onSuccess: { $0.installed.append(c) })
            case 4 where room:
                let batch = (0..<Int.random(in: 2...3, using: &rng)).map { _ in randomConstraint() }
                let ok = model.feasible(model.installed + batch)
                check("add batch \(batch)", probing: batch, expectSuccess: ok, call: { try solver.add(batch) }, onSuccess: { $0.installed += batch })
            case 5...6 where !model.installed.isEmpty:
                let c = model.installed.randomElement(using: &rng)!
                check("remove \(c)", probing: [c], expectSuccess: true, call: { try solver.remove(c) },
                      onSuccess: { m in m.installed.removeAll { $0 === c } })
            case 7 where !model.installed.isEmpty:
                let old = Array(model.installed.shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)))
                let new = (0..<Int.random(in: 1...2, using: &rng)).map { _ in randomConstraint() }
                let kept = model.installed.filter { c in !old.contains { $0 === c } }
                let ok = model.feasible(kept + new)
                check("replace \(old) with \(new)", probing: old + new, expectSuccess: ok, call: { try solver.replace(old, with: new) },
                      onSuccess: { $0.installed = kept + new })
            case 8:
                let v = variables.randomElement(using: &rng)!
                let strength = [Strength.strong, .medium, .weak].randomElement(using: &rng)!
                let exists = model.editIndex(v) != nil
                check("edit \(v) at \(strength)", probing: [], expectSuccess: !exists, expectedKind: .duplicateEditVariable,
                      call: { try solver.addEditVariable(v, strength: strength) }, onSuccess: { $0.edits.append((v, 0, strength)) })
            case 9:
                let v = variables.randomElement(using: &rng)!
                let index = model.editIndex(v)
                check("end edit \(v)", probing: [], expectSuccess: index != nil, expectedKind: .unknownEditVariable,
                      call: { try solver.removeEditVariable(v) }, onSuccess: { $0.edits.remove(at: index!) })
            case 10, 11:
                let v = (model.edits.map(\.0) + [variables.randomElement(using: &rng)!]).randomElement(using: &rng)!
                let value = Double(Int.random(in: -60...60, using: &rng)) / 2
                let index = model.editIndex(v)
                check("suggest \(value) for \(v)", probing: [], expectSuccess: index != nil, expectedKind: .unknownEditVariable,
                      call: { try solver.suggestValue(value, for: v) }, onSuccess: { $0.edits[index!].value = value })
            case 12 where !model.installed.isEmpty:
                let c = model.installed.randomElement(using: &rng)!
                check("add again \(c)", probing: [c], expectSuccess: false, expectedKind: .duplicateConstraint,
                      call: { try solver.add(c) }, onSuccess: { _ in })
            default:
                let c = randomConstraint()
                check("remove stranger \(c)", probing: [c], expectSuccess: false, expectedKind: .unknownConstraint,
                      call: { try solver.remove(c) }, onSuccess: { _ in })
            }
        }
    }

    @Test("random call sequences keep the solver consistent with the reference", arguments: propertySeeds(300))
    func sequences(seed: UInt64) {
        var scenario = Scenario(seed: 90_000 + seed)
        for _ in 0..<40 { scenario.step() }
    }

    @Test("random call sequences with awkward coefficients keep the solver consistent with the reference", arguments: propertySeeds(150))
    func awkwardSequences(seed: UInt64) {
        var scenario = Scenario(seed: 95_000 + seed, coefficients: SystemGenerator.awkwardCoefficients)
        for _ in 0..<40 { scenario.step() }
    }
}
