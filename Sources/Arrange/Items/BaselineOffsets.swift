/// Where an item's text baselines lie, for the `firstBaseline` and
/// `lastBaseline` anchors: `first` below its top edge, `last` above its
/// bottom edge.
///
/// Measuring the last baseline from the bottom is what text does: a label
/// that grows a line keeps its first baseline `first` below its top and its
/// last baseline `last` above its bottom, so both follow the frame the
/// layout gives it. For a single line of text of height 20 with a 16-point
/// ascent: `BaselineOffsets(first: 16, last: 4)`.
public struct BaselineOffsets: Hashable, Sendable {
    /// From the top edge down to the first baseline.
    public var first: Double
    /// From the bottom edge up to the last baseline.
    public var last: Double

    /// Offsets of the first baseline (from the top) and the last (from the bottom).
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }

    /// One line of text whose baseline lies `baseline` below the top of a
    /// `height`-high item: first `baseline`, last `height − baseline`.
    public init(singleLine baseline: Double, height: Double) {
        self.init(first: baseline, last: height - baseline)
    }

    /// Whether both numbers are finite.
    var isFinite: Bool { first.isFinite && last.isFinite }
}

extension BaselineOffsets: CustomStringConvertible {
    /// For example `first 16, last 4`.
    public var description: String { "first \(formatNumber(first)), last \(formatNumber(last))" }
}
