extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`: `.horizontal`, `.vertical`, or both.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits: 1 horizontal, 2 vertical.
        public let rawValue: Int
        /// The set of the axes whose bits `rawValue` has.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Along x: widths.
        public static let horizontal = Set(rawValue: 1)
        /// Along y: heights.
        public static let vertical = Set(rawValue: 2)
    }
}

/// Why one alternative of a `firstFitting` call did not fit: the first item
/// found below its content size (see `Fits/README.md`).
public struct FitMisfit: Hashable, Sendable {
    /// The item's name.
    public var item: String
    /// The axis it does not fit along.
    public var axis: Axis
    /// Its content size along `axis` (intrinsic, or measured).
    public var content: Double
    /// The size the alternative gave it.
    public var got: Double
    /// The size inside the reference (less the insets) it was tried in.
    public var available: Size
    /// The content sizes of every item when it was tried: a later pass that
    /// finds the same ones and no more room knows it still does not fit.
    var contents: [Double] = []
    /// The settle it was found in (``LayoutTree/settleCount``).
    var settle = -1

    /// A misfit with no item: the alternative was refused by the layout.
    static let unknown = FitMisfit(item: "", axis: .horizontal, content: 0, got: 0, available: Size(width: 0, height: 0))

    /// "title needs width 180 and would get 150 (in 200 × 44)".
    public var description: String {
        let dimension = axis == .horizontal ? "width" : "height"
        return "\(Snippet.text(item)) needs \(dimension) \(formatNumber(content)) and would get \(formatNumber(got))"
            + " (in \(formatNumber(available.width)) × \(formatNumber(available.height)))"
    }
}

/// A `firstFitting` call as a declaration records it: the asked axes, each
/// alternative's declarations (recorded from its closure, lowered only
/// when chosen), the alternative chosen and why each before it did not fit.
struct FitSpecification {
    /// The axes along which an item must get its content size.
    var axes: Axis.Set
    /// The declarations of each alternative, in order.
    var alternatives: [[Declaration]]
    /// The items the alternatives arrange (the same in each), in order of first mention.
    var items: [ItemReference]
    /// The alternative installed: 0 until the first pass decides.
    var chosen = 0
    /// Per alternative, why it did not fit when last tried (nil: it fits,
    /// or was not tried).
    var misfits: [FitMisfit?]

    /// The constraints the chosen alternative lowers to, at most (room for any).
    var constraintBound: Int {
        alternatives.map { $0.reduce(0) { $0 + $1.constraintCountBound } }.max() ?? 0
    }
}
