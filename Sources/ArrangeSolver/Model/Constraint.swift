/// How the two sides of a constraint relate.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    /// `lhs <= rhs`.
    case lessThanOrEqual = "<="
    /// `lhs == rhs`.
    case equal = "=="
    /// `lhs >= rhs`.
    case greaterThanOrEqual = ">="
}

/// A linear constraint `expression (<=|==|>=) 0` with a strength.
///
/// A constraint is a reference: the solver knows it by identity, as kiwi
/// does, so the same object is what you add and later remove. Two
/// constraints with equal content are still two constraints. Constraints are
/// immutable and `Sendable`; build them with the relation operators
/// (`x + 10 <= y`, `w == 100`) and pick a strength with ``with(_:)``.
public final class Constraint: Sendable {
    /// The left side minus the right side, normalised (see ``Expression/normalized()``).
    public let expression: Expression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// How strongly it wants to hold.
    public let strength: Strength

    /// Creates `lhs relation rhs` with a strength.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(), strength: Strength = .required) {
        self.expression = (rhs.terms.isEmpty && rhs.constant == 0 ? lhs : lhs - rhs).normalized()
        self.relation = relation
        self.strength = strength
    }

    /// A constraint whose expression is already normalised
    /// (``Expression/normalized()`` would return it as it is), kept as
    /// given: for a caller that normalised it already (the layout layer
    /// resolves each constraint's terms into a normalised buffer), so that
    /// it is not checked again term by term.
    package init(normalized: Expression, relation: Relation, strength: Strength) {
        assert(Self.isNormalized(normalized.terms), "Constraint(normalized:): the expression is not normalised")
        self.expression = normalized
        self.relation = relation
        self.strength = strength
    }

    /// Whether ``Expression/normalized()`` would keep the terms as they
    /// are: sorted by variable, one per variable, none zero (compared term
    /// by term, not by equality, which a NaN coefficient or constant fails).
    static func isNormalized(_ terms: [Term]) -> Bool {
        terms.allSatisfy { $0.coefficient != 0 } && zip(terms, terms.dropFirst()).allSatisfy { $0.variable.id < $1.variable.id }
    }

    /// A new constraint with the same content and another strength.
    public func with(_ strength: Strength) -> Constraint {
        Constraint(normalized: expression, relation: relation, strength: strength)
    }

    /// A new constraint with the same terms, relation and strength and
    /// another constant: the constant of ``expression`` (for `x == y + 8`,
    /// −8). Hand it to ``Solver/replaceConstants(_:with:)`` to change an
    /// installed constraint in place.
    public func withConstant(_ constant: Double) -> Constraint {
        var expression = self.expression
        expression.constant = constant
        return Constraint(normalized: expression, relation: relation, strength: strength)
    }

    /// Whether the constraint holds for the given values, within `tolerance`
    /// scaled by the magnitude of its terms.
    public func isSatisfied(tolerance: Double = 1e-9, _ value: (Variable) -> Double) -> Bool {
        var scale = Swift.abs(expression.constant)
        var sum = expression.constant
        for term in expression.terms {
            let t = term.coefficient * value(term.variable)
            sum += t
            scale = Swift.max(scale, Swift.abs(t))
        }
        let slack = tolerance * Swift.max(1, scale)
        switch relation {
        case .equal: return Swift.abs(sum) <= slack
        case .lessThanOrEqual: return sum <= slack
        case .greaterThanOrEqual: return sum >= -slack
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// For example `1.0 * v0 + -1.0 * v1 + 8.0 == 0 | required`.
    public var description: String { "\(expression) \(relation.rawValue) 0 | \(strength)" }
}

// MARK: - Relation operators

/// `a == b`, required.
public func == <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Constraint { Constraint(a.expression, .equal, b.expression) }
/// `a <= b`, required.
public func <= <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Constraint { Constraint(a.expression, .lessThanOrEqual, b.expression) }
/// `a >= b`, required.
public func >= <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Constraint { Constraint(a.expression, .greaterThanOrEqual, b.expression) }
/// `a == c`, required.
public func == <A: LinearExpressible>(a: A, c: Double) -> Constraint { Constraint(a.expression, .equal, Expression(c)) }
/// `a <= c`, required.
public func <= <A: LinearExpressible>(a: A, c: Double) -> Constraint { Constraint(a.expression, .lessThanOrEqual, Expression(c)) }
/// `a >= c`, required.
public func >= <A: LinearExpressible>(a: A, c: Double) -> Constraint { Constraint(a.expression, .greaterThanOrEqual, Expression(c)) }
/// `c == a`, required.
public func == <A: LinearExpressible>(c: Double, a: A) -> Constraint { Constraint(Expression(c), .equal, a.expression) }
/// `c <= a`, required.
public func <= <A: LinearExpressible>(c: Double, a: A) -> Constraint { Constraint(Expression(c), .lessThanOrEqual, a.expression) }
/// `c >= a`, required.
public func >= <A: LinearExpressible>(c: Double, a: A) -> Constraint { Constraint(Expression(c), .greaterThanOrEqual, a.expression) }
