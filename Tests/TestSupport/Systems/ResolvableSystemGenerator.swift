import ArrangeSolver

/// Makes random systems shaped to resolve by substitution, as first
/// layouts do: every variable fixed in turn from earlier ones (a required
/// equality, a wish on some level, or a label's hugging and compression
/// resistance meeting at its measure) or, in pairs, by a cycle of two
/// required equalities, then a few rows that fix nothing
/// (wishes on sums, required inequalities with slack, redundant required
/// equalities, weightless rows).
///
/// ``SystemGenerator``'s random systems mostly leave some variable to a
/// search (the solver's direct mode then hands them to the simplex
/// method); these mostly do not, so that a differential test of the two
/// paths sees both ends. Every required row holds at the witness (built
/// with the rows), so the required part is feasible; the wishes and the
/// rows that fix nothing can still fight, and which of them win is for
/// the solver (and the reference) to say.
public struct ResolvableSystemGenerator: Sendable {
    /// How many variables a system has.
    public var variables: ClosedRange<Int>
    /// How many rows that fix nothing are added after the fixing ones.
    public var checks: ClosedRange<Int>
    /// The largest number of batches the rows are cut into (in the order
    /// the variables are fixed: each batch resolves on its own).
    public var batches: Int
    /// The share of variables fixed in pairs by a cycle of two required
    /// equalities (as equal widths filling a row), 0…1.
    public var cycleShare: Double

    /// Creates a generator; the defaults suit the dense reference solver.
    public init(variables: ClosedRange<Int> = 3...7, checks: ClosedRange<Int> = 0...4, batches: Int = 3, cycleShare: Double = 0) {
        precondition(variables.lowerBound >= 1 && batches >= 1)
        self.cycleShare = cycleShare
        self.variables = variables
        self.checks = checks
        self.batches = batches
    }

    /// A random system and the batches to add it in: consecutive ranges of
    /// ``SystemSpec/rows`` (the rows of a batch shuffled, the batches in the
    /// order the variables are fixed).
    public func system(using rng: inout SeededGenerator) -> (system: SystemSpec, batches: [Range<Int>]) {
        let n = Int.random(in: variables, using: &rng)
        var witness: [Double] = []
        var rows: [SystemSpec.Row] = []
        var ends: [Int] = []   // where the rows fixing each variable end
        func level(_ rng: inout SeededGenerator) -> Strength { .level(Int.random(in: 1...999, using: &rng), weight: [1, 2].randomElement(using: &rng)!) }
        var i = 0
        while i < n {
            defer { i += 1 }
            if i + 1 < n, Double.random(in: 0..<1, using: &rng) < cycleShare {
                // A cycle, as equal widths filling a row: x_(i+1) = a·x_i + b and
                // x_i + x_(i+1) = s, both required; neither row alone fixes anything.
                let (a, b) = ([1, 1, 2, 0.5].randomElement(using: &rng)!, Double(Int.random(in: -5...5, using: &rng)))
                let first = Double(Int.random(in: 0...40, using: &rng)), second = a * first + b
                witness += [first, second]
                rows.append(SystemSpec.Row([SystemSpec.IndexedTerm(i + 1, 1), SystemSpec.IndexedTerm(i, -a)], constant: -b, .equal, strength: .required))
                rows.append(SystemSpec.Row([SystemSpec.IndexedTerm(i, 1), SystemSpec.IndexedTerm(i + 1, 1)], constant: -(first + second), .equal, strength: .required))
                ends.append(rows.count)
                i += 1
                continue
            }
            // x_i = k + c · x_j (j earlier), or k alone.
            var terms = [SystemSpec.IndexedTerm(i, 1)]
            var value = Double(Int.random(in: -20...40, using: &rng))
            if i > 0, Bool.random(using: &rng) {
                let j = Int.random(in: 0..<i, using: &rng), c = [1, 1, 2, -1, 0.5].randomElement(using: &rng)!
                terms.append(SystemSpec.IndexedTerm(j, -c))
                value += c * witness[j]
            }
            witness.append(value)
            let constant = -terms.dropFirst().reduce(value) { $0 + $1.coefficient * witness[$1.variable] }
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                rows.append(SystemSpec.Row(terms, constant: constant, .equal, strength: .required))
            case 1:
                rows.append(SystemSpec.Row(terms, constant: constant, .equal, strength: level(&rng)))
            default:
                // Hugging and compression resistance at the measure, on two levels (or required).
                let hugging = Bool.random(using: &rng) ? Strength.required : level(&rng)
                rows.append(SystemSpec.Row(terms, constant: constant, .lessThanOrEqual, strength: hugging))
                rows.append(SystemSpec.Row(terms, constant: constant, .greaterThanOrEqual, strength: level(&rng)))
            }
            ends.append(rows.count)
        }
        for _ in 0..<Int.random(in: checks, using: &rng) {
            let a = Int.random(in: 0..<n, using: &rng), b = Int.random(in: 0..<n, using: &rng)
            let terms = a == b ? [SystemSpec.IndexedTerm(a, 1)] : [SystemSpec.IndexedTerm(a, 1), SystemSpec.IndexedTerm(b, [1, -1, 2].randomElement(using: &rng)!)]
            let atWitness = terms.reduce(0) { $0 + $1.coefficient * witness[$1.variable] }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1:   // a wish anywhere near
                rows.append(SystemSpec.Row(terms, constant: -atWitness + Double(Int.random(in: -10...10, using: &rng)),
                                           [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!, strength: level(&rng)))
            case 2:      // a required inequality with slack 0…3
                let slack = Double(Int.random(in: 0...3, using: &rng))
                rows.append(SystemSpec.Row(terms, constant: -atWitness - slack, .lessThanOrEqual, strength: .required))
            case 3:      // a redundant required equality
                rows.append(SystemSpec.Row(terms, constant: -atWitness, .equal, strength: .required))
            default:     // a weightless wish
                rows.append(SystemSpec.Row(terms, constant: Double(Int.random(in: -30...30, using: &rng)), .equal, strength: .level(Int.random(in: 1...999, using: &rng), weight: 0)))
            }
        }
        // Cut at the ends of some variables' rows; the checks go with the last batch.
        var cuts = Array(ends.dropLast().shuffled(using: &rng).prefix(Int.random(in: 0..<batches, using: &rng))).sorted()
        cuts.append(rows.count)
        var ranges: [Range<Int>] = []
        var start = 0
        for end in cuts where end > start {
            ranges.append(start..<end)
            start = end
        }
        for range in ranges { rows[range].shuffle(using: &rng) }
        return (SystemSpec(variableCount: n, rows: rows, witness: witness), ranges)
    }
}
