/// The result builder of a ``Node``'s block: child nodes and
/// ``Arrangement``s, with `if`/`else`, `switch`, `for`, `if let`, optional
/// nodes (`Node?`) and arrays of nodes.
///
/// ```swift
/// Node("name") {
///     Node("first")
///     if showMiddleName { Node("middle") }
///     Node("last")
///     for tag in tags { Node(tag) }
///     Arrangement { make in make.xPlace(make["first"], 8, make["last"]) }
/// }
/// ```
@resultBuilder
public enum LayoutBuilder {
    /// A child node.
    public static func buildExpression(_ node: Node) -> [LayoutElement] { [.node(node)] }
    /// A child node, or nothing.
    public static func buildExpression(_ node: Node?) -> [LayoutElement] { node.map { [.node($0)] } ?? [] }
    /// Several child nodes (`names.map { Node($0) }`).
    public static func buildExpression(_ nodes: [Node]) -> [LayoutElement] { nodes.map { .node($0) } }
    /// An arrangement of the enclosing item.
    public static func buildExpression(_ arrangement: Arrangement) -> [LayoutElement] { [.arrangement(arrangement)] }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [LayoutElement]...) -> [LayoutElement] { parts.flatMap { $0 } }
    /// `if` without `else`.
    public static func buildOptional(_ part: [LayoutElement]?) -> [LayoutElement] { part ?? [] }
    /// The first branch of `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutElement]) -> [LayoutElement] { part }
    /// The second branch of `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutElement]) -> [LayoutElement] { part }
    /// `for … in`.
    public static func buildArray(_ parts: [[LayoutElement]]) -> [LayoutElement] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [LayoutElement]) -> [LayoutElement] { part }
}
