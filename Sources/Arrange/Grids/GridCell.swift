/// How a cell sits across its column (or its columns, when it spans several).
///
/// SwiftUI's `HorizontalAlignment` for grids (`Grid(alignment:)`,
/// `.gridColumnAlignment`), with `fill`: the cell as wide as its columns.
public enum HorizontalAlignment: String, Sendable, CaseIterable {
    /// The cell's leading edge on the column's (left, or right in right-to-left).
    case leading
    /// The cell's centre on the column's (SwiftUI's default).
    case center
    /// The cell's trailing edge on the column's.
    case trailing
    /// Both edges on the column's: the cell as wide as the column.
    case fill
}

/// How a cell sits in its row.
///
/// SwiftUI's `VerticalAlignment` for `GridRow(alignment:)`, with `fill`.
public enum VerticalAlignment: String, Sendable, CaseIterable {
    /// The cell's top on the row's.
    case top
    /// The cell's centre on the row's (SwiftUI's default).
    case center
    /// The cell's bottom on the row's.
    case bottom
    /// The cell's first baseline on that of the row's other cells aligned so
    /// (SwiftUI's `.firstTextBaseline`): the row is as tall as the largest
    /// ascent plus the largest descent.
    case firstBaseline
    /// Top and bottom on the row's: the cell as tall as the row.
    case fill
}

/// How wide a grid column is (CSS grid's track sizes, SwiftUI's `GridItem`).
public enum GridColumn: Sendable, Equatable {
    /// As wide as its widest cell (the default; CSS `max-content`).
    case fit
    /// Exactly this wide; wider cells are compressed.
    case fixed(Double)
    /// A share of the width the fitting and fixed columns and the spacing
    /// leave inside the reference (CSS `1fr`): `weight` shares.
    case flexible(weight: Double = 1)
}

/// One cell of a grid row: an item (or nothing), the columns it spans and
/// its own alignment.
///
/// Items are cells as they are (`[title, value]`); `make.cell(note,
/// columns: 2, alignment: .trailing)` spans or aligns one; `make.empty`
/// leaves a column of the row empty (SwiftUI's `Color.clear` cell).
public struct GridCell {
    /// The item, or nil for an empty cell.
    let item: Item?
    /// How many columns it spans (SwiftUI's `.gridCellColumns`), 1 or more.
    let columns: Int
    /// Its alignment across its columns, or nil for the grid's.
    let horizontal: HorizontalAlignment?
    /// Its alignment in its row, or nil for the grid's.
    let vertical: VerticalAlignment?
}

/// What a grid row can hold: an ``Item`` or a ``GridCell``.
public protocol GridCellConvertible {
    /// The cell it stands for.
    var gridCell: GridCell { get }
}

extension Item: GridCellConvertible {
    /// The item alone in one column, aligned as the grid says.
    public var gridCell: GridCell { GridCell(item: self, columns: 1, horizontal: nil, vertical: nil) }
}

extension GridCell: GridCellConvertible {
    /// Itself.
    public var gridCell: GridCell { self }
}

extension Make {
    /// A cell holding `item` across `columns` columns, aligned on its own:
    /// `make.cell(note, columns: 2, alignment: .leading)`.
    public func cell(_ item: Item, columns: Int = 1, alignment: HorizontalAlignment? = nil, rowAlignment: VerticalAlignment? = nil) -> GridCell {
        GridCell(item: item, columns: columns, horizontal: alignment, vertical: rowAlignment)
    }

    /// An empty cell of one column.
    public var empty: GridCell { GridCell(item: nil, columns: 1, horizontal: nil, vertical: nil) }

    /// An empty cell across `columns` columns.
    public func empty(columns: Int) -> GridCell { GridCell(item: nil, columns: columns, horizontal: nil, vertical: nil) }
}
