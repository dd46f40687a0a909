// Grids: SwiftUI's Grid/GridRow and CSS grid in one make verb.
extension Make {
    /// Lays items out in rows and columns (SwiftUI's `Grid`): each column as
    /// wide as its widest cell, each row as tall as its tallest, `spacing`
    /// between columns and `rowSpacing` between rows, from `R`'s top leading
    /// corner inside the insets.
    ///
    /// ```swift
    /// make.grid([[nameLabel, nameField],
    ///            [mailLabel, mailField],
    ///            [make.cell(note, columns: 2, alignment: .leading)]],
    ///           columns: [.fit, .flexible()], spacing: 8, alignment: .leading)
    /// ```
    ///
    /// A row is a list of items (`make.empty` for an empty cell, `make.cell(…)`
    /// to span columns or align one cell on its own); rows may be shorter
    /// than the grid. Columns are ``GridColumn/fit`` unless `columns` says
    /// otherwise (missing entries are `.fit`); flexible columns share what
    /// the others leave of `R`'s width, and then the grid spans it. Right to
    /// left (`R`'s direction), column 1 is the rightmost. The grid keeps
    /// inside `R` (required), so a root given one dimension, or
    /// `fittingSize`, takes the grid's size. A spanning cell wider than its
    /// columns widens the last of them. The handle's numbers are the spacings
    /// (`setConstant(12, on: .width)` between columns, `on: .height` between
    /// rows). See `Grids/README.md` for the constraints.
    @discardableResult
    public func grid(_ rows: [[any GridCellConvertible]], columns: [GridColumn] = [], spacing: Double = 0, rowSpacing: Double? = nil,
                     alignment: HorizontalAlignment = .center, rowAlignment: VerticalAlignment = .center,
                     fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = true
        func fail(_ reason: String, items: [String] = []) {
            recorder.fail(.invalidArrangement(verb: "grid", items: items, reason: reason, at: location))
            ok = false
        }
        var slots: [GridSpecification.Slot] = []
        var items: [Item] = []
        var width = 0
        for (r, row) in rows.enumerated() {
            var column = 0
            for (k, element) in row.enumerated() {
                let cell = element.gridCell
                guard cell.columns >= 1 else {
                    fail("row \(r + 1), cell \(k + 1) spans \(cell.columns) columns; a cell spans 1 or more")
                    continue
                }
                if let item = cell.item {
                    items.append(item)
                    slots.append(.init(item: ItemReference(item), row: r, column: column, columns: cell.columns,
                                       horizontal: cell.horizontal ?? alignment, vertical: cell.vertical ?? rowAlignment))
                }
                column += cell.columns
            }
            width = Swift.max(width, column)
        }
        ok = checkTree(items, verb: "grid", at: location) && ok
        ok = checkNotReference(items, verb: "grid", at: location) && ok
        var firstIndex: [ObjectIdentifier: Int] = [:]   // lookups only
        for (n, item) in items.enumerated() {
            if let first = firstIndex[ObjectIdentifier(item)] {
                fail("item '\(item.displayName)' is in cells \(first + 1) and \(n + 1) (counting cells with items in reading order); an item sits in one cell", items: [item.displayName])
            } else {
                firstIndex[ObjectIdentifier(item)] = n
            }
        }
        ok = checkFinite(spacing, verb: "grid", argument: nil, at: location) && ok
        ok = checkFinite(rowSpacing ?? spacing, verb: "grid", argument: nil, at: location) && ok
        if spacing < 0 || (rowSpacing ?? 0) < 0 { fail("spacing \(formatNumber(Swift.min(spacing, rowSpacing ?? 0))) is negative; gaps are 0 or more") }
        for (j, column) in columns.enumerated() {
            switch column {
            case .fit: break
            case let .fixed(v) where !(v.isFinite && v >= 0 && v < 1e100):
                fail("column \(j + 1) is .fixed(\(formatNumber(v))); a fixed width is a finite number, 0 or more")
            case let .flexible(weight) where !(weight.isFinite && weight > 0 && weight < 1e100):
                fail("column \(j + 1) is .flexible(weight: \(formatNumber(weight))); a weight is a finite number above 0")
            default: break
            }
        }
        guard ok else { return rejected("grid", at: location) }
        let all = (0..<Swift.max(width, columns.count)).map { $0 < columns.count ? columns[$0] : .fit }
        let spec = GridSpecification(slots: slots, rowCount: rows.count, columns: all, spacing: spacing, rowSpacing: rowSpacing ?? spacing)
        return record("grid", .grid(spec), at: location)
    }
}
