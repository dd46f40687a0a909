import ArrangeSolver

/// The Cassowary objective of a one-level system: Σ weight · violation over
/// the non-required constraints, at the given values. With strict levels
/// (``Strength/level(_:weight:)``), see ``weightedErrors(_:values:)``.
///
/// The violation of `e == 0` is `|e|`, of `e <= 0` is `max(0, e)` and of
/// `e >= 0` is `max(0, −e)`. Required constraints do not count (they must
/// hold; see ``requiredViolations(_:values:tolerance:)``).
///
/// - Complexity: O(total number of terms).
public func weightedError(_ constraints: [Constraint], values: (Variable) -> Double) -> Double {
    constraints.reduce(0) { sum, constraint in
        if constraint.strength.isRequired { return sum }
        return sum + constraint.strength.weight * violation(of: constraint, values: values)
    }
}

/// The weighted violation on one strength level.
public struct LevelError: Equatable, Sendable, CustomStringConvertible {
    /// The level (``Strength/level``).
    public var level: Int
    /// Σ weight · violation of that level's constraints.
    public var value: Double

    /// Creates a level's error.
    public init(level: Int, value: Double) {
        self.level = level
        self.value = value
    }

    /// `level 250: 12.5`.
    public var description: String { "level \(level): \(value)" }
}

/// The levels of the non-required constraints, highest first.
public func softLevels(_ constraints: [Constraint]) -> [Int] {
    Array(Set(constraints.filter { !$0.strength.isRequired }.map(\.strength.level))).sorted(by: >)
}

/// The lexicographic Cassowary objective at the given values: for each
/// level of the non-required constraints, highest first, Σ weight ·
/// violation of that level's constraints.
public func weightedErrors(_ constraints: [Constraint], values: (Variable) -> Double) -> [LevelError] {
    softLevels(constraints).map { level in
        LevelError(level: level, value: weightedError(constraints.filter { $0.strength.level == level && !$0.strength.isRequired }, values: values))
    }
}

/// How far `constraint` is from holding at the given values (0 if it holds).
public func violation(of constraint: Constraint, values: (Variable) -> Double) -> Double {
    let e = constraint.expression.evaluate(values)
    switch constraint.relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
}

/// The required constraints that do not hold at the given values within
/// `tolerance` scaled by their magnitude (``Constraint/isSatisfied(tolerance:_:)``),
/// each described with its left side's value; empty when all hold.
public func requiredViolations(_ constraints: [Constraint], values: (Variable) -> Double, tolerance: Double = 1e-9) -> [String] {
    constraints.compactMap { constraint in
        guard constraint.strength.isRequired, !constraint.isSatisfied(tolerance: tolerance, values) else { return nil }
        return "\(constraint) does not hold: its left side is \(constraint.expression.evaluate(values))"
    }
}

/// How much two correct solvers may disagree on ``weightedError(_:values:)``
/// through rounding alone: each soft constraint may be off by `relative`
/// times its magnitude (its constant and its largest term at the given
/// values, at least 1), weighted by its strength.
///
/// Comparing objectives with this allowance keeps the check exact in the
/// sense of floating point: a value of 5000 cannot be trusted beyond about
/// 1e-12 of it, and neither can the violation of a weak wish on it.
/// With `level`, only that level's constraints count.
public func roundingAllowance(_ constraints: [Constraint], values: (Variable) -> Double, relative: Double = 1e-9, level: Int? = nil) -> Double {
    constraints.reduce(0) { sum, constraint in
        if constraint.strength.isRequired { return sum }
        if let level, constraint.strength.level != level { return sum }
        var magnitude = max(1, abs(constraint.expression.constant))
        for term in constraint.expression.terms { magnitude = max(magnitude, abs(term.coefficient * values(term.variable))) }
        return sum + constraint.strength.weight * relative * magnitude
    }
}

/// Whether two objective values agree: within `relative` of the larger one,
/// plus `absolute` for objectives near zero.
public func objectivesAgree(_ a: Double, _ b: Double, relative: Double = 1e-8, absolute: Double = 1e-6) -> Bool {
    abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}
