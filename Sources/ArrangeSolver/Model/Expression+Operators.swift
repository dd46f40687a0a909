// Arithmetic that builds expressions: `+ - *` between variables, terms,
// expressions and numbers, `/` by a number, and unary minus. Products of two
// unknowns do not exist, so they do not compile.

extension Variable {
    /// Negation: `-1 * v`.
    public static prefix func - (v: Variable) -> Term { Term(v, -1) }
    /// `v * c`.
    public static func * (v: Variable, c: Double) -> Term { Term(v, c) }
    /// `c * v`.
    public static func * (c: Double, v: Variable) -> Term { Term(v, c) }
    /// `v / c`.
    public static func / (v: Variable, c: Double) -> Term { Term(v, 1 / c) }
}

extension Term {
    /// Negation.
    public static prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }
    /// Scales the coefficient.
    public static func * (t: Term, c: Double) -> Term { Term(t.variable, t.coefficient * c) }
    /// Scales the coefficient.
    public static func * (c: Double, t: Term) -> Term { Term(t.variable, t.coefficient * c) }
    /// Divides the coefficient.
    public static func / (t: Term, c: Double) -> Term { Term(t.variable, t.coefficient / c) }
}

extension Expression {
    /// Negation.
    public static prefix func - (e: Expression) -> Expression { e * -1 }
    /// Scales every term and the constant.
    public static func * (e: Expression, c: Double) -> Expression {
        Expression(e.terms.map { $0 * c }, constant: e.constant * c)
    }
    /// Scales every term and the constant.
    public static func * (c: Double, e: Expression) -> Expression { e * c }
    /// Divides every term and the constant.
    public static func / (e: Expression, c: Double) -> Expression {
        Expression(e.terms.map { $0 / c }, constant: e.constant / c)
    }
    /// The sum of two expressions.
    public static func + (a: Expression, b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    /// The difference of two expressions.
    public static func - (a: Expression, b: Expression) -> Expression { a + -b }
}

// MARK: - Mixed sums, each spelled out so that literals infer as Double.

/// Anything that reads as a linear expression: a ``Variable``, a ``Term`` or an ``Expression``.
public protocol LinearExpressible: Sendable {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: LinearExpressible {
    /// `1 * self`.
    public var expression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    /// The one-term expression.
    public var expression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    /// `self`.
    public var expression: Expression { self }
}

/// The sum of two linear values.
public func + <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Expression { a.expression + b.expression }
/// The difference of two linear values.
public func - <A: LinearExpressible, B: LinearExpressible>(a: A, b: B) -> Expression { a.expression - b.expression }
/// A linear value plus a constant.
public func + <A: LinearExpressible>(a: A, c: Double) -> Expression { a.expression + Expression(c) }
/// A constant plus a linear value.
public func + <A: LinearExpressible>(c: Double, a: A) -> Expression { Expression(c) + a.expression }
/// A linear value minus a constant.
public func - <A: LinearExpressible>(a: A, c: Double) -> Expression { a.expression - Expression(c) }
/// A constant minus a linear value.
public func - <A: LinearExpressible>(c: Double, a: A) -> Expression { Expression(c) - a.expression }
