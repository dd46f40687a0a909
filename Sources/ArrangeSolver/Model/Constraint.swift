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
    /// The constant of ``expression``: the left side's minus the right side's.
    package let constant: Double
    /// How strongly it wants to hold.
    public let strength: Strength
    /// The first term of ``expression``, if it has one (see ``termCount``).
    @usableFromInline let first: Term
    /// The second term of ``expression``, if it has two or more.
    @usableFromInline let second: Term
    /// The third term of ``expression``, if it has three or more.
    @usableFromInline let third: Term
    /// The terms of ``expression`` after the third (none for most constraints).
    @usableFromInline let rest: [Term]
    /// How many terms ``expression`` has (beside ``relation``: 101 bytes in all, not 104).
    @usableFromInline let storedCount: Int32
    /// How ``expression`` relates to zero.
    public let relation: Relation

    /// The left side minus the right side, normalised (see ``Expression/normalized()``).
    ///
    /// Made when asked for: the terms are kept in the constraint itself
    /// (Constraint+Terms.swift), which the solver reads in place.
    public var expression: Expression { Expression(terms, constant: constant) }

    /// Creates `lhs relation rhs` with a strength.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(), strength: Strength = .required) {
        let expression = (rhs.terms.isEmpty && rhs.constant == 0 ? lhs : lhs - rhs).normalized()
        self.init(terms: expression.terms, constant: expression.constant, relation: relation, strength: strength)
    }

    /// A constraint whose expression is already normalised
    /// (``Expression/normalized()`` would return it as it is), kept as
    /// given: for a caller that normalised it already, so that it is not
    /// checked again term by term.
    package convenience init(normalized: Expression, relation: Relation, strength: Strength) {
        assert(Self.isNormalized(normalized.terms), "Constraint(normalized:): the expression is not normalised")
        self.init(terms: normalized.terms, constant: normalized.constant, relation: relation, strength: strength)
    }

    /// A constraint of normalised terms read from a buffer, and a constant:
    /// the layout layer resolves each constraint's terms into a normalised
    /// (stack) buffer, copied into the constraint itself (no array for up
    /// to two terms, most of a layout's).
    package init(normalizedTerms terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, strength: Strength) {
        assert(Self.isNormalized(Array(terms)), "Constraint(normalizedTerms:): the terms are not normalised")
        self.constant = constant
        self.strength = strength
        self.storedCount = Int32(terms.count)
        self.first = terms.count > 0 ? terms[0] : Self.noTerm
        self.second = terms.count > 1 ? terms[1] : Self.noTerm
        self.third = terms.count > 2 ? terms[2] : Self.noTerm
        self.rest = Self.rest(of: terms)
        self.relation = relation
    }

    /// The terms after the third: an array literal for a fourth (the
    /// runtime's fast path), a copy beyond.
    private static func rest(of terms: UnsafeBufferPointer<Term>) -> [Term] {
        switch terms.count {
        case ...3: []
        case 4: [terms[3]]
        default: Array(terms[3...])
        }
    }

    /// `term + constant relation 0`: one term, normalised when its coefficient is not zero.
    package init(term: Term, constant: Double, relation: Relation, strength: Strength) {
        assert(term.coefficient != 0, "Constraint(term:): a zero coefficient is not normalised")
        self.constant = constant
        self.strength = strength
        self.storedCount = 1
        self.first = term
        self.second = Self.noTerm
        self.third = Self.noTerm
        self.rest = []
        self.relation = relation
    }

    /// A constraint of the terms of `terms` (normalised), as they are.
    init(terms: [Term], constant: Double, relation: Relation, strength: Strength) {
        self.constant = constant
        self.strength = strength
        self.storedCount = Int32(terms.count)
        self.first = terms.count > 0 ? terms[0] : Self.noTerm
        self.second = terms.count > 1 ? terms[1] : Self.noTerm
        self.third = terms.count > 2 ? terms[2] : Self.noTerm
        self.rest = terms.count > 3 ? Array(terms[3...]) : []
        self.relation = relation
    }

    /// A constraint of `other`'s terms (shared, not copied), with its own constant, relation and strength.
    init(termsOf other: Constraint, constant: Double, relation: Relation, strength: Strength) {
        self.constant = constant
        self.strength = strength
        self.storedCount = other.storedCount
        self.first = other.first
        self.second = other.second
        self.third = other.third
        self.rest = other.rest
        self.relation = relation
    }

    /// What an absent inline term holds (never read as a term).
    static let noTerm = Term(Variable(id: 0), 0)

    /// Whether ``Expression/normalized()`` would keep the terms as they
    /// are: sorted by variable, one per variable, none zero (compared term
    /// by term, not by equality, which a NaN coefficient or constant fails).
    static func isNormalized(_ terms: [Term]) -> Bool {
        terms.allSatisfy { $0.coefficient != 0 } && zip(terms, terms.dropFirst()).allSatisfy { $0.variable.id < $1.variable.id }
    }

    /// A new constraint with the same content and another strength.
    public func with(_ strength: Strength) -> Constraint {
        Constraint(termsOf: self, constant: constant, relation: relation, strength: strength)
    }

    /// A new constraint with the same terms, relation and strength and
    /// another constant: the constant of ``expression`` (for `x == y + 8`,
    /// −8). Hand it to ``Solver/replaceConstants(_:with:)`` to change an
    /// installed constraint in place.
    public func withConstant(_ constant: Double) -> Constraint {
        Constraint(termsOf: self, constant: constant, relation: relation, strength: strength)
    }

    /// Whether the constraint holds for the given values, within `tolerance`
    /// scaled by the magnitude of its terms.
    public func isSatisfied(tolerance: Double = 1e-9, _ value: (Variable) -> Double) -> Bool {
        var scale = Swift.abs(constant)
        var sum = constant
        for i in 0..<termCount {
            let term = self.term(i)
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
