import ArrangeSolver

/// `arrange-bench --determinism-probe SEED`: a randomised scenario of solver
/// calls whose every intermediate value is printed as a bit pattern.
///
/// The solver promises bit-identical values for the same calls in every
/// process, whatever the hash seed. The test suite runs this mode in child
/// processes with and without `SWIFT_DETERMINISTIC_HASHING` and compares the
/// outputs byte for byte. The scenario mixes adds (single and batch),
/// removals, replacements, failing calls, edit variables and suggestions
/// over a few coupled and independent groups of variables, so that
/// components merge and split.
///
/// It uses its own SplitMix64 (the test support target is not visible to an
/// executable) and integer arithmetic only for its choices, so the scenario
/// itself cannot vary.
struct DeterminismProbe {
    private var state: UInt64
    private let solver = Solver()
    private var variables: [Variable] = []
    private var witness: [Double] = []
    private var installed: [Constraint] = []
    private var edits: [Variable] = []

    /// A probe whose whole scenario is determined by `seed`.
    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    private mutating func randomConstraint() -> Constraint {
        // Variables come in groups of 8; most rows stay inside one group.
        let group = below(variables.count / 8)
        var terms: [Term] = []
        for _ in 0...below(3) {
            let index = below(10) == 0 ? below(variables.count) : group * 8 + below(8)
            terms.append(Term(variables[index], Double(below(7) - 3) / (below(4) == 0 ? 2 : 1)))
        }
        let lhs = Expression(terms)
        let atWitness = lhs.evaluate { witness[$0.id] }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][below(3)]
        switch below(10) {
        case 0..<4:  // required, through the witness (feasible with the others like it)
            let slack = relation == .equal ? 0 : Double(below(5)) * (relation == .lessThanOrEqual ? -1 : 1)
            return Constraint(lhs + (slack - atWitness), relation)
        case 4:  // required, anywhere: may conflict
            return Constraint(lhs + Double(below(61) - 30), relation)
        default:
            let strength = [Strength.strong, .medium, .weak, Strength(value: 7)][below(4)]
            return Constraint(lhs + Double(below(61) - 30), relation, strength: strength)
        }
    }

    /// Runs `steps` random calls and returns one line per step: the call,
    /// its outcome, and the bit patterns of every value; then the final
    /// undetermined variables and the solver's dump.
    mutating func run(steps: Int) -> [String] {
        variables = (0..<32).map { solver.makeVariable("p\($0)") }
        witness = variables.map { _ in Double(below(81) - 40) }
        var lines: [String] = []
        for step in 0..<steps {
            var what: String
            do throws(SolverError) {
                switch below(12) {
                case 0..<4:
                    let c = randomConstraint()
                    what = "add"
                    try solver.add(c)
                    installed.append(c)
                case 4:
                    let batch = (0...below(5)).map { _ in randomConstraint() }
                    what = "batch \(batch.count)"
                    try solver.add(batch)
                    installed += batch
                case 5, 6:
                    what = "remove"
                    if installed.isEmpty { break }
                    let c = installed.remove(at: below(installed.count))
                    try solver.remove(c)
                case 7:
                    what = "replace"
                    if installed.isEmpty { break }
                    let old = installed.remove(at: below(installed.count))
                    let new = [randomConstraint(), randomConstraint()]
                    do {
                        try solver.replace([old], with: new)
                        installed += new
                    } catch {
                        installed.append(old)
                        throw error
                    }
                case 8:
                    let v = variables[below(variables.count)]
                    what = "edit \(v)"
                    try solver.addEditVariable(v, strength: [Strength.strong, .medium][below(2)])
                    edits.append(v)
                case 9:
                    what = "end edit"
                    if edits.isEmpty { break }
                    try solver.removeEditVariable(edits.remove(at: below(edits.count)))
                default:
                    what = "suggest"
                    if edits.isEmpty { break }
                    let v = edits[below(edits.count)]
                    let value = Double(below(201) - 100) / 4
                    what = "suggest \(value) for \(v)"
                    try solver.suggestValue(value, for: v)
                }
            } catch {
                what = "failed: \(error.logLine)"
            }
            let bits = variables.map { String(solver[$0].bitPattern, radix: 16) }.joined(separator: " ")
            lines.append("step \(step) \(what): \(bits)")
        }
        lines.append("undetermined: \(solver.undeterminedVariables().map(\.id))")
        lines.append("constraints: \(solver.constraints.count)")
        lines.append(solver.debugDescription)
        return lines
    }
}

extension SolverError {
    /// The error's kind for the probe's log, with the conflict count.
    var logLine: String {
        if case let .unsatisfiable(_, conflicts) = self { return "unsatisfiable (\(conflicts.count) conflicts)" }
        return kind.rawValue
    }
}
