/// How many items of a tree hold each name, so that messages can name the
/// items whose names repeat by path (``Item/displayName``).
///
/// Built on first use, then kept current as subtrees join and leave the
/// tree (``Item/addChild(_:)``, ``Item/removeFromParent()``, which walk the
/// subtree anyway): a lookup is O(1), whatever the tree's size. Names never change.
final class NameCounts {
    /// Items per name, once built (lookups only, never iterated).
    private var counts: [String: Int]?

    /// Whether two items or more of the tree of `root` are called `name`.
    ///
    /// - Complexity: O(items) the first time, O(1) after.
    func isRepeated(_ name: String, in root: Item) -> Bool {
        if counts == nil {
            var built: [String: Int] = [:]
            for item in root.subtree { built[item.name, default: 0] += 1 }
            counts = built
        }
        return (counts![name] ?? 0) > 1
    }

    /// The items of `items` joined the tree.
    func add(_ items: [Item]) {
        guard counts != nil else { return }
        for item in items { counts![item.name, default: 0] += 1 }
    }

    /// The items of `items` left the tree.
    func remove(_ items: [Item]) {
        guard counts != nil else { return }
        for item in items { counts![item.name, default: 0] -= 1 }
    }
}
