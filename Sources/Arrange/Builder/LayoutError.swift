/// Why finding an item by name, or applying a declarative ``Node`` layout,
/// failed. Carried by ``ArrangeError/layout(_:)``; after any of these,
/// the tree and every frame are exactly as they were.
public enum LayoutError: Error, Hashable, Sendable {
    /// No item in `scope`'s subtree (nor, from a make context, in its
    /// tree) has the path `path` (a name, or names joined by `/`).
    case noSuchItem(path: String, scope: String, at: CallSite?)
    /// Several items match `path`; `matches` are their full paths (from the
    /// root), in depth-first order. Give more of the path to pick one.
    case ambiguousItem(path: String, scope: String, matches: [String], at: CallSite?)
    /// A path that can name no item: empty, or with an empty segment (`a//b`).
    case invalidPath(String, at: CallSite?)
    /// Two children of one node share a name: items are matched between
    /// updates by their path, so sibling names must be unique.
    case duplicateName(name: String, parent: String)
    /// The layout's root node is not named as the item it is applied to.
    case rootMismatch(node: String, item: String)
    /// A node's name is empty or holds a `/` (paths join names with it), so
    /// no path could find its item; `path` is where it would be.
    case invalidName(String, path: String)
    /// Two nodes of the layout have the same ``Node/id`` (at these paths).
    case duplicateID(String, paths: [String])
}

extension LayoutError: CustomStringConvertible {
    /// A message a person can act on: which path, which item, what to change.
    public var description: String {
        func name(_ text: String) -> String { Snippet.text(text) }
        func place(_ location: CallSite?) -> String { location.map { "\($0): " } ?? "" }
        switch self {
        case let .noSuchItem(path, scope, location):
            return "\(place(location))no item '\(name(path))' in the subtree of '\(name(scope))'; check the name, or add a node of that name"
        case let .ambiguousItem(path, scope, matches, location):
            return "\(place(location))'\(name(path))' names \(matches.count) items in the subtree of '\(name(scope))' (\(Snippet.list(matches.map { "'\(name($0))'" }))); give more of the path (parent/child) to pick one"
        case let .invalidPath(path, location):
            return "\(place(location))'\(name(path))' is not a path: give a name, or names joined by '/', none empty"
        case let .duplicateName(child, parent):
            return "node '\(name(parent))' has two children named '\(name(child))'; siblings need distinct names (they identify items between updates)"
        case let .rootMismatch(node, item):
            return "the layout's root node is '\(name(node))' but it is applied to item '\(name(item))'; name the root node as the item"
        case let .duplicateID(id, paths):
            return "id '\(name(id))' is given to \(paths.count) nodes (\(Snippet.list(paths.map { "'\(name($0))'" }))); an id names one item"
        case let .invalidName(node, path):
            return "node '\(name(path))': the name '\(name(node))' is empty or holds a '/', which joins the names of a path; rename it"
        }
    }
}
