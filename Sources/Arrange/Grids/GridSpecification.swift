/// A grid as a declaration records it: every cell placed in its row and
/// columns, every column sized, the spacings (see `Grids/README.md`).
struct GridSpecification {
    /// One cell that holds an item.
    struct Slot {
        var item: ItemReference
        /// Its row, from 0.
        var row: Int
        /// Its first column, from 0 (in reading order).
        var column: Int
        /// How many columns it spans.
        var columns: Int
        var horizontal: HorizontalAlignment
        var vertical: VerticalAlignment
    }

    /// The cells that hold items, row by row, in reading order.
    var slots: [Slot]
    /// How many rows (empty ones included).
    var rowCount: Int
    /// Every column's sizing, one per column.
    var columns: [GridColumn]
    /// The gap between columns.
    var spacing: Double
    /// The gap between rows.
    var rowSpacing: Double

    /// How many primitive constraints lowering makes, at most.
    var constraintBound: Int { slots.count * 8 + columns.count * 3 + rowCount * 3 + 4 }

    /// How many spacer units lowering hands out: a leading and a trailing
    /// offset per column and a top and a bottom offset per row, and one
    /// flexible unit.
    var spacerCount: Int { 2 * columns.count + 2 * rowCount + 1 }
}
