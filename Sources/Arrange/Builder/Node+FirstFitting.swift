// The first alternative that fits in declarative layouts: the items and
// their make.firstFitting in one node (SwiftUI's ViewThatFits).
extension Node {
    /// A node whose children are arranged by the first alternative that
    /// fits: `Node.firstFitting("cell", in: .horizontal, items: [icon, title], [{ $0.xStack($1, spacing: 8) }, { $0.yStack($1) }])`.
    ///
    /// Each alternative is given the make context of the node and its
    /// children's items, in order (see `Make.firstFitting(in:_:)` and
    /// `Fits/README.md`).
    public static func firstFitting(_ name: String, id: String? = nil, in axes: Axis.Set = [.horizontal, .vertical],
                                    fileID: String = #fileID, line: Int = #line, items: [Node],
                                    _ alternatives: [@Sendable (Make, [Item]) -> Void]) -> Node {
        var node = Node(name, id: id)
        node.children = items
        let names = items.map(\.name)
        node.arrangements = [Arrangement(fileID: fileID, line: line) { make in
            let children = names.map { make[$0, fileID, line] }
            make.firstFitting(in: axes, alternatives.map { alternative in { alternative($0, children) } }, fileID: fileID, line: line)
        }]
        return node
    }

    /// ``firstFitting(_:id:in:fileID:line:items:_:)`` with two alternatives:
    /// `Node.firstFitting("cell", items: [icon, title]) { $0.xStack($1) } or: { $0.yStack($1) }`.
    public static func firstFitting(_ name: String, id: String? = nil, in axes: Axis.Set = [.horizontal, .vertical],
                                    fileID: String = #fileID, line: Int = #line, items: [Node],
                                    _ first: @escaping @Sendable (Make, [Item]) -> Void, or second: @escaping @Sendable (Make, [Item]) -> Void) -> Node {
        firstFitting(name, id: id, in: axes, fileID: fileID, line: line, items: items, [first, second])
    }
}
