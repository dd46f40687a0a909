#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import ArrangeSolver

/// How much a constraint matters, on UIKit's scale: 1…1000, 1000 meaning required.
///
/// Attach a priority with `~`: `make.width(v) == 100 ~ .low`. A value outside
/// 1…1000 is reported as ``ArrangeError/invalidPriority(_:at:)`` when the
/// declaration is recorded.
///
/// A priority below 1000 becomes a solver strength that grows steeply:
/// `10^(9·(p − 1)/998)`, so 1 → 1, 250 → ~178, 750 → ~5.6·10⁶, 999 → 10⁹.
/// The solver minimises the sum of strength × violation, so "a higher
/// priority wins" means: one point of violation at priority `p` costs as much
/// as `10^(9·(p − q)/998)` points at priority `q`. Between `.high` and `.low`
/// that factor is about 31,600 — the higher one wins for any realistic
/// layout; between 251 and 250 it is only 1.02, so neighbouring priorities
/// trade distances almost evenly. Use levels at least 100 apart (×8) when one
/// must dominate. Required (1000) constraints always hold exactly.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
    /// The value on the 1…1000 scale.
    public let value: Int

    /// Creates a priority. Values outside 1…1000 are rejected when used.
    public init(_ value: Int) {
        self.value = value
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

    /// Whether the value is within 1…1000.
    public var isValid: Bool { (1...1000).contains(value) }

    /// Whether this is 1000.
    public var isRequired: Bool { value >= 1000 }

    /// The solver strength: required for 1000, else `10^(9·(p − 1)/998)`.
    public var strength: Strength {
        if value >= 1000 { return .required }
        return Priority.strengths[Swift.max(1, value) - 1]
    }

    /// The strengths of priorities 1…999, computed once.
    private static let strengths: [Strength] = (1...999).map { p in
        Strength(value: pow(10, 9 * Double(p - 1) / 998))
    }

    /// Orders by ``value``.
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

    /// A priority `n` steps higher: `.high + 1`.
    public static func + (p: Priority, n: Int) -> Priority { Priority(p.value + n) }

    /// A priority `n` steps lower: `.required - 1`.
    public static func - (p: Priority, n: Int) -> Priority { Priority(p.value - n) }
}

extension Priority: CustomStringConvertible {
    /// `required`, `high`, `low` or the number.
    public var description: String {
        switch value {
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
