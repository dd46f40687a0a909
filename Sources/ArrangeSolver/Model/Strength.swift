/// How strongly a constraint wants to hold.
///
/// Kiwi's scheme: a strength is one number `a·10⁶ + b·10³ + c` built from
/// three "digits" (strong, medium, weak), each clamped to 0…1000, times a
/// weight. The solver minimises the sum of strength × violation, so a higher
/// strength dominates any number of lower ones as long as violations stay
/// within realistic magnitudes (below 1000 units per digit step).
/// ``required`` is special: such constraints must hold exactly, and a
/// conflict between them is an error.
public struct Strength: Hashable, Comparable, Sendable {
    /// The combined weight. Strengths at or above ``required`` are required.
    public let value: Double

    /// Creates a strength from its three digits and a weight, as kiwi's `create`.
    ///
    /// Each digit is clamped to 0…1000 after multiplying by `weight`.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clamp(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x)) }
        let v = clamp(strong * weight) * 1_000_000 + clamp(medium * weight) * 1_000 + clamp(weak * weight)
        self.value = v
    }

    /// Creates a strength with a raw combined value, clamped to 0…``required``.
    ///
    /// A non-finite value is clamped too: NaN becomes 0.
    public init(value: Double) {
        self.value = value.isNaN ? 0 : Swift.max(0, Swift.min(Strength.requiredValue, value))
    }

    static let requiredValue: Double = 1_001_001_000

    /// Must hold; never traded against anything.
    public static let required = Strength(value: requiredValue)
    /// 10⁶: dominates medium and weak.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// 10³: dominates weak.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// 1.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether this is ``required``.
    public var isRequired: Bool { value >= Strength.requiredValue }

    /// Orders by ``value``.
    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength(\(value))"
        }
    }
}
