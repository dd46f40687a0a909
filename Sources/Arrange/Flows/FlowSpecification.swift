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
/// gaps, the alignments, the wrap, and the line breaks, columns and line
/// anchors last decided (see `Flows/README.md`).
struct FlowSpecification {
    /// The items, in reading order.
    var items: [ItemReference]
    /// The gap between items on a line.
    var spacing: Double
    /// The gap between lines.
    var lineSpacing: Double
    /// How each line sits across the width.
    var alignment: FlowAlignment
    /// How the items of a line sit across it.
    var rowAlignment: VerticalAlignment = .top
    /// How items are broken into lines.
    var wrap: FlowWrap = .chain
    /// The index of the first item of each line, ascending, the first 0
    /// (empty for no items). Recorded with the lines of the width known
    /// then, or all on one line (`Make+Flow.swift`); the passes decide
    /// (``decide(widths:heights:ascents:available:)``).
    var lineStarts: [Int] = []
    /// Per line, the item whose top is the line's top: its first item
    /// (top-aligned), else its tallest, or the one with the largest ascent
    /// (first baselines).
    var lineAnchors: [Int] = []
    /// Aligned: per column, its widest item (columns hold the items whose
    /// index is the column's modulo the column count); empty for chain.
    var columnAnchors: [Int] = []

    /// The items of line `k`, as a range of indices.
    func line(_ k: Int) -> Range<Int> {
        lineStarts[k]..<(k + 1 < lineStarts.count ? lineStarts[k + 1] : items.count)
    }

    /// The anchor of line `k`: its recorded one, or its first item when
    /// none in the line is recorded (a specification whose breaks were set
    /// without anchors).
    func anchor(ofLine k: Int) -> Int {
        let line = line(k)
        return k < lineAnchors.count && line.contains(lineAnchors[k]) ? lineAnchors[k] : line.lowerBound
    }

    /// Whether the columns recorded fit the line breaks: one widest item
    /// per column, each in its column (aligned flows).
    var hasColumns: Bool {
        let columns = columnAnchors.count
        return wrap == .aligned && columns > 0 && lineStarts.indices.allSatisfy { line($0).count <= columns && lineStarts[$0] == $0 * columns }
            && columnAnchors.indices.allSatisfy { columnAnchors[$0] < items.count && columnAnchors[$0] % columns == $0 }
    }

    /// How many primitive constraints lowering makes, at most: per item a
    /// position along the line (and on its column's, aligned), a top and a
    /// bottom, the line's end and its containment, and a pull.
    var constraintBound: Int { items.count * 11 + 4 }

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
