/// A stack in a declarative layout: a node whose children are stacked by
/// `xStack`/`yStack`, SwiftUI's `HStack`/`VStack` in the builder.
///
/// ```swift
/// Node("screen") {
///     Stack("buttons", .horizontal, spacing: 8, distribution: .fillEqually) {
///         Node("cancel", intrinsicSize: Size(width: 80, height: 44))
///         Node("ok", intrinsicSize: Size(width: 60, height: 44))
///     }
///     Arrangement { make in make.xEqual(make["buttons"]); make.yBottom(make["buttons"]) }
/// }
/// ```
///
/// The stack is the node's item, constrained from outside like any item;
/// its child nodes are stacked in order (arrangements in its block are the
/// node's own, added after the stack).
public struct Stack: Sendable {
    /// The node: the stack's item, its children and the stack arrangement.
    public var node: Node

    /// A stack of the child nodes declared in the block (see ``Make/xStack(_:spacing:distribution:alignment:spacingAfter:fileID:line:)``).
    public init(_ name: String, _ axis: Axis, spacing: Double = 0, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                id: String? = nil, fileID: String = #fileID, line: Int = #line, @LayoutBuilder _ content: () -> [LayoutElement]) {
        var node = Node(name, id: id, content)
        let names = node.children.map { "\(name)/\($0.name)" }
        let stack = Arrangement(fileID: fileID, line: line) { make in
            let items = names.map { make[$0, fileID, line] }
            if axis == .horizontal {
                make.xStack(items, spacing: spacing, distribution: distribution, alignment: alignment, fileID: fileID, line: line)
            } else {
                make.yStack(items, spacing: spacing, distribution: distribution, alignment: alignment, fileID: fileID, line: line)
            }
        }
        node.arrangements.insert(stack, at: 0)
        self.node = node
    }
}

extension LayoutBuilder {
    /// A stack as a child node.
    public static func buildExpression(_ stack: Stack) -> [LayoutElement] { [.node(stack.node)] }
}
