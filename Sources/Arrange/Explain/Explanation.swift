/// Why one number of an item's frame is what it is: the constraints that
/// pin it at the current solution, each with what it adds to the value,
/// and the priority constraints that lost, with how far each is violated.
///
/// Made by ``Item/explanation(of:)`` from the solver's optimal basis (the
/// row of the basis that expresses the value), not by guessing: every
/// constraint listed in ``pins`` holds exactly, and the value is the sum of
/// their ``Pin/contribution``s.
public struct Explanation: Hashable, Sendable {
    /// One constraint that pins the value.
    public struct Pin: Hashable, Sendable {
        /// The constraint, with its verb, items and `file:line` (the root's
        /// size reads `root.width == 375 — root size (root)`).
        public var constraint: ConstraintSummary
        /// What it adds to the value (its constant, scaled by how the value
        /// depends on it; 0 for a constraint that only ties two values).
        public var contribution: Double
    }

    /// A priority constraint that lost: it does not hold at the solution.
    public struct Loss: Hashable, Sendable {
        /// The constraint.
        public var constraint: ConstraintSummary
        /// How far it is violated (in points).
        public var violation: Double
    }

    /// The item, as messages name it (``Item/displayName``).
    public var item: String
    /// The number explained.
    public var value: FrameValue
    /// Its current value (the frame's, in the parent's coordinates), exact.
    public var amount: Double
    /// The value as ``Item/frame`` reads it on the pixel grid, when the root
    /// has a ``Item/pixelScale`` (nil without one: ``amount`` is read).
    public var rounded: Double? = nil
    /// The constraints that pin it, in installation order: required ones,
    /// the root's size, and priority constraints that won (they hold exactly).
    public var pins: [Pin]
    /// The priority constraints that lost, in installation order: those
    /// whose solver expression has this value's own variable (the item's
    /// left, top, width or height; a constraint on its right edge counts
    /// for both x and width).
    public var losses: [Loss]
    /// Whether nothing fixes the value (it is ambiguous): ``pins`` then
    /// explain nothing, and ``touching`` lists what constrains it at all.
    public var isAmbiguous: Bool
    /// For an ambiguous value, the installed constraints that name one of
    /// the item's anchors on its axis (what to look at first).
    public var touching: [ConstraintSummary]
    /// For each `firstFitting` call that arranges the item: which
    /// alternative it chose and why each before it did not fit (see `Fits/README.md`).
    public var choices: [FitChoice] = []
}

extension Explanation: CustomStringConvertible {
    /// A short derivation a person can follow:
    ///
    /// ```
    /// title.width = 327
    ///   = +375  screen.width == 375 — root size (screen)
    ///     -24   title.left == screen.left + 24 — xEqual argument 1 (title, screen) at App/Login.swift:12
    ///     -24   title.right == screen.right - 24 — xEqual argument 1 (title, screen) at App/Login.swift:12
    ///   lost: title.width <= 120 ~ 250 — hugging (title), violated by 207
    /// ```
    ///
    /// Bounded as errors are: at most `Snippet/constraintLimit` lines per
    /// list, each line cut as `Snippet/line(_:)`.
    public var description: String {
        let grid = rounded.map { " (on the pixel grid: \(formatNumber($0)))" } ?? ""
        var lines = ["\(Snippet.text(item)).\(value.rawValue) = \(Self.number(amount))" + grid]
        if isAmbiguous {
            lines.append("  nothing fixes it: it is ambiguous; the solver's \(Self.number(amount)) is arbitrary")
            if touching.isEmpty {
                lines.append("  no constraint names its \(value.axis) anchors; add one for its \(value.rawValue)")
            } else {
                lines.append("  constrained only by:")
                lines.append(Snippet.lines(touching, indent: "    ") { $0.boundedDescription })
            }
        } else if pins.isEmpty {
            lines.append("  = 0: no constraint moves it from 0")
        } else {
            let numbers = pins.map { Self.signed($0.contribution) }
            let width = numbers.map(\.count).max() ?? 0
            var first = true
            lines.append(Snippet.lines(Array(zip(pins, numbers)), indent: "  ") { pin, number in
                let padded = number + String(repeating: " ", count: width - number.count)
                defer { first = false }
                let won = pin.constraint.priority.isRequired ? "" : " (won)"
                return (first ? "= " : "  ") + padded + "  " + pin.constraint.boundedDescription + won
            })
        }
        if !losses.isEmpty {
            lines.append(Snippet.lines(losses, indent: "  ") { "lost: " + $0.constraint.boundedDescription + ", violated by \(Self.number($0.violation))" })
        }
        for choice in choices { lines.append(choice.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")) }
        return lines.joined(separator: "\n")
    }

    /// `+12`, `-24`, `0`.
    static func signed(_ value: Double) -> String {
        value > 0 ? "+" + number(value) : number(value)
    }

    /// A number as ``formatNumber(_:)`` writes it, a whole number when it is
    /// one but for rounding (within 1e-9, relative).
    static func number(_ value: Double) -> String {
        let whole = value.rounded()
        let near = Swift.abs(value - whole) <= 1e-9 * Swift.max(1, Swift.abs(value))
        return formatNumber(near ? whole : value)
    }
}
