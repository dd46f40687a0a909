/// A `grid` call as a fixture states it (`Fixtures/README.md`, "Grids").
package struct GridValue: Sendable {
    /// One cell: an item across some columns, or an empty cell.
    package struct Cell: Sendable {
        /// The item's name, nil for an empty cell.
        package var item: String?
        /// How many columns it spans.
        package var columns: Int = 1
        /// `leading`, `center`, `trailing` or `fill`, nil for the grid's.
        package var alignment: String?
        /// `top`, `center`, `bottom`, `firstBaseline` or `fill`, nil for the grid's.
        package var rowAlignment: String?
    }

    /// A column's sizing.
    package enum Column: Sendable {
        /// `"fit"`.
        case fit
        /// A number: that wide.
        case fixed(Double)
        /// `{"flexible": weight}` (or `"flexible"`: weight 1).
        case flexible(Double)
    }

    /// The rows, in order.
    package var rows: [[Cell]]
    /// The columns' sizings (missing ones fit).
    package var columns: [Column]
    /// The gap between columns.
    package var spacing: Double
    /// The gap between rows, nil for `spacing`.
    package var rowSpacing: Double?
    /// The grid's horizontal alignment of cells.
    package var alignment: String
    /// The grid's vertical alignment of cells.
    package var rowAlignment: String
}
