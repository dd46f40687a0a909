/// How strongly a constraint wants to hold: a strict level and a weight within it.
///
/// The solver minimises violations **lexicographically by level** (the
/// Cassowary paper's symbolic weights): first the weighted violation of the
/// highest level present, then, among all solutions that are optimal for it,
/// that of the next level, and so on. A higher level is therefore never
/// traded for any amount of violation at lower levels, however many lower
/// constraints pull the other way. Inside one level, weights add up: two
/// constraints of weight 1 outweigh one.
///
/// Two families of strengths share this scheme:
/// - **kiwi's numeric strengths** (``strong``, ``medium``, ``weak``,
///   ``init(strong:medium:weak:weight:)``, ``init(value:)``) all live on
///   level 0, with kiwi's combined weight `a·10⁶ + b·10³ + c`. As in kiwi, a
///   stronger one dominates a weaker one only while violations stay below
///   about 1000 units per digit step: they trade, with very unequal weights.
///   Use them for kiwi parity.
/// - **strict levels** (``level(_:weight:)``, levels 1 and up) dominate each
///   other and every level-0 strength absolutely. Arrange's priorities
///   1…999 are strict levels 1…999, so `999` beats any number of `998`s, as in
///   Auto Layout.
///
/// ``required`` is above every level: such constraints must hold exactly,
/// and a conflict between them is an error.
public struct Strength: Hashable, Comparable, Sendable {
    /// The strict level: 0 for kiwi's numeric strengths, 1 and up for strict
    /// levels, ``requiredLevel`` for ``required``.
    public let level: Int
    /// The weight within the level: kiwi's combined value on level 0, the
    /// multiplier of a strict level's violations (1 by default).
    public let weight: Double

    /// The level of ``required``, above every strict level.
    public static let requiredLevel = Int(Int32.max)
    /// The highest strict level a non-required strength may have.
    public static let maximumLevel = requiredLevel - 1

    /// A strength as it is (a constraint keeps its level and weight apart).
    init(level: Int, weight: Double) {
        self.level = level
        self.weight = weight
    }

    /// Creates a kiwi strength from its three digits and a weight, as kiwi's `create`.
    ///
    /// Each digit is clamped to 0…1000 after multiplying by `weight`; the
    /// result lives on level 0 (see the type's discussion).
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x)) }
        self.init(value: clamp(strong * weight) * 1_000_000 + clamp(medium * weight) * 1_000 + clamp(weak * weight))
    }

    /// Creates a kiwi strength with a raw combined value on level 0, clamped
    /// to 0…``requiredValue``; the value ``requiredValue`` (or more) is ``required``.
    ///
    /// A non-finite value is clamped too: NaN becomes 0.
    public init(value: Double) {
        let v = value.isNaN ? 0 : Swift.max(0, Swift.min(Strength.requiredValue, value))
        if v >= Strength.requiredValue {
            self.init(level: Strength.requiredLevel, weight: 1)
        } else {
            self.init(level: 0, weight: v)
        }
    }

    /// A strict level: it dominates every lower level (and every kiwi
    /// strength) absolutely; `weight` scales its violations within the level.
    ///
    /// `level` is clamped to 1…``maximumLevel``; a non-finite or negative
    /// weight becomes 0 (the constraint then costs nothing).
    public static func level(_ level: Int, weight: Double = 1) -> Strength {
        let w = weight.isFinite ? Swift.max(0, weight) : 0
        return Strength(level: Swift.max(1, Swift.min(maximumLevel, level)), weight: w)
    }

    /// kiwi's value of ``required``: `1000·10⁶ + 1000·10³ + 1000`.
    public static let requiredValue: Double = 1_001_001_000

    /// Must hold; never traded against anything.
    public static let required = Strength(level: requiredLevel, weight: 1)
    /// kiwi's strong: 10⁶ on level 0; dominates medium and weak for realistic violations.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// kiwi's medium: 10³ on level 0; dominates weak for realistic violations.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// kiwi's weak: 1 on level 0.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether this is ``required``.
    public var isRequired: Bool { level == Strength.requiredLevel }

    /// Whether this is a strict level (1 and up, not required).
    public var isStrict: Bool { level >= 1 && !isRequired }

    /// kiwi's combined value: the weight on level 0, ``requiredValue`` for
    /// ``required``; for strict levels the weight within the level.
    public var value: Double { isRequired ? Strength.requiredValue : weight }

    /// Orders by level, then by weight within the level.
    public static func < (a: Strength, b: Strength) -> Bool {
        a.level != b.level ? a.level < b.level : a.weight < b.weight
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, `strength(7)` (kiwi values),
    /// `level 250` or `level 250 × 2` (strict levels).
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default:
            if level == 0 { return "strength(\(weight))" }
            return weight == 1 ? "level \(level)" : "level \(level) × \(weight)"
        }
    }
}
