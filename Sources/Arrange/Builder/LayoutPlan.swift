/// What an apply will change in the tree, found by walking the layout
/// beside the tree before anything changes: new subtrees (built, not yet
/// attached), items leaving, the order of children, intrinsic sizes, and
/// every container with its arrangements (depth first, parents first).
struct LayoutPlan {
    /// New items, each the top of a new subtree, with the kept parent they join.
    var attachments: [(parent: Item, child: Item)] = []
    /// Kept items' children that the layout no longer names (each the top of a subtree).
    var removals: [Item] = []
    /// Kept parents with their children in the layout's order.
    var orders: [(parent: Item, children: [Item])] = []
    /// Kept items whose intrinsic size changes.
    var intrinsic: [(item: Item, size: Size?)] = []
    /// Every item of the layout with its node's arrangements.
    var containers: [(item: Item, arrangements: [Arrangement])] = []
    /// The items added, removed and moved, by path.
    var update = LayoutUpdate()

    /// Plans `node` for `item` (at `path`); a new item gets new children
    /// (attached to it now: it is not in the tree yet).
    ///
    /// - Throws: ``LayoutError/duplicateName(name:parent:)``,
    ///   ``LayoutError/invalidName(_:path:)``;
    ///   ``ArrangeError/nonFiniteIntrinsicSize(item:_:at:)`` (naming the path).
    mutating func visit(_ node: Node, item: Item, path: String, isNew: Bool) throws(ArrangeError) {
        containers.append((item, node.arrangements))
        if !isNew, item.children.count == node.children.count,
           zip(item.children, node.children).allSatisfy({ $0.name == $1.name }) {
            try visitSame(node, item: item, path: path)
            return
        }
        var existing: [String: Item] = [:]   // lookups only
        if !isNew {
            for child in item.children where existing[child.name] == nil { existing[child.name] = child }
        }
        var names = Set<String>()
        var ordered: [Item] = []
        var keptIDs = Set<ObjectIdentifier>()
        for childNode in node.children {
            guard names.insert(childNode.name).inserted else { throw .layout(.duplicateName(name: childNode.name, parent: path)) }
            let childPath = path + "/" + childNode.name
            try Self.check(childNode, path: childPath)
            if let child = existing[childNode.name] {
                if child.intrinsicSize != childNode.intrinsicSize {
                    intrinsic.append((child, childNode.intrinsicSize))
                    update.resized.append(childPath)
                }
                keptIDs.insert(ObjectIdentifier(child))
                ordered.append(child)
                try visit(childNode, item: child, path: childPath, isNew: false)
            } else {
                let child = Item(childNode.name, intrinsicSize: childNode.intrinsicSize)
                if isNew { item.addChild(child) } else { attachments.append((item, child)) }
                update.added.append(childPath)
                ordered.append(child)
                try visit(childNode, item: child, path: childPath, isNew: true)
            }
        }
        guard !isNew else { return }
        for child in item.children where !keptIDs.contains(ObjectIdentifier(child)) {
            removals.append(child)
            update.removed.append(path + "/" + child.name)
        }
        let before = item.children.filter { keptIDs.contains(ObjectIdentifier($0)) }
        let after = ordered.filter { keptIDs.contains(ObjectIdentifier($0)) }
        for (old, new) in zip(before, after) where old !== new { update.moved.append(path + "/" + new.name) }
        orders.append((item, ordered))
    }

    /// ``visit(_:item:path:isNew:)`` when the item's children have the
    /// node's children's names, in order (the usual update): each is kept
    /// where it is, without the lookups a change of children needs.
    private mutating func visitSame(_ node: Node, item: Item, path: String) throws(ArrangeError) {
        if node.children.count > 1 {
            var names = Set<String>()
            for childNode in node.children where !names.insert(childNode.name).inserted {
                throw .layout(.duplicateName(name: childNode.name, parent: path))
            }
        }
        for (child, childNode) in zip(item.children, node.children) {
            let childPath = path + "/" + childNode.name
            try Self.check(childNode, path: childPath)
            if child.intrinsicSize != childNode.intrinsicSize {
                intrinsic.append((child, childNode.intrinsicSize))
                update.resized.append(childPath)
            }
            try visit(childNode, item: child, path: childPath, isNew: false)
        }
    }

    /// Refuses a name no path can find (empty, or holding a `/`), and an
    /// intrinsic size with a NaN or infinite number (an item would keep it
    /// and ignore it; a layout says what it means).
    static func check(_ node: Node, path: String) throws(ArrangeError) {
        if node.name.isEmpty || node.name.utf8.contains(UInt8(ascii: "/")) { throw .layout(.invalidName(node.name, path: path)) }
        if let size = node.intrinsicSize, !size.isSolvable { throw .nonFiniteIntrinsicSize(item: path, size, at: nil) }
    }
}
