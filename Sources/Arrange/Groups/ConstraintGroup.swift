import ArrangeSolver

/// The constraints one `arrange` closure installed: they stand or fall together.
///
/// A group lists its primitive constraints with their provenance, gives the
/// frames of the items it constrains, and can be uninstalled or replaced
/// atomically (``Item/arrange(replacing:_:)``).
///
/// Concurrency: not `Sendable`; a group belongs to its tree, and is used
/// from the one task that uses the tree (see ``Item``). Its
/// ``ConstraintSummary`` values are `Sendable` snapshots.
public final class ConstraintGroup {
    /// The tree the group is installed in (nil once uninstalled).
    ///
    /// Not weak: a weakly referenced object keeps its reference count in a
    /// side table, which makes every retain of the tree (each frame read)
    /// slow. The tree clears it when it goes away (``LayoutTree`` `deinit`),
    /// and every group pointing at a tree is in its ``LayoutTree/groups``.
    unowned(unsafe) var tree: LayoutTree?
    /// The reference item of the closure (nil once it no longer exists).
    public internal(set) weak var reference: Item?
    /// Its name.
    var referenceName: String
    /// The handle of each call the closure recorded, in order; each owns
    /// its declaration, kept to lower again when the tree changes.
    var handles: [ConstraintHandle]
    /// The declarations to install: those of handles not deactivated, in order.
    var declarations: [Declaration] {
        handles.compactMap { $0.isEnabled ? $0.declaration : nil }
    }
    /// The primitive constraints installed, in the order they were declared.
    ///
    /// Made from `resolved` when first read (the same objects after that,
    /// until the group changes).
    public internal(set) var constraints: [LayoutConstraint] {
        get {
            if let materialized { return materialized }
            let made = resolved.layoutConstraints(handles: handles)
            materialized = made
            return made
        }
        set {
            resolved = ResolvedConstraints(newValue)
            materialized = newValue
        }
    }
    /// The installed constraints, lowered and resolved.
    var resolved: ResolvedConstraints {
        didSet { materialized = nil }
    }
    /// ``constraints`` once made.
    private var materialized: [LayoutConstraint]?
    /// Constraints uninstalled because an item they mention left the tree
    /// (``Item/removeFromParent()``), or because the group could not move
    /// with its subtree into another tree.
    public internal(set) var detached: [ConstraintSummary] = []
    /// Items that left the tree: constraints mentioning them stay out.
    var detachedItems: Set<ObjectIdentifier> = []
    /// Every item that left the tree since the group was made, whether or
    /// not a constraint of the group named it then: a relation left out for
    /// the moment (beside a hidden item, a flow's, an alternative's) reads
    /// this before its items, which may have been freed.
    var departedItems: Set<ObjectIdentifier> = []
    /// The flexible spacer units of the installed constraints.
    var spacers: [Variable]
    /// Whether the group is installed.
    public internal(set) var isInstalled: Bool = true
    /// Whether ``install()`` can install it again: uninstalled with
    /// ``uninstall()``, its handles keeping their items (``KeptItem``).
    var canReinstall = false

    init(tree: LayoutTree, reference: Item, handles: [ConstraintHandle], resolved: ResolvedConstraints, spacers: [Variable]) {
        self.tree = tree
        self.reference = reference
        self.referenceName = reference.name
        self.handles = handles
        self.resolved = resolved
        self.spacers = spacers
    }

    /// Its handles stop pointing at it (``ConstraintHandle/group`` is not weak).
    deinit {
        for handle in handles where handle.group === self { handle.group = nil }
    }

    /// An empty group, not installed: give it constraints with
    /// ``Item/arrange(replacing:_:)`` (AutoLayoutKit's and Cartography's
    /// pattern of a group made up front and filled later).
    public init() {
        self.referenceName = ""
        self.handles = []
        self.resolved = ResolvedConstraints()
        self.spacers = []
        self.isInstalled = false
    }

    /// The items the installed constraints mention, in order of first mention.
    public var items: [Item] {
        var seen = Set<ObjectIdentifier>()
        var result: [Item] = []
        for c in resolved.lowered(handles: handles) {
            for item in c.lhs.items + c.rhs.items where seen.insert(ObjectIdentifier(item)).inserted {
                result.append(item)
            }
        }
        return result
    }

    /// The frames (in each item's parent's coordinates) of ``items``.
    public var frames: [Item: Rect] {
        var result: [Item: Rect] = [:]
        for item in items { result[item] = item.frame }
        return result
    }

    /// The diagnostics of the tree that concern this group: values of its
    /// items and spacers that nothing fixes, sizes of its items below zero,
    /// and duplicates of which it holds either constraint (the tree's order).
    public var diagnostics: [Diagnostic] {
        guard let tree else { return [] }
        tree.settleIfNeeded()
        let names = Set(items.map(\.name))
        let locations = Set(declarations.map { $0.location.description })
        let concerning = tree.ambiguities() + tree.negativeSizes()
        let id = ObjectIdentifier(self)
        return concerning.filter { d in
            names.contains(d.subject) || locations.contains { d.subject.hasSuffix(" at \($0)") }
        } + tree.duplicates().filter { $0.groups.contains(id) }.map(\.diagnostic)
    }

    /// Removes the group's constraints and re-solves. Does nothing if it is not installed.
    ///
    /// The group keeps its calls and their handles (and, weakly, the items
    /// they name): ``install()`` installs it again, and changes made
    /// through its handles meanwhile apply then. Keeping them never keeps
    /// the tree alive: dropping the root frees it, and the group then
    /// cannot be installed (``ArrangeError/groupCannotInstall(reference:reason:)``).
    public func uninstall() {
        guard isInstalled else { return }
        if let tree {
            do {
                try tree.solver.remove(resolved.solverConstraints)
            } catch {
                assertionFailure("ConstraintGroup.uninstall: removing installed constraints failed: \(error)")
            }
            tree.forget(spacers: spacers)
            tree.groups.removeAll { $0 === self }
            keepItems(alive: tree.liveItemIDs())
        }
        resolved = ResolvedConstraints()
        spacers = []
        isInstalled = false
        canReinstall = reference != nil
        tree = nil
    }
}

extension ConstraintGroup: CustomStringConvertible {
    /// One line per primitive constraint.
    public var description: String {
        let header = "ConstraintGroup on \(referenceName) (\(isInstalled ? "\(constraints.count) constraint(s)" : "uninstalled"))"
        return ([header] + constraints.map { "  \($0)" }).joined(separator: "\n")
    }
}
