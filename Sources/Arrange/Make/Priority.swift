import ArrangeSolver

/// How much a constraint matters, on UIKit's scale: 1…1000, 1000 meaning required.
///
/// Attach a priority with `~`: `make.width(v) == 100 ~ .low`. A value outside
/// 1…1000 is reported as ``ArrangeError/invalidPriority(_:at:)`` when the
/// declaration is recorded.
///
/// Priorities are **strict levels**, as in Auto Layout: a higher priority
/// always wins against a lower one, however many lower ones pull the other
/// way (`999` beats any number of `998`s; one `.high` constraint beats a
/// hundred `.low` ones). Only constraints of the same priority trade off
/// against each other, by how much each is violated (two at 250 outweigh
/// one at 250). Required (1000) constraints always hold exactly; a
/// conflict between them is an error. In the solver, priority `p` below
/// 1000 is `Strength/level(_:weight:)` `p`.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The value on the 1…1000 scale.
    public let value: Int
    /// A decimal literal with a fraction (`750.5`), kept to be rejected when
    /// used (``ArrangeError/fractionalPriority(_:at:)``); nil otherwise.
    let fraction: Double?

    /// Creates a priority. Values outside 1…1000 are rejected when used.
    public init(_ value: Int) {
        self.init(value, fraction: nil)
    }

    init(_ value: Int, fraction: Double?) {
        self.value = value
        self.fraction = fraction
    }

    /// Creates a priority from an integer literal: `make.width(v) == 100 ~ 300`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// 1000: must hold exactly (the default).
    public static let required = Priority(1000)
    /// 750: UIKit's `defaultHigh` (compression resistance).
    public static let high = Priority(750)
    /// 500: halfway.
    public static let medium = Priority(500)
    /// 250: UIKit's `defaultLow` (hugging).
    public static let low = Priority(250)
    /// 50: UIKit's `fittingSizeLevel`.
    public static let fittingSize = Priority(50)
    /// 900: the minimum gap kept across an `xPlace`/`yPlace` wall (the numbers
    /// beside the wall). It beats `.high` (compression resistance), so items
    /// stay apart and inside the container while they fit, and yields to
    /// required constraints.
    public static let wallGap = Priority(900)

    /// The pull that keeps an anchor tied to a barrier on the barrier: below
    /// every priority (the solver's weak strength), so that it never moves
    /// the items the barrier follows (see ``BarrierRelation``). Internal:
    /// users cannot write a priority below 1.
    static let barrierPull = Priority(0)

    /// Whether the value is a whole number within 1…1000.
    public var isValid: Bool { fraction == nil && (1...1000).contains(value) }

    /// The error for using this priority, when it is not valid.
    func invalidError(at location: CallSite) -> ArrangeError {
        if let fraction { .fractionalPriority(fraction, at: location) } else { .invalidPriority(value, at: location) }
    }

    /// Whether this is 1000.
    public var isRequired: Bool { value >= 1000 }

    /// The solver strength: `Strength/required` for 1000, else the strict
    /// level `p` (weight 1); the solver's `Strength/weak` (below every
    /// strict level) for the internal barrier pull, 0.
    public var strength: Strength {
        value >= 1000 ? .required : value <= 0 ? .weak : .level(value)
    }

    /// Orders by ``value``.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    /// A priority `n` steps higher: `.high + 1`.
    public static func + (p: Priority, n: Int) -> Priority { Priority(p.value + n) }

    /// A priority `n` steps lower: `.required - 1`.
    public static func - (p: Priority, n: Int) -> Priority { Priority(p.value - n) }
}

extension Priority: ExpressibleByFloatLiteral {
    /// Creates a priority from a decimal literal: `~ 750.0` is 750. A
    /// literal with a fraction (`~ 750.5`) is not rounded: using it fails
    /// with ``ArrangeError/fractionalPriority(_:at:)``, since priorities are
    /// whole levels and rounding could silently tie it with another.
    public init(floatLiteral value: Double) {
        if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e9 {
            self.init(Int(value))
        } else {
            self.init(0, fraction: value)
        }
    }
}

extension Priority: CustomStringConvertible {
    /// `required`, `high`, `low` or the number.
    public var description: String {
        if let fraction { return "\(fraction)" }
        return switch value {
        case 1000: "required"
        case 750: "high"
        case 250: "low"
        default: "\(value)"
        }
    }
}

precedencegroup ArrangePriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
    associativity: left
}

/// Attaches a priority: `make.width(v) == 100 ~ .low`, `a.left == b.right ~ .high`.
infix operator ~: ArrangePriorityPrecedence
