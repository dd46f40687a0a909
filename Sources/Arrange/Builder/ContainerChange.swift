import ArrangeSolver

/// One container's part of an apply: its arrangements recorded and
/// lowered again, each lowered constraint matched with an installed one
/// that is the same (``LoweredConstraint/isSame(as:)``), and what is left
/// to uninstall and to install.
///
/// Matching is deterministic: first position by position (an unchanged
/// closure matches entirely in one pass), then, for what is left, by a
/// hash lookup that takes the earliest same installed constraint.
struct ContainerChange {
    /// The container (the arrangements' reference).
    let item: Item
    /// Its group, if it had one.
    let group: ConstraintGroup?
    /// The handles of the calls recorded now.
    let handles: [ConstraintHandle]
    /// The new constraints: matched ones with their installed solver constraint, the rest new.
    let resolved: ResolvedConstraints
    /// Installed solver constraints that no new one matches.
    let removed: [Constraint]
    /// Solver constraints to install.
    let added: [Constraint]
    /// Spacer units: the group's, then any made now.
    let units: [Variable]
    /// How many of ``units`` were the group's.
    let keptUnits: Int
    /// How many units the new constraints use (the first ones).
    let usedUnits: Int
    /// Whether the container has no arrangement now.
    let isEmpty: Bool
}

extension LayoutHost {
    /// The change of one planned container, or nil if it has no arrangement and had none.
    ///
    /// Constraints that mention an item of `moved` (subtrees that changed
    /// parent) are never kept: where they are measured may have changed.
    func change(of item: Item, arrangements: [Arrangement], moved: Set<ObjectIdentifier>, in tree: LayoutTree) throws(ArrangeError) -> ContainerChange? {
        // A group uninstalled (or moved) from outside the host since is replaced by a new one.
        let group = groups[ObjectIdentifier(item)].flatMap { $0.isInstalled && $0.tree === tree ? $0 : nil }
        if arrangements.isEmpty && group == nil { return nil }
        return try Self.change(of: item, arrangements: arrangements, group: group, moved: moved, in: tree)
    }

    /// Records and lowers `arrangements` on `item` and matches them with `group`'s constraints.
    static func change(of item: Item, arrangements: [Arrangement], group: ConstraintGroup?, moved: Set<ObjectIdentifier> = [],
                       in tree: LayoutTree) throws(ArrangeError) -> ContainerChange {
        let handles = try item.recordHandles { make in
            for arrangement in arrangements {
                make.setInsets(.zero)
                try arrangement.body(make)
            }
        }
        var fresh: [LoweredConstraint] = []
        var lowering = Lowering(directionOf: LayoutTree.directionLookup())
        lowering.hidden = tree.hiddenItems
        lowering.lower(handles.compactMap { $0.isEnabled ? $0.declaration : nil }, into: &fresh)
        let old = group?.resolved ?? ResolvedConstraints()
        let oldUnits = group?.spacers ?? []
        let match = matches(fresh, old.lowered(handles: group?.handles ?? []), excluding: moved)
        let difference = RelationDifference(fresh, against: old, match: match, units: oldUnits, in: tree)
        let used = fresh.reduce(0) { Swift.max($0, Swift.max($1.lhs.highestSpacer, $1.rhs.highestSpacer) + 1) }
        return ContainerChange(item: item, group: group, handles: handles, resolved: difference.resolved, removed: difference.removed,
                               added: difference.added, units: difference.units, keptUnits: oldUnits.count, usedUnits: used,
                               isEmpty: arrangements.isEmpty)
    }

    /// For each new constraint, the index of the installed one it is the
    /// same as (each installed one used once), or nil; a new constraint
    /// that mentions an item of `excluded` matches none.
    static func matches(_ fresh: [LoweredConstraint], _ installed: [LoweredConstraint], excluding excluded: Set<ObjectIdentifier> = []) -> [Int?] {
        var match = [Int?](repeating: nil, count: fresh.count)
        var taken = [Bool](repeating: false, count: installed.count)
        var left = 0
        func excludes(_ c: LoweredConstraint) -> Bool {
            !excluded.isEmpty && (c.lhs.mentions(any: excluded) || c.rhs.mentions(any: excluded))
        }
        for index in fresh.indices {
            if index < installed.count, !excludes(fresh[index]), fresh[index].isSame(as: installed[index]) {
                match[index] = index
                taken[index] = true
            } else {
                left += 1
            }
        }
        guard left > 0, taken.contains(false) else { return match }
        var buckets: [Int: [Int]] = [:]   // lookups only
        for j in installed.indices where !taken[j] { buckets[installed[j].sameKey, default: []].append(j) }
        for index in fresh.indices where match[index] == nil && !excludes(fresh[index]) {
            guard let candidates = buckets[fresh[index].sameKey],
                  let j = candidates.first(where: { !taken[$0] && fresh[index].isSame(as: installed[$0]) }) else { continue }
            match[index] = j
            taken[j] = true
        }
        return match
    }
}
