extension Item {
    /// The names from the root down to this item, joined by `/`:
    /// `screen/cell/label`.
    ///
    /// - Complexity: O(depth).
    public var path: String {
        var names: [String] = []
        var item: Item? = self
        while let current = item {
            names.append(current.name)
            item = current.parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// How errors and diagnostics name the item: its ``name`` when no other
    /// item of its tree has that name, else its ``path`` (`screen/cell/label`).
    ///
    /// - Complexity: O(depth) when the tree's names are indexed (they are
    ///   indexed once per change of the tree's items); O(items) otherwise.
    public var displayName: String {
        let root = self.root
        let repeated: Bool
        if let tree = root.ownedTree {
            repeated = tree.names.isRepeated(name, in: root)
        } else {
            repeated = root.subtree.lazy.filter { $0.name == self.name }.prefix(2).count > 1
        }
        return repeated ? path : name
    }
}
