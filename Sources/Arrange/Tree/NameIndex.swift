/// Which item names occur more than once in a tree, so that messages can
/// name those items by path (``Item/displayName``).
///
/// Built on first use and dropped whenever items join or leave the tree
/// (``Item/addChild(_:)``, ``Item/removeFromParent()``): names never change.
final class NameIndex {
    /// The names held by two items or more, once built.
    private var repeated: Set<String>?

    /// Whether two items or more of the tree of `root` are called `name`.
    ///
    /// - Complexity: O(items) the first time after a change, O(1) after.
    func isRepeated(_ name: String, in root: Item) -> Bool {
        if let repeated { return repeated.contains(name) }
        var seen = Set<String>(), twice = Set<String>()
        for item in root.subtree where !seen.insert(item.name).inserted { twice.insert(item.name) }
        repeated = twice
        return twice.contains(name)
    }

    /// Forgets the index: items joined or left the tree.
    func invalidate() { repeated = nil }
}
