/// One item of a declarative layout: its name, its intrinsic size, its
/// children and, beside them, the make arrangements of which it is the
/// reference `R`.
///
/// ```swift
/// let layout = Node("screen") {
///     Node("logo")
///     if showTitle { Node("title", intrinsicSize: Size(width: 120, height: 24)) }
///     Arrangement { make in
///         make.size(make["logo"]) == (48, 48)
///         make.xLeft(make["logo"]); make.yTop(make["logo"])
///     }
/// }
/// try host.apply(layout)
/// ```
///
/// A value: `Sendable` (its arrangements are `@Sendable` closures that find
/// their items by name, `make["logo"]`), so it can be built on one actor
/// and applied or solved on another. Items are matched between updates by
/// their path of names, so the children of one node need distinct names.
public struct Node: Sendable {
    /// The item's name (its path segment): not empty, no `/`
    /// (``LayoutError/invalidName(_:path:)`` otherwise).
    public var name: String
    /// An identity that survives a move to another parent (SwiftUI's
    /// `.id`): unique in the layout; the item keeps its name. Without one,
    /// an item is identified by its path, and a move makes a new item.
    public var id: String?
    /// The item's intrinsic size (nil: none).
    public var intrinsicSize: Size?
    /// The children, in order.
    public var children: [Node]
    /// The arrangements whose reference is this item, in order.
    public var arrangements: [Arrangement]

    /// A node with children and arrangements declared in a ``LayoutBuilder`` block.
    public init(_ name: String, id: String? = nil, intrinsicSize: Size? = nil, @LayoutBuilder _ content: () -> [LayoutElement] = { [] }) {
        self.name = name
        self.id = id
        self.intrinsicSize = intrinsicSize
        self.children = []
        self.arrangements = []
        for element in content() {
            switch element {
            case let .node(node): children.append(node)
            case let .arrangement(arrangement): arrangements.append(arrangement)
            }
        }
    }

    /// The number of nodes in this subtree (this one included).
    public var count: Int { children.reduce(1) { $0 + $1.count } }
}

/// A make closure declared beside a node's children: its reference `R` is
/// the node's item. Find items with `make["name"]` (or a path,
/// `make["cell/label"]`); each arrangement starts with zero insets.
public struct Arrangement: Sendable {
    /// The closure.
    let body: @Sendable (Make) throws -> Void
    /// Where it was written.
    public let location: CallSite

    /// An arrangement of the enclosing node's item.
    public init(fileID: String = #fileID, line: Int = #line, _ body: @escaping @Sendable (Make) throws -> Void) {
        self.body = body
        self.location = CallSite(fileID: fileID, line: line)
    }
}

/// What a ``LayoutBuilder`` block holds: child nodes and arrangements.
public enum LayoutElement: Sendable {
    /// A child item.
    case node(Node)
    /// An arrangement of the enclosing item.
    case arrangement(Arrangement)
}
