/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the ordinary operators (`x + 2 * y - 10`,
/// `(a + b) / 2`). Construction keeps the terms as written; ``normalized()``
/// merges repeated variables, drops zero coefficients and sorts by variable,
/// which is what a ``Constraint`` stores.
public struct Expression: Hashable, Sendable {
    /// The terms, in the order they were written (see ``normalized()``).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with one term per variable, sorted by variable id,
    /// and no zero coefficients.
    ///
    /// - Complexity: O(*n* log *n*) in the number of terms.
    public func normalized() -> Expression {
        if terms.count <= 1 {
            return terms.first.map { $0.coefficient == 0 ? Expression([], constant: constant) : self } ?? self
        }
        var isNormal = terms[0].coefficient != 0
        var i = 1
        while isNormal, i < terms.count {
            isNormal = terms[i - 1].variable.id < terms[i].variable.id && terms[i].coefficient != 0
            i += 1
        }
        if isNormal { return self }
        let sorted = terms.sorted { $0.variable.id < $1.variable.id }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The largest magnitude a solver accepts for a coefficient, a constant
    /// or a suggested value: 10¹⁰⁰. Beyond it, solving could overflow (two
    /// widths of 1.5·10³⁰⁸ add up to infinity) — and no layout needs it.
    public static let largestSolvable = 1e100

    /// Whether every coefficient and the constant are finite and within
    /// ±``largestSolvable``.
    public var isSolvable: Bool {
        Swift.abs(constant) <= Self.largestSolvable && terms.allSatisfy { Swift.abs($0.coefficient) <= Self.largestSolvable }
    }

    /// The value of the expression when each variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }
}

extension Expression: CustomStringConvertible {
    /// For example `2.0 * v1 + -1.0 * v2 + 8.0`.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
