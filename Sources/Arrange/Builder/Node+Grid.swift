// Grids in declarative layouts: the children and their make.grid in one node.
extension Node {
    /// A node whose children are the cells of a grid (SwiftUI's `Grid` of
    /// `GridRow`s): `rows` lists them row by row, `nil` for an empty cell.
    ///
    /// ```swift
    /// Node.grid("form", spacing: 8, alignment: .leading, rows: [
    ///     [Node("nameLabel", intrinsicSize: Size(width: 60, height: 20)), Node("name")],
    ///     [nil, Node("hint", intrinsicSize: Size(width: 120, height: 16))],
    /// ])
    /// ```
    ///
    /// The node's one arrangement is `make.grid` of its children by name
    /// (see ``Make/grid(_:columns:spacing:rowSpacing:alignment:rowAlignment:fileID:line:)``),
    /// so an apply that keeps the cells keeps every constraint.
    public static func grid(_ name: String, id: String? = nil, columns: [GridColumn] = [], spacing: Double = 0, rowSpacing: Double? = nil,
                            alignment: HorizontalAlignment = .center, rowAlignment: VerticalAlignment = .center,
                            fileID: String = #fileID, line: Int = #line, rows: [[Node?]]) -> Node {
        var node = Node(name, id: id)
        node.children = rows.flatMap { $0.compactMap { $0 } }
        let names = rows.map { $0.map { $0?.name } }
        node.arrangements = [Arrangement(fileID: fileID, line: line) { make in
            let cells: [[any GridCellConvertible]] = names.map { row in
                row.map { name -> any GridCellConvertible in name.map { make[$0, fileID, line] } ?? make.empty }
            }
            make.grid(cells, columns: columns, spacing: spacing, rowSpacing: rowSpacing, alignment: alignment, rowAlignment: rowAlignment,
                      fileID: fileID, line: line)
        }]
        return node
    }
}
