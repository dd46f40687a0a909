/// An item's measure function with what the layout knows of it: the
/// measurements made so far (one per distinct proposal) and the size its
/// intrinsic constraints hold.
final class MeasuredContent {
    /// The function.
    let measure: Measure
    /// The size at no limit, once measured (nil inside: not a valid size).
    private var natural: Size??
    /// The natural extent along the proposed dimension, as a measure that
    /// reports it (``Measure/reportsNatural``) said with its first size.
    private var reportedNatural: Double?
    /// Sizes by proposed width or height (its bit pattern), at most
    /// ``cacheLimit``, in the order measured: a list, searched from the
    /// latest, not a dictionary (a label is usually asked at one or two
    /// widths: hashing and a table per item cost more than the search).
    private var cache: [(key: UInt64, size: Size)] = []
    /// How many times the function was called (for tests).
    private(set) var calls = 0
    /// The size the item's intrinsic constraints are made from: the
    /// natural width and the height measured at the width last solved;
    /// the natural size until a pass measures. Nil: no valid size.
    var applied: Size?

    /// Proposals remembered per item; when full, the cache starts again
    /// (deterministically) rather than grow with every width a root is dragged through.
    static let cacheLimit = 256

    init(_ measure: Measure) {
        self.measure = measure
    }

    /// The natural size (proposal nil), measured once; nil if the function
    /// returned a size with a NaN, infinite or negative number.
    var naturalSize: Size? {
        if let natural { return natural }
        let size = Self.valid(call(nil).size)
        natural = .some(size)
        return size
    }

    /// The size at a proposed `width` (or height), measured at most once per
    /// distinct proposal (while the cache holds it); nil if not a valid size.
    func size(at width: Double) -> Size? {
        let key = width.bitPattern
        if let size = cached(key) { return Self.valid(size) }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        let (size, natural) = call(width)
        if cache.isEmpty { cache.reserveCapacity(2) }
        cache.append((key, size))
        if let natural { reportedNatural = natural }
        return Self.valid(size)
    }

    /// The size remembered for a proposal's bit pattern, the latest first.
    private func cached(_ key: UInt64) -> Size? {
        cache.withUnsafeBufferPointer { entries in
            var n = entries.count
            while n > 0 {
                n -= 1
                if entries[n].key == key { return entries[n].size }
            }
            return nil
        }
    }

    /// Whether the layout may wait for the first measurement at the width it
    /// solves before holding any intrinsic size: the measure reports its
    /// natural extent with it, and nothing holds it yet.
    var measuresOnceAtFirst: Bool {
        measure.reportsNatural && applied == nil
    }

    /// The size the intrinsic constraints should hold after measuring at
    /// `proposed` (a width, or a height for a measure proposing `.vertical`):
    /// the natural size along the proposed dimension (hugging and
    /// compression resistance act on it, as on a label's one-line width)
    /// and the measured size across it.
    ///
    /// A measure that reports its natural extent is asked once, at
    /// `proposed`: its answer says both.
    func target(at proposed: Double) -> Size? {
        guard let measured = size(at: proposed) else { return nil }
        let horizontal = measure.proposing == .horizontal
        let natural: Double
        if let reported = reportedNatural {
            guard let valid = Self.valid(Size(width: reported, height: 0)) else { return nil }
            natural = valid.width
        } else {
            guard let size = naturalSize else { return nil }
            natural = horizontal ? size.width : size.height
        }
        return horizontal ? Size(width: natural, height: measured.height) : Size(width: measured.width, height: natural)
    }

    private func call(_ proposed: Double?) -> (size: Size, natural: Double?) {
        calls += 1
        return measure.measured(proposed: proposed)
    }

    /// `size` if both numbers are finite, at most 10¹⁰⁰ and not negative.
    static func valid(_ size: Size) -> Size? {
        size.isSolvable && size.width >= 0 && size.height >= 0 ? size : nil
    }
}
