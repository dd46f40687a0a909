import ArrangeSolver

/// The Cassowary objective: Σ strength · violation over the non-required
/// constraints, at the given values.
///
/// The violation of `e == 0` is `|e|`, of `e <= 0` is `max(0, e)` and of
/// `e >= 0` is `max(0, −e)`. Required constraints do not count (they must
/// hold; see ``requiredViolations(_:values:tolerance:)``).
///
/// - Complexity: O(total number of terms).
public func weightedError(_ constraints: [Constraint], values: (Variable) -> Double) -> Double {
    constraints.reduce(0) { sum, constraint in
        if constraint.strength.isRequired { return sum }
        return sum + constraint.strength.value * violation(of: constraint, values: values)
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
public func roundingAllowance(_ constraints: [Constraint], values: (Variable) -> Double, relative: Double = 1e-9) -> Double {
    constraints.reduce(0) { sum, constraint in
        if constraint.strength.isRequired { return sum }
        var magnitude = max(1, abs(constraint.expression.constant))
        for term in constraint.expression.terms { magnitude = max(magnitude, abs(term.coefficient * values(term.variable))) }
        return sum + constraint.strength.value * relative * magnitude
    }
}

/// Whether two objective values agree: within `relative` of the larger one,
/// plus `absolute` for objectives near zero.
public func objectivesAgree(_ a: Double, _ b: Double, relative: Double = 1e-8, absolute: Double = 1e-6) -> Bool {
    abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}
