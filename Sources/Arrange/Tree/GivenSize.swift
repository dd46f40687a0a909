/// What the outside gives a root: its width, its height, or both.
///
/// A dimension given is held exactly (an edit variable above every
/// priority, as ``Item/size`` does); a dimension left free while the other
/// is given is taken from the content: as small as the constraints above
/// ``Priority/fittingSize`` (50) allow, the height a table cell gets from
/// `fittingSize(width:)`. Re-solved incrementally when either changes.
///
/// ```swift
/// cell.givenSize = GivenSize(width: 375)    // height from the content
/// try cell.resize(width: 320)               // the same, or the error
/// ```
public struct GivenSize: Hashable, Sendable {
    /// The width given, or nil to take it from the content.
    public var width: Double?
    /// The height given, or nil to take it from the content.
    public var height: Double?

    /// Gives one dimension, or both.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    /// Gives both dimensions.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions, when both are given.
    public var size: Size? {
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    /// The given value of one dimension.
    public subscript(axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// Whether neither dimension is given.
    var isEmpty: Bool { width == nil && height == nil }

    /// Whether every dimension given is within ±1e100 (NaN and infinities are not).
    var isSolvable: Bool {
        [width, height].allSatisfy { $0.map { Swift.abs($0) <= 1e100 } ?? true }
    }

    /// Whether a root solved at `reached` has every given dimension (within rounding).
    func holds(at reached: Size) -> Bool {
        func close(_ a: Double, _ b: Double?) -> Bool {
            guard let b else { return true }
            return Swift.abs(a - b) <= 1e-7 * Swift.max(1, Swift.abs(b))
        }
        return close(reached.width, width) && close(reached.height, height)
    }

    /// The size with the given dimensions, and `solved`'s for the free ones.
    func filled(from solved: Size) -> Size {
        Size(width: width ?? solved.width, height: height ?? solved.height)
    }
}

extension GivenSize: CustomStringConvertible {
    /// `375×603`, `375 wide` or `44 high`.
    public var description: String {
        switch (width, height) {
        case let (w?, h?): Size(width: w, height: h).description
        case let (w?, nil): "\(formatNumber(w)) wide"
        case let (nil, h?): "\(formatNumber(h)) high"
        case (nil, nil): "free"
        }
    }
}
