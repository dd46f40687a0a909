/// What an apply will change in the tree, found by walking the layout
/// beside the tree before anything changes: new subtrees (built, not yet
/// attached), items leaving, items moving to another parent (matched by
/// ``Node/id``), the order of children, intrinsic sizes, and every
/// container with its arrangements (depth first, parents first).
struct LayoutPlan {
    /// Existing items the layout claims by id (same id, same name, still in
    /// the tree): matched by id only, never by name.
    private var claimed: [String: Item] = [:]
    /// Their identities.
    private var claimedIDs = Set<ObjectIdentifier>()
    /// Kept items that change parent, with the parent they leave and the one they join.
    var moves: [(item: Item, from: Item, to: Item)] = []
    /// The item of each id of the layout, after the apply.
    var ids: [String: Item] = [:]
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
        if let id = node.id { ids[id] = item }
        if !isNew, item.children.count == node.children.count,
           zip(item.children, node.children).allSatisfy({ child, childNode in
               child.name == childNode.name && (claim(childNode).map { $0 === child } ?? !claimedIDs.contains(ObjectIdentifier(child)))
           }) {
            try visitSame(node, item: item, path: path)
            return
        }
        var existing: [String: Item] = [:]   // lookups only
        if !isNew {
            for child in item.children where existing[child.name] == nil && !claimedIDs.contains(ObjectIdentifier(child)) {
                existing[child.name] = child
            }
        }
        var names = Set<String>()
        var ordered: [Item] = []
        var keptIDs = Set<ObjectIdentifier>()
        for childNode in node.children {
            guard names.insert(childNode.name).inserted else { throw .layout(.duplicateName(name: childNode.name, parent: path)) }
            let childPath = path + "/" + childNode.name
            try Self.check(childNode, path: childPath)
            if let kept = claim(childNode) ?? existing[childNode.name] {
                if kept.parent !== item {   // claimed by id under another parent
                    moves.append((kept, kept.parent!, item))
                    update.moved.append(childPath)
                }
                keep(kept, as: childNode, path: childPath)
                keptIDs.insert(ObjectIdentifier(kept))
                ordered.append(kept)
                try visit(childNode, item: kept, path: childPath, isNew: false)
            } else {
                let child = Item(childNode.name, intrinsicSize: childNode.intrinsicSize)
                if isNew { item.addChild(child) } else { attachments.append((item, child)) }
                update.added.append(childPath)
                ordered.append(child)
                try visit(childNode, item: child, path: childPath, isNew: true)
            }
        }
        guard !isNew else {
            if ordered.count != item.children.count { orders.append((item, ordered)) }   // moved children join it
            return
        }
        for child in item.children where !keptIDs.contains(ObjectIdentifier(child)) && !claimedIDs.contains(ObjectIdentifier(child)) {
            removals.append(child)
            update.removed.append(path + "/" + child.name)
        }
        let before = item.children.filter { keptIDs.contains(ObjectIdentifier($0)) }   // (a child moving in is not there yet)
        let after = ordered.filter { keptIDs.contains(ObjectIdentifier($0)) }
        let arrived = Set(moves.lazy.filter { $0.to === item }.map { ObjectIdentifier($0.item) })
        let stayed = before.filter { !arrived.contains(ObjectIdentifier($0)) }
        for (old, new) in zip(stayed, after.filter { !arrived.contains(ObjectIdentifier($0)) }) where old !== new {
            update.moved.append(path + "/" + new.name)
        }
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
            keep(child, as: childNode, path: childPath)
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

    /// Plans the intrinsic size of a kept item, if its node's differs.
    private mutating func keep(_ item: Item, as node: Node, path: String) {
        guard item.intrinsicSize != node.intrinsicSize else { return }
        intrinsic.append((item, node.intrinsicSize))
        update.resized.append(path)
    }

    /// The existing item a node claims by its id, if any.
    private func claim(_ node: Node) -> Item? {
        node.id.flatMap { claimed[$0] }
    }

    /// Claims, for each id of `layout`, the item `known` gives it, when that
    /// item is still in `root`'s tree (not the root) and has the node's name.
    ///
    /// - Throws: ``LayoutError/duplicateID(_:paths:)``.
    mutating func claim(_ known: [String: Item], for layout: Node, root: Item) throws(ArrangeError) {
        var found: [(id: String, name: String, path: String)] = []
        func collect(_ node: Node, path: String) {
            if let id = node.id { found.append((id, node.name, path)) }
            for child in node.children { collect(child, path: path + "/" + child.name) }
        }
        collect(layout, path: layout.name)
        var seen: [String: Int] = [:]   // lookups only
        for (index, entry) in found.enumerated() {
            if let first = seen[entry.id] {
                throw .layout(.duplicateID(entry.id, paths: found[first...index].filter { $0.id == entry.id }.map(\.path)))
            }
            seen[entry.id] = index
        }
        for entry in found {
            guard let item = known[entry.id], item !== root, item.name == entry.name, item.root === root else { continue }
            claimed[entry.id] = item
            claimedIDs.insert(ObjectIdentifier(item))
        }
    }
}
