// The choosing layouts as printed calls: a grid, a flow, a firstFitting
// (its alternatives' calls), read back from their specifications.

/// A grid call as both printers write it: rows of cells, each cell's own
/// alignments spelt out (the grid's defaults are `.center`), every column.
package struct PrintedGrid {
    /// One cell of a row: an item (nil for an empty cell), the columns it
    /// spans, its alignments (nil: the grid's, `.center`).
    package struct Cell {
        package var item: String?
        package var columns: Int
        package var alignment: String?
        package var rowAlignment: String?
    }

    package var rows: [[Cell]]
    /// Each column's sizing: `fit`, a fixed width, or `flexible` with a weight;
    /// empty when every column fits its cells and the rows count them all.
    package var columns: [GridColumn]
    package var spacing: Double
    package var rowSpacing: Double
}

/// A flow call as both printers write it.
package struct PrintedFlow {
    package var items: [String]
    package var spacing: Double
    package var lineSpacing: Double
    package var alignment: String
    /// `top` by default.
    package var rowAlignment: String
    /// `chain` by default.
    package var wrap: String
}

extension PrintedCall {
    /// The call of a grid, a flow or a firstFitting declaration, or nil for
    /// another kind (and for a firstFitting whose alternative holds a call
    /// no call can write, or a call on another item).
    static func choosing(_ d: Declaration, options: PrintedOptions) -> [PrintedCall]? {
        switch d.payload {
        case let .grid(g): return [.grid(printed(g), options: options)]
        case let .flow(f):
            return [.flow(PrintedFlow(items: f.items.map(\.name), spacing: f.spacing, lineSpacing: f.lineSpacing, alignment: f.alignment.rawValue,
                                      rowAlignment: f.rowAlignment.rawValue, wrap: f.wrap.rawValue), options: options)]
        case let .firstFitting(spec):
            var alternatives: [[PrintedCall]] = []
            for declarations in spec.alternatives {
                var calls: [PrintedCall] = []
                var insets = d.insets   // each alternative's context starts at the call's insets
                for sub in declarations {
                    guard sub.reference.id == d.reference.id, sub.withinMargins == d.withinMargins,
                          let printed = make(sub, identifier: nil) else { return nil }
                    if sub.insets != insets {
                        calls.append(.resetEdges(sub.insets))
                        insets = sub.insets
                    }
                    calls += printed
                }
                alternatives.append(calls)
            }
            let axes = spec.axes == [.horizontal, .vertical] ? "both" : spec.axes.contains(.horizontal) ? "horizontal" : "vertical"
            return [.firstFitting(axes: axes, alternatives: alternatives, options: options)]
        default:
            return nil
        }
    }

    /// A grid's cells back in rows, gaps as empty cells, alignments per cell.
    private static func printed(_ g: GridSpecification) -> PrintedGrid {
        var rows: [[PrintedGrid.Cell]] = Array(repeating: [], count: g.rowCount)
        var next = Array(repeating: 0, count: g.rowCount)   // the first column not yet written, per row
        for slot in g.slots {
            if slot.column > next[slot.row] {
                rows[slot.row].append(PrintedGrid.Cell(item: nil, columns: slot.column - next[slot.row]))
            }
            rows[slot.row].append(PrintedGrid.Cell(item: slot.item.name, columns: slot.columns,
                                                   alignment: slot.horizontal == .center ? nil : slot.horizontal.rawValue,
                                                   rowAlignment: slot.vertical == .center ? nil : slot.vertical.rawValue))
            next[slot.row] = slot.column + slot.columns
        }
        let written = next.max() ?? 0
        let allFit = g.columns.allSatisfy { $0 == .fit }
        return PrintedGrid(rows: rows, columns: allFit && g.columns.count <= written ? [] : g.columns, spacing: g.spacing, rowSpacing: g.rowSpacing)
    }
}

extension PrintedGrid.Cell {
    /// An empty cell across `columns` columns.
    init(item: String?, columns: Int) {
        self.init(item: item, columns: columns, alignment: nil, rowAlignment: nil)
    }
}
