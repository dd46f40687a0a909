// What a flow's pass decides from the items' sizes (pure functions): the
// line breaks of either wrap, an aligned flow's columns, and each line's
// anchor across (see Flows/README.md).
extension FlowSpecification {
    /// Decides the line breaks, the columns (aligned) and each line's
    /// anchor from the items' breaking `widths`, `heights` and first-baseline
    /// `ascents` (each in reading order) and the `available` width.
    mutating func decide(widths: [Double], heights: [Double], ascents: [Double], available: Double) {
        switch wrap {
        case .chain:
            lineStarts = Self.lineStarts(widths: widths, available: available, spacing: spacing)
            columnAnchors = []
        case .aligned:
            let columns = Self.alignedColumns(widths: widths, available: available, spacing: spacing)
            lineStarts = Array(stride(from: 0, to: items.count, by: Swift.max(1, columns)))
            columnAnchors = (0..<columns).map { j in
                Self.first(ofLargest: stride(from: j, to: widths.count, by: columns).map { ($0, widths[$0]) })
            }
        }
        lineAnchors = lineStarts.indices.map { k in
            switch rowAlignment {
            case .top: line(k).lowerBound
            case .firstBaseline: Self.first(ofLargest: line(k).map { ($0, ascents[$0]) })
            case .center, .bottom, .fill: Self.first(ofLargest: line(k).map { ($0, heights[$0]) })
            }
        }
    }

    /// How many columns an aligned flow has (ConstraintLayout Flow's
    /// `measureAligned`): as many as the items that fit on the first line
    /// (at least 1), fewer while the columns, each as wide as its widest
    /// item (items in reading order, line after line), and the spacing do
    /// not fit in `available`. 0 for no items. Deterministic, O(items × columns tried).
    static func alignedColumns(widths: [Double], available: Double, spacing: Double) -> Int {
        guard !widths.isEmpty else { return 0 }
        let clean = widths.map { $0.isFinite ? Swift.max(0, $0) : 0 }
        let tolerance = 1e-9 * Swift.max(1, Swift.abs(available))
        let firstLine = lineStarts(widths: clean, available: available, spacing: spacing)
        var columns = firstLine.count > 1 ? firstLine[1] : clean.count
        while columns > 1 {
            var total = spacing * Double(columns - 1)
            for j in 0..<columns { total += stride(from: j, to: clean.count, by: columns).map { clean[$0] }.max() ?? 0 }
            if total <= available + tolerance { break }
            columns -= 1
        }
        return columns
    }

    /// The index of the first entry whose value is the largest, to a
    /// relative 1e-9 (so that solved sizes a rounding apart choose the same).
    static func first(ofLargest entries: [(index: Int, value: Double)]) -> Int {
        let largest = entries.map { $0.value.isFinite ? $0.value : 0 }.max() ?? 0
        let tolerance = 1e-9 * Swift.max(1, Swift.abs(largest))
        return entries.first { ($0.value.isFinite ? $0.value : 0) >= largest - tolerance }?.index ?? 0
    }
}

extension FlowSpecification {
    /// Whether `other` lowers to the same constraints as this: the same
    /// line breaks, columns and anchors (the rest never changes in a pass).
    func decidesAlike(_ other: FlowSpecification) -> Bool {
        lineStarts == other.lineStarts && lineAnchors == other.lineAnchors && columnAnchors == other.columnAnchors
    }
}
