import Arrange

extension CallInterpreter {
    /// `make.grid(rows, columns:, spacing:, rowSpacing:, alignment:, rowAlignment:)` for a fixture's grid.
    func grid(_ g: GridValue, make: Make, fileID: String, line: Int) -> ConstraintHandle {
        let rows: [[any GridCellConvertible]] = g.rows.map { row in
            row.map { cell -> any GridCellConvertible in
                let horizontal = cell.alignment.flatMap(HorizontalAlignment.init(rawValue:))
                let vertical = cell.rowAlignment.flatMap(VerticalAlignment.init(rawValue:))
                guard let name = cell.item else { return make.empty(columns: cell.columns) }
                if cell.columns == 1, horizontal == nil, vertical == nil { return items[name]! }
                return make.cell(items[name]!, columns: cell.columns, alignment: horizontal, rowAlignment: vertical)
            }
        }
        let columns: [GridColumn] = g.columns.map {
            switch $0 {
            case .fit: .fit
            case let .fixed(v): .fixed(v)
            case let .flexible(w): .flexible(weight: w)
            }
        }
        return make.grid(rows, columns: columns, spacing: g.spacing, rowSpacing: g.rowSpacing,
                         alignment: HorizontalAlignment(rawValue: g.alignment)!, rowAlignment: VerticalAlignment(rawValue: g.rowAlignment)!,
                         fileID: fileID, line: line)
    }
}
