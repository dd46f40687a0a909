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
    /// - Complexity: O(1) for an item with solver variables (its tree's
    ///   names are counted once, then kept current), O(depth) for others in a
    ///   tree, plus O(depth) for the path of a repeated name.
    public var displayName: String {
        // O(1) for an item with variables: they belong to the tree it is in.
        if let tree = variablesToken?.tree {
            return tree.names.isRepeated(name, in: tree.root) ? path : name
        }
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
