/// Insets from the four edges of a reference item: the `l t r b` of the make context.
///
/// Left and right are physical. Leading and trailing are insets in the
/// reading direction: when a verb is lowered they add to the left or right
/// inset by the reference item's layout direction (``resolved(for:)``), so
/// `insetEdges(leading: 16)` mirrors with the direction. Most insets use
/// one pair or the other; both add up.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge, downwards.
    public var top: Double
    /// From the left edge, rightwards.
    public var left: Double
    /// From the bottom edge, upwards.
    public var bottom: Double
    /// From the right edge, leftwards.
    public var right: Double
    /// From the leading edge (left in left-to-right, right in right-to-left), inwards.
    public var leading: Double
    /// From the trailing edge (right in left-to-right, left in right-to-left), inwards.
    public var trailing: Double

    /// Creates insets; each defaults to zero. Name the physical edges
    /// (`EdgeInsets(top:left:bottom:right:)`), the reading-direction ones
    /// (`EdgeInsets(top:leading:bottom:trailing:)`), or both.
    public init(top: Double = 0, left: Double = 0, leading: Double = 0, bottom: Double = 0, right: Double = 0, trailing: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.leading = leading
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(edge: Double) {
        self.init(top: edge, left: edge, bottom: edge, right: edge)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Whether all six numbers are finite.
    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite && leading.isFinite && trailing.isFinite
    }

    /// The physical insets for a layout direction: leading and trailing
    /// added to left and right (left to right) or right and left (right to left).
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        guard leading != 0 || trailing != 0 else { return self }
        let (start, end) = direction == .leftToRight ? (leading, trailing) : (trailing, leading)
        return EdgeInsets(top: top, left: left + start, bottom: bottom, right: right + end)
    }

    /// The edge-by-edge sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, leading: a.leading + b.leading,
                   bottom: a.bottom + b.bottom, right: a.right + b.right, trailing: a.trailing + b.trailing)
    }
}

extension EdgeInsets {
    /// Nil when `self + more` and every number the make context forms from
    /// it are finite; otherwise which sum overflows, for
    /// ``ArrangeError/nonFiniteSum(verb:argument:sum:at:)``.
    ///
    /// The sums are those of ``+(_:_:)`` edge by edge, then those of
    /// ``overflow``.
    func overflow(adding more: EdgeInsets) -> String? {
        // No sum of up to eight numbers within ±1e300 overflows: skip the names.
        if isWellWithinRange && more.isWellWithinRange { return nil }
        let edges: [(String, Double, Double)] = [
            ("top", top, more.top), ("left", left, more.left), ("leading", leading, more.leading),
            ("bottom", bottom, more.bottom), ("right", right, more.right), ("trailing", trailing, more.trailing),
        ]
        for (name, a, b) in edges where !(a + b).isFinite {
            return "the \(name) inset \(formatNumber(a)) + \(formatNumber(b))"
        }
        return (self + more).overflow
    }

    /// Nil when every number the make context forms from these (finite)
    /// insets is finite; otherwise which one overflows: the insets inside
    /// `make.w` and `make.h`, the physical left and right of either
    /// direction (``resolved(for:)``) and the centre offsets `(l − r)/2`,
    /// `(t − b)/2`, each computed as the make context and lowering compute it.
    var overflow: String? {
        if isWellWithinRange { return nil }
        var sums: [(String, Double)] = [
            ("the insets inside make.w (left + right + leading + trailing)", left + right + leading + trailing),
            ("the insets inside make.h (top + bottom)", top + bottom),
            ("the vertical centre offset (top - bottom) / 2", (top - bottom) / 2),
        ]
        for direction in LayoutDirection.allCases {
            let (start, end) = direction == .leftToRight ? (leading, trailing) : (trailing, leading)
            let l = left + start, r = right + end
            sums += [("the left inset with the \(direction == .leftToRight ? "leading" : "trailing") one", l),
                     ("the right inset with the \(direction == .leftToRight ? "trailing" : "leading") one", r),
                     ("the horizontal centre offset (left - right) / 2", (l - r) / 2)]
        }
        return sums.first { !$0.1.isFinite }.map { "\($0.0) = \(formatNumber($0.1))" }
    }
}

extension EdgeInsets {
    /// Whether every inset is within ±1e300, so that no sum the make
    /// context forms from two such sets of insets can overflow.
    private var isWellWithinRange: Bool {
        Swift.max(Swift.abs(top), Swift.abs(left), Swift.abs(leading), Swift.abs(bottom), Swift.abs(right), Swift.abs(trailing)) <= 1e300
    }
}

extension EdgeInsets: CustomStringConvertible {
    /// For example `(top: 30, left: 30, bottom: 30, right: 30)`, with
    /// `leading:` and `trailing:` after them when either is not zero.
    public var description: String {
        var text = "(top: \(formatNumber(top)), left: \(formatNumber(left)), bottom: \(formatNumber(bottom)), right: \(formatNumber(right))"
        if leading != 0 || trailing != 0 { text += ", leading: \(formatNumber(leading)), trailing: \(formatNumber(trailing))" }
        return text + ")"
    }
}
