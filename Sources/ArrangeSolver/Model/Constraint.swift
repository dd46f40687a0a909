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
    /// The coefficients of the first four terms of ``expression`` (0 past ``termCount``).
    @usableFromInline let c0: Double, c1: Double, c2: Double, c3: Double
    /// The variable ids of the first four terms, as `Int32` (0 past ``termCount``).
    @usableFromInline let v0: Int32, v1: Int32, v2: Int32, v3: Int32
    /// The strength's weight, bit for bit; for a constraint of more than
    /// four terms, the address of the retained ``Spill`` that holds the
    /// terms after the fourth, and the weight.
    @usableFromInline let weightOrSpill: UInt64
    /// The strength's level (at most `Int32.max`, ``Strength/requiredLevel``).
    let level: Int32
    /// How many terms ``expression`` has, at most 255 (beyond: see ``termCount``).
    /// With ``relation``: 86 bytes in all, one allocation of 96.
    @usableFromInline let storedCount: UInt8
    /// How ``expression`` relates to zero.
    public let relation: Relation

    /// The terms after the fourth of a constraint of more than four (rare), and its weight.
    @usableFromInline final class Spill: Sendable {
        /// The terms after the fourth, in order.
        @usableFromInline let terms: [Term]
        /// The strength's weight.
        let weight: Double

        init(terms: [Term], weight: Double) {
            self.terms = terms
            self.weight = weight
        }
    }

    /// How many terms are kept in the object itself.
    @inlinable static var inlineCapacity: UInt8 { 4 }

    /// How strongly it wants to hold.
    public var strength: Strength {
        Strength(level: Int(level), weight: storedCount > Self.inlineCapacity ? Self.withSpill(at: weightOrSpill) { $0.weight } : Double(bitPattern: weightOrSpill))
    }

    /// `body` of the spill at `address` (the ``weightOrSpill`` of a
    /// constraint of more than four terms, which keeps it alive), read
    /// without reference counting.
    @inlinable @inline(__always)
    static func withSpill<R>(at address: UInt64, _ body: (Spill) -> R) -> R {
        Unmanaged<Spill>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(address))!)._withUnsafeGuaranteedRef(body)
    }

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
    /// to four terms, almost all of a layout's).
    package convenience init(normalizedTerms terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, strength: Strength) {
        assert(Self.isNormalized(Array(terms)), "Constraint(normalizedTerms:): the terms are not normalised")
        self.init(storing: terms, constant: constant, relation: relation, strength: strength)
    }

    /// `term + constant relation 0`: one term, normalised when its coefficient is not zero.
    package convenience init(term: Term, constant: Double, relation: Relation, strength: Strength) {
        assert(term.coefficient != 0, "Constraint(term:): a zero coefficient is not normalised")
        self.init(storing: CollectionOfOne(term), constant: constant, relation: relation, strength: strength)
    }

    /// A constraint of the terms of `terms` (normalised), as they are.
    convenience init(terms: [Term], constant: Double, relation: Relation, strength: Strength) {
        self.init(storing: terms, constant: constant, relation: relation, strength: strength)
    }

    /// Keeps `terms` as they are: the first four in the object, their ids
    /// as `Int32`, the rest in a ``Spill``.
    @inline(__always)
    private init<Terms: RandomAccessCollection<Term>>(storing terms: Terms, constant: Double, relation: Relation, strength: Strength)
    where Terms.Index == Int {
        assert(strength.level >= 0 && strength.level <= Int(Int32.max), "a strength's level is within 0…Int32.max")
        self.constant = constant
        self.relation = relation
        self.level = Int32(truncatingIfNeeded: strength.level)
        let n = terms.count, start = terms.startIndex
        // Past the count: coefficient 0, id 0.
        func c(_ i: Int) -> Double { i < n ? terms[start + i].coefficient : 0 }
        func v(_ i: Int) -> Int32 {
            guard i < n else { return 0 }
            let id = terms[start + i].variable.id
            // A solver of 2³¹ variables would need tens of gigabytes before it got here.
            precondition(UInt(bitPattern: id) <= UInt(Int32.max), "Constraint: variable id \(id) is not one of a solver's")
            return Int32(truncatingIfNeeded: id)
        }
        (c0, c1, c2, c3) = (c(0), c(1), c(2), c(3))
        (v0, v1, v2, v3) = (v(0), v(1), v(2), v(3))
        storedCount = UInt8(truncatingIfNeeded: Swift.min(n, 255))
        if _fastPath(n <= 4) {
            weightOrSpill = strength.weight.bitPattern
        } else {
            weightOrSpill = Self.retained(Spill(terms: Array(terms[(start + 4)...]), weight: strength.weight))
        }
    }

    /// A constraint of `other`'s terms (shared, not copied), with its own constant, relation and strength.
    init(termsOf other: Constraint, constant: Double, relation: Relation, strength: Strength) {
        self.constant = constant
        self.relation = relation
        self.level = Int32(truncatingIfNeeded: strength.level)
        (c0, c1, c2, c3) = (other.c0, other.c1, other.c2, other.c3)
        (v0, v1, v2, v3) = (other.v0, other.v1, other.v2, other.v3)
        storedCount = other.storedCount
        weightOrSpill = other.storedCount > Self.inlineCapacity
            ? Self.retained(Spill(terms: Self.withSpill(at: other.weightOrSpill) { $0.terms }, weight: strength.weight)) : strength.weight.bitPattern
    }

    /// Releases the spill, if the terms are in one.
    deinit {
        if storedCount > Self.inlineCapacity { Unmanaged<Spill>.fromOpaque(UnsafeRawPointer(bitPattern: UInt(weightOrSpill))!).release() }
    }

    /// The address of `spill`, retained (released by the constraint's deinit).
    private static func retained(_ spill: Spill) -> UInt64 {
        UInt64(UInt(bitPattern: Unmanaged.passRetained(spill).toOpaque()))
    }

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
