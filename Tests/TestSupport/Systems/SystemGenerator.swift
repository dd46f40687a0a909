import ArrangeSolver

/// Makes random constraint systems from a ``SeededGenerator``.
///
/// Coefficients are small integers (and sometimes a half), relations mix
/// `==`, `<=` and `>=`, strengths mix required, strong, medium and weak.
/// Feasible systems are built around a random integer witness point: each
/// required row is chosen to hold there exactly (equalities) or with a small
/// slack (inequalities), so the required part is feasible by construction.
/// Non-required rows aim anywhere, so they usually fight each other.
/// Infeasible systems add one required row that contradicts a combination
/// of required equalities.
public struct SystemGenerator: Sendable {
    /// How many variables a system has.
    public var variables: ClosedRange<Int>
    /// How many rows a system has (before an infeasible extra row).
    public var rows: ClosedRange<Int>
    /// The share of rows that are required, 0…1.
    public var requiredShare: Double
    /// How many terms a row has, at most (at least one).
    public var maxTerms: Int
    /// The coefficients a term may have (picked uniformly; repeat one to weigh it).
    public var coefficients: [Double]
    /// The range of the witness's coordinates; non-integral when `fractionalWitness`.
    public var witnessRange: ClosedRange<Int>
    /// Whether witness coordinates get a random fraction (multiples of 1/8).
    public var fractionalWitness: Bool
    /// The strengths a non-required row may have (picked uniformly).
    public var strengths: [Strength]

    /// Small integers and a half: exact in binary, friendly to exact comparisons.
    public static let integerCoefficients: [Double] = [-3, -2, -1, -1, 1, 1, 1, 2, 3, 0.5]
    /// Layout-like multipliers that binary cannot represent exactly (0.1, 1/3)
    /// next to large ones, for numerical stress.
    public static let awkwardCoefficients: [Double] = [-1, 1, 1, 0.1, -0.3, 1.0 / 3, 0.25, 1.5, -7, 12, 0.01]

    /// Creates a generator; the defaults suit the dense reference solver
    /// (at most 8 variables and 12 rows).
    public init(
        variables: ClosedRange<Int> = 2...6, rows: ClosedRange<Int> = 2...10, requiredShare: Double = 0.5, maxTerms: Int = 3,
        coefficients: [Double] = SystemGenerator.integerCoefficients, witnessRange: ClosedRange<Int> = -20...20, fractionalWitness: Bool = false,
        strengths: [Strength] = SystemGenerator.softStrengths
    ) {
        precondition(!strengths.isEmpty && !strengths.contains(where: \.isRequired))
        self.strengths = strengths
        precondition(variables.lowerBound >= 1 && maxTerms >= 1 && !coefficients.isEmpty)
        self.variables = variables
        self.rows = rows
        self.requiredShare = requiredShare
        self.maxTerms = maxTerms
        self.coefficients = coefficients
        self.witnessRange = witnessRange
        self.fractionalWitness = fractionalWitness
    }

    /// A random witness point with `n` coordinates.
    public func witness(count n: Int, using rng: inout SeededGenerator) -> [Double] {
        (0..<n).map { _ in
            Double(Int.random(in: witnessRange, using: &rng)) + (fractionalWitness ? Double(Int.random(in: 0..<8, using: &rng)) / 8 : 0)
        }
    }

    /// The non-required strengths a generated row may have.
    public static let softStrengths: [Strength] = [.strong, .medium, .weak, Strength(value: 2), Strength(strong: 0, medium: 3, weak: 0)]

    /// Strict strengths on `count` random levels out of 1…999 (each level
    /// with weight 1 or 2, so that weights inside a level still matter).
    public static func strictStrengths(levels count: Int, using rng: inout SeededGenerator) -> [Strength] {
        var levels: [Int] = []
        while levels.count < count {
            let level = Int.random(in: 1...999, using: &rng)
            if !levels.contains(level) { levels.append(level) }
        }
        return levels.flatMap { [Strength.level($0), Strength.level($0, weight: 2)] }
    }

    /// A random system whose required rows hold at a random integer witness.
    public func feasible(using rng: inout SeededGenerator) -> SystemSpec {
        let n = Int.random(in: variables, using: &rng)
        let witness = witness(count: n, using: &rng)
        let count = Int.random(in: rows, using: &rng)
        let rows = (0..<count).map { _ in
            Double.random(in: 0..<1, using: &rng) < requiredShare
                ? requiredRow(at: witness, using: &rng)
                : softRow(variableCount: n, using: &rng)
        }
        return SystemSpec(variableCount: n, rows: rows, witness: witness)
    }

    /// A random required row through `witness`: an equality that holds there
    /// exactly, or an inequality that holds with a slack of 0…4.
    public func requiredRow(at witness: [Double], using rng: inout SeededGenerator) -> SystemSpec.Row {
        let terms = randomTerms(variableCount: witness.count, using: &rng)
        let valueAtWitness = terms.reduce(0) { $0 + $1.coefficient * witness[$1.variable] }
        let relation = randomRelation(using: &rng)
        let slack = Double(Int.random(in: 0...4, using: &rng))
        let constant: Double
        switch relation {
        case .equal: constant = -valueAtWitness
        case .lessThanOrEqual: constant = -valueAtWitness - slack
        case .greaterThanOrEqual: constant = -valueAtWitness + slack
        }
        return SystemSpec.Row(terms, constant: constant, relation, strength: .required)
    }

    /// A random non-required row with a random target.
    public func softRow(variableCount: Int, using rng: inout SeededGenerator) -> SystemSpec.Row {
        let terms = randomTerms(variableCount: variableCount, using: &rng)
        let constant = Double(Int.random(in: -30...30, using: &rng))
        let strength = strengths.randomElement(using: &rng)!
        return SystemSpec.Row(terms, constant: constant, randomRelation(using: &rng), strength: strength)
    }

    /// A required row that cannot hold together with the required equalities
    /// of `system`: a combination of one or two of them, shifted by a
    /// non-zero constant. `nil` if the system has no required equality.
    ///
    /// The conflict it creates involves at most the rows it combines (and
    /// possibly other required rows that imply them).
    public func contradiction(of system: SystemSpec, using rng: inout SeededGenerator) -> SystemSpec.Row? {
        let equalities = system.rows.filter { $0.strength.isRequired && $0.relation == .equal && !$0.terms.isEmpty }
        guard let first = equalities.randomElement(using: &rng) else { return nil }
        var terms = first.terms
        var constant = first.constant
        if equalities.count > 1, Bool.random(using: &rng) {
            let second = equalities.randomElement(using: &rng)!
            let k = Double([-2, -1, 1, 2].randomElement(using: &rng)!)
            terms += second.terms.map { SystemSpec.IndexedTerm($0.variable, k * $0.coefficient) }
            constant += k * second.constant
        }
        // Wherever the required equalities hold, `terms + constant` is 0, so
        // after the shift the left side is exactly `shift`.
        let shift = Double([-5, -3, -1, 1, 2, 4].randomElement(using: &rng)!)
        let relation: Relation = Bool.random(using: &rng) ? .equal : (shift > 0 ? .lessThanOrEqual : .greaterThanOrEqual)
        return SystemSpec.Row(terms, constant: constant + shift, relation, strength: .required)
    }

    /// A feasible system extended by one contradicting required row (last).
    ///
    /// Generates until the system has a required equality to contradict.
    public func infeasible(using rng: inout SeededGenerator) -> SystemSpec {
        while true {
            var system = feasible(using: &rng)
            if let row = contradiction(of: system, using: &rng) {
                system.rows.append(row)
                return system
            }
        }
    }

    private func randomTerms(variableCount: Int, using rng: inout SeededGenerator) -> [SystemSpec.IndexedTerm] {
        let count = Int.random(in: 1...min(maxTerms, variableCount), using: &rng)
        var indices = Array(0..<variableCount)
        indices.shuffle(using: &rng)
        return indices.prefix(count).map { index in
            let coefficient = coefficients.randomElement(using: &rng)!
            return SystemSpec.IndexedTerm(index, coefficient)
        }
    }

    private func randomRelation(using rng: inout SeededGenerator) -> Relation {
        [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
    }
}
