/// A `grid` call as a fixture states it (`Fixtures/README.md`, "Grids").
public struct GridValue: Sendable {
    /// One cell: an item across some columns, or an empty cell.
    public struct Cell: Sendable {
        /// The item's name, nil for an empty cell.
        public var item: String?
        /// How many columns it spans.
        public var columns: Int = 1
        /// `leading`, `center`, `trailing` or `fill`, nil for the grid's.
        public var alignment: String?
        /// `top`, `center`, `bottom`, `firstBaseline` or `fill`, nil for the grid's.
        public var rowAlignment: String?
    }

    /// A column's sizing.
    public enum Column: Sendable {
        /// `"fit"`.
        case fit
        /// A number: that wide.
        case fixed(Double)
        /// `{"flexible": weight}` (or `"flexible"`: weight 1).
        case flexible(Double)
    }

    /// The rows, in order.
    public var rows: [[Cell]]
    /// The columns' sizings (missing ones fit).
    public var columns: [Column]
    /// The gap between columns.
    public var spacing: Double
    /// The gap between rows, nil for `spacing`.
    public var rowSpacing: Double?
    /// The grid's horizontal alignment of cells.
    public var alignment: String
    /// The grid's vertical alignment of cells.
    public var rowAlignment: String
}
