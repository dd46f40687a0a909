// Flows in declarative layouts: the items and their make.flow in one node.
extension Node {
    /// A node whose children wrap into lines (ConstraintLayout's `Flow`):
    /// `Node.flow("tags", spacing: 8, items: tags.map { Node($0.name, intrinsicSize: $0.size) })`.
    ///
    /// The node's one arrangement is `make.flow` of its children by name,
    /// from its top leading corner (see
    /// `Make.flow(_:spacing:lineSpacing:alignment:rowAlignment:wrap:fileID:line:)`).
    public static func flow(_ name: String, id: String? = nil, spacing: Double = 0, lineSpacing: Double? = nil, alignment: FlowAlignment = .leading,
                            rowAlignment: VerticalAlignment = .top, wrap: FlowWrap = .chain,
                            fileID: String = #fileID, line: Int = #line, items: [Node]) -> Node {
        var node = Node(name, id: id)
        node.children = items
        let names = items.map(\.name)
        node.arrangements = [Arrangement(fileID: fileID, line: line) { make in
            make.flow(names.map { make[$0, fileID, line] }, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment,
                      rowAlignment: rowAlignment, wrap: wrap, fileID: fileID, line: line)
        }]
        return node
    }
}
