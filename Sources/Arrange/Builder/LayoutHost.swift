import ArrangeSolver

/// Keeps a tree of items matching a declarative ``Node`` layout: the first
/// ``apply(_:)`` builds the tree and installs the arrangements; each later
/// one changes only what differs.
///
/// ```swift
/// let host = LayoutHost(root: Item("screen"))
/// host.root.size = Size(width: 375, height: 603)
/// try host.apply(layout(showTitle: false))
/// try host.apply(layout(showTitle: true))   // adds "title", re-arranges what changed
/// ```
///
/// Items are matched by path: a child node keeps the item of the same name
/// under the same parent (its frame, its variables), a new name makes an
/// item, a name gone removes its item and subtree, and children take the
/// nodes' order. A node with an ``Node/id`` keeps its item wherever it
/// moves in the tree. Each item's arrangements are one ``ConstraintGroup``:
/// re-applying runs its closures again and compares what they lower to
/// with what is installed (``LayoutUpdate`` counts it); only the
/// constraints that differ are uninstalled and installed, for the whole
/// tree in one atomic solver batch. A failed apply changes nothing: not
/// the tree, not a frame bit.
///
/// The host owns its tree's structure: on the first apply, existing
/// children are kept when the layout names them and removed otherwise.
/// Concurrency: as ``Item`` (one task at a time); the ``Node`` values it
/// applies are `Sendable`.
public final class LayoutHost {
    /// The root item (the layout's root node is named as it is).
    public let root: Item
    /// The layout last applied successfully (nil before the first).
    public private(set) var layout: Node?
    /// What the last successful ``apply(_:)`` changed.
    public private(set) var lastUpdate = LayoutUpdate()
    /// The group of each container, by its item's identity (lookups only, never iterated).
    var groups: [ObjectIdentifier: ConstraintGroup] = [:]
    /// The item of each ``Node/id`` of the layout applied (lookups only).
    var ids: [String: Item] = [:]

    /// A host for `root`; nothing changes until ``apply(_:)``.
    public init(root: Item) {
        self.root = root
    }

    /// A host for a new root named as the layout's root node, sized
    /// `size` (if given), its frames on the device-pixel grid of
    /// `pixelScale` (if given: ``Item/pixelScale``), with the layout applied.
    public convenience init(_ layout: Node, size: Size? = nil, pixelScale: Double? = nil) throws(ArrangeError) {
        self.init(root: Item(layout.name, intrinsicSize: layout.intrinsicSize))
        if let size { try root.resize(to: size) }
        if let pixelScale { try root.setPixelScale(pixelScale, at: nil) }
        try apply(layout)
    }

    /// The group holding the arrangements of the item at `path` (see
    /// ``Item/item(_:fileID:line:)``), if it has any.
    public func group(for path: String) -> ConstraintGroup? {
        guard let item = try? root.item(path, at: nil) else { return nil }
        return groups[ObjectIdentifier(item)]
    }

    /// Makes the tree match `layout`, changing only what differs from the
    /// layout applied before, in one atomic solver batch.
    ///
    /// - Throws: ``ArrangeError``: ``LayoutError/rootMismatch(node:item:)``
    ///   or ``LayoutError/duplicateName(name:parent:)`` for a layout that
    ///   cannot describe this tree; any error of an arrangement (a name
    ///   not found, a conflict, …), as `arrange` throws it. Then the tree,
    ///   its groups and every frame are exactly as they were.
    @discardableResult
    public func apply(_ layout: Node) throws(ArrangeError) -> LayoutUpdate {
        guard layout.name == root.name else { throw .layout(.rootMismatch(node: layout.name, item: root.name)) }
        var plan = LayoutPlan()
        try LayoutPlan.check(layout, path: root.name)
        if root.intrinsicSize != layout.intrinsicSize {
            plan.intrinsic.append((root, layout.intrinsicSize))
            plan.update.resized.append(root.name)
        }
        try plan.claim(ids, for: layout, root: root)
        try plan.visit(layout, item: root, path: root.name, isNew: false)
        let tree = root.tree
        for (parent, child) in plan.attachments { parent.addChild(child) }
        let relinked = Relinking(plan.moves)
        let moved = Set(plan.moves.flatMap { $0.item.subtree }.map(ObjectIdentifier.init))
        let changes: [ContainerChange]
        do {
            changes = try hidingRemovals(plan.removals) { () throws(ArrangeError) in
                var made: [ContainerChange] = []
                for entry in plan.containers {
                    if let change = try change(of: entry.item, arrangements: entry.arrangements, moved: moved, in: tree) { made.append(change) }
                }
                return made
            }
        } catch {
            relinked.undo()
            undo(plan.attachments)
            throw error
        }
        let leaving = plan.removals.flatMap(\.subtree).compactMap { groups[ObjectIdentifier($0)] }.filter { $0.isInstalled && $0.tree === tree }
        let resizes = plan.intrinsic.map { entry in
            let before = entry.item.intrinsic.size
            entry.item.intrinsic.size = entry.size
            return (item: entry.item, before: before, old: tree.intrinsic.record(of: ObjectIdentifier(entry.item))?.solverConstraints ?? [], new: tree.intrinsicRecord(for: entry.item))
        }
        let removing = resizes.flatMap(\.old) + leaving.flatMap(\.resolved.solverConstraints) + changes.flatMap(\.removed)
        let adding = resizes.flatMap(\.new.solverConstraints) + changes.flatMap(\.added)
        do {
            // Paired one for one (a changed number, a resize), the solver changes the rows' constants in
            // place and re-solves from the current basis; any pair that differs in more is an ordinary swap.
            try tree.commit(removing: removing, adding: adding, constantsOnly: removing.count == adding.count && !adding.isEmpty, judgingAmbiguity: true,
                            describing: resizes.flatMap(\.new.layoutConstraints) + changes.flatMap { $0.resolved.layoutConstraints(handles: $0.handles) })
        } catch {
            for resize in resizes { resize.item.intrinsic.size = resize.before }
            for change in changes { tree.forget(spacers: Array(change.units[change.keptUnits...])) }
            relinked.undo()
            undo(plan.attachments)
            throw error
        }
        for resize in resizes { tree.intrinsic.set(resize.new) }
        for group in leaving { retire(group, in: tree) }
        for change in changes { install(change, in: tree) }
        for item in plan.removals {
            for gone in item.subtree { groups[ObjectIdentifier(gone)] = nil }
            item.removeFromParent()
        }
        for (parent, order) in plan.orders where parent.children != order { parent.children = order }
        var update = plan.update
        update.installed = changes.reduce(0) { $0 + $1.added.count }
        update.uninstalled = changes.reduce(0) { $0 + $1.removed.count } + leaving.reduce(0) { $0 + $1.resolved.count }
        update.kept = changes.reduce(0) { $0 + $1.resolved.count - $1.added.count }
        lastUpdate = update
        ids = plan.ids
        self.layout = layout
        return update
    }

    /// Runs `body` with the items leaving taken out of their parents'
    /// ``Item/children`` (so that no name finds them), then puts them back.
    private func hidingRemovals<T>(_ removals: [Item], _ body: () throws(ArrangeError) -> T) throws(ArrangeError) -> T {
        var saved: [(parent: Item, children: [Item])] = []
        var seen = Set<ObjectIdentifier>()
        for item in removals {
            guard let parent = item.parent else { continue }
            if seen.insert(ObjectIdentifier(parent)).inserted { saved.append((parent, parent.children)) }
            parent.children.removeAll { $0 === item }
        }
        defer { for entry in saved { entry.parent.children = entry.children } }
        return try body()
    }

    /// Items moved to their new parents: every one taken out of its old
    /// parent first, then added to its new one (so that swaps make no
    /// cycle); ``undo()`` puts every parent and child list back.
    struct Relinking {
        /// The moves.
        let moves: [(item: Item, from: Item, to: Item)]
        /// The child lists of every parent concerned, before.
        private var saved: [(parent: Item, children: [Item])] = []

        /// Relinks the items.
        init(_ moves: [(item: Item, from: Item, to: Item)]) {
            self.moves = moves
            var seen = Set<ObjectIdentifier>()
            for move in moves {
                for parent in [move.from, move.to] where seen.insert(ObjectIdentifier(parent)).inserted { saved.append((parent, parent.children)) }
            }
            for move in moves { move.from.children.removeAll { $0 === move.item } }
            for move in moves {
                move.item.parent = move.to
                move.to.children.append(move.item)
            }
        }

        /// Puts every item back where it was.
        func undo() {
            for move in moves { move.item.parent = move.from }
            for entry in saved { entry.parent.children = entry.children }
        }
    }

    /// Takes the new subtrees out again (a failed apply).
    private func undo(_ attachments: [(parent: Item, child: Item)]) {
        for (_, child) in attachments.reversed() { child.removeFromParent() }
    }

    /// Forgets a group whose constraints the commit removed (its item left, or has no arrangement now).
    private func retire(_ group: ConstraintGroup, in tree: LayoutTree) {
        tree.groups.removeAll { $0 === group }
        tree.forget(spacers: group.spacers)
        group.adopt(handles: [])
        group.resolved = ResolvedConstraints()
        group.spacers = []
        group.isInstalled = false
        group.tree = nil
    }

    /// Records a committed change in its container's group (made on first use).
    private func install(_ change: ContainerChange, in tree: LayoutTree) {
        let id = ObjectIdentifier(change.item)
        tree.forget(spacers: Array(change.units[change.usedUnits...]))
        let spacers = Array(change.units[..<change.usedUnits])
        if let group = change.group {
            if change.isEmpty {
                retire(group, in: tree)
                groups[id] = nil
                return
            }
            group.adopt(handles: change.handles)
            group.resolved = change.resolved
            group.spacers = spacers
        } else {
            let group = ConstraintGroup(tree: tree, reference: change.item, handles: [], resolved: change.resolved, spacers: spacers)
            group.adopt(handles: change.handles)
            tree.groups.append(group)
            groups[id] = group
        }
    }
}
