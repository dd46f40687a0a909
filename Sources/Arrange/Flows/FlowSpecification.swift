/// How each line of a flow sits across the flow's width (ConstraintLayout
/// Flow's horizontal style, CSS `justify-content` on wrapped lines).
public enum FlowAlignment: String, Sendable, CaseIterable {
    /// From the leading edge (left, or right in right-to-left).
    case leading
    /// Centred between the edges.
    case center
    /// Against the trailing edge.
    case trailing
    /// The first item on the leading edge, the last on the trailing one, the
    /// gaps equal (`space-between`); a line of one item, and the last line,
    /// lead.
    case justified
}

/// A flow as a declaration records it: the items in reading order, the
/// gaps, the alignment and the line breaks last decided (see `Flows/README.md`).
struct FlowSpecification {
    /// The items, in reading order.
    var items: [ItemReference]
    /// The gap between items on a line.
    var spacing: Double
    /// The gap between lines.
    var lineSpacing: Double
    /// How each line sits across the width.
    var alignment: FlowAlignment
    /// The index of the first item of each line, ascending, the first 0
    /// (empty for no items). Recorded with the lines of the width known
    /// then, or all on one line (`Make+Flow.swift`); the passes decide.
    var lineStarts: [Int]

    /// The items of line `k`, as a range of indices.
    func line(_ k: Int) -> Range<Int> {
        lineStarts[k]..<(k + 1 < lineStarts.count ? lineStarts[k + 1] : items.count)
    }

    /// How many primitive constraints lowering makes, at most: per item a
    /// position along the line, a top and a bottom, the line's end and
    /// its containment, and a pull.
    var constraintBound: Int { items.count * 9 + 2 }

    /// The line starts for items `widths` wide in `available`: greedy, in
    /// reading order, as text wraps; an item wider than `available` takes a
    /// line of its own. Deterministic, O(items).
    static func lineStarts(widths: [Double], available: Double, spacing: Double) -> [Int] {
        var starts: [Int] = []
        var used = 0.0
        for (index, width) in widths.enumerated() {
            let w = width.isFinite ? Swift.max(0, width) : 0
            // A relative tolerance, so that widths summed to exactly the available width fit.
            if starts.isEmpty || used + spacing + w > available + 1e-9 * Swift.max(1, Swift.abs(available)) {
                starts.append(index)
                used = w
            } else {
                used += spacing + w
            }
        }
        return starts
    }
}
