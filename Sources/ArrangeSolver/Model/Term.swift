/// A coefficient times a variable: one term of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    /// For example `2.0 * v3`.
    public var description: String { "\(coefficient) * \(variable)" }
}
