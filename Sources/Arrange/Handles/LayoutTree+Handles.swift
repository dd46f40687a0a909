import ArrangeSolver

// What a handle's changes do to the tree: its call lowered again on its
// own, its constraints' constants changed in place, or its constraints
// swapped in one solver step.
extension LayoutTree {
    /// The identities of the items in this tree that have variables here:
    /// alive (the tree's parent links keep them), so safe to read.
    ///
    /// - Complexity: O(variables).
    func liveItemIDs() -> Set<ObjectIdentifier> {
        var ids = Set<ObjectIdentifier>()
        for case let .item(ref, attribute)? in owners where attribute == .left { ids.insert(ref.id) }
        return ids
    }

    /// Lowers one declaration of `group` on its own, resolved with the
    /// group's spacer units (the ones it has, or new ones appended to
    /// ``ConstraintGroup/spacers``), leaving out what the group leaves out.
    func build(_ declaration: Declaration, of group: ConstraintGroup) -> ResolvedConstraints {
        let current = group.resolved.range(ofDeclaration: declaration.index)
        var firstSpacer = group.spacers.count
        for lowered in group.resolved.lowered(in: current, handles: group.handles) {
            let highest = Swift.max(lowered.lhs.highestSpacer, lowered.rhs.highestSpacer)
            if highest >= 0 { firstSpacer = Swift.min(firstSpacer, highest) }
        }
        var lowering = Lowering(directionOf: Self.directionLookup(), firstSpacer: firstSpacer)
        lowering.hidden = hiddenItems
        var resolver = Resolver(tree: self, excluded: group.detachedItems)
        resolver.units = group.spacers
        if group.resolved.relowers {
            // As the group's: each relation made again from the declaration when asked for.
            resolver.result = ResolvedConstraints(relowering: true)
            resolver.result.begin(declaration: declaration.index, firstSpacer: firstSpacer, direction: lowering.directionOf(declaration.reference))
        }
        lowering.lower(declaration, into: &resolver)
        group.spacers = resolver.units
        return resolver.result
    }

    /// The spacer units that the constraints in `range` of the group use.
    func spacers(in range: Range<Int>, of group: ConstraintGroup) -> [Variable] {
        var units: [Variable] = []
        for lowered in group.resolved.lowered(in: range, handles: group.handles) {
            for form in [lowered.lhs, lowered.rhs] {
                form.forEachTerm { term in
                    if case let .spacer(n) = term.target, !units.contains(group.spacers[n]) { units.append(group.spacers[n]) }
                }
            }
        }
        return units
    }

    /// Installs `handle`'s declaration `new`, which differs from the
    /// installed one in its constants only: the solver's rows change in
    /// place (``Solver/replaceConstants(_:with:keepingIf:)``), with the
    /// root-size check of ``commit(removing:adding:constantsOnly:keepingPending:judgingAmbiguity:describing:)``.
    ///
    /// If lowering `new` changes more than constants (it never should), the
    /// constraints are swapped instead (``replace(_:in:with:)``).
    func changeConstants(_ handle: ConstraintHandle, in group: ConstraintGroup, to new: Declaration) throws(ArrangeError) {
        let range = group.resolved.range(ofDeclaration: new.index)
        let spacerCount = group.spacers.count
        let rebuilt = build(new, of: group)
        guard rebuilt.count == range.count else {
            forget(spacers: Array(group.spacers[spacerCount...]))
            group.spacers.removeLast(group.spacers.count - spacerCount)
            return try replace(handle, in: group, with: new)
        }
        var old: [Constraint] = [], changed: [Constraint] = []
        var merged = ResolvedConstraints(relowering: rebuilt.relowers)
        merged.reserveCapacity(range.count)
        for (offset, index) in range.enumerated() {
            let before = group.resolved.solverConstraints[index]
            let after = rebuilt.solverConstraints[offset]
            if before.constant == after.constant && Self.differsOnlyInConstant(before, after) {
                merged.append(entry: offset, of: rebuilt, resolvedAs: before)
            } else {
                old.append(before)
                changed.append(after)
                merged.append(entry: offset, of: rebuilt, resolvedAs: after)
            }
        }
        if !old.isEmpty {
            try commit(removing: old, adding: changed, constantsOnly: true, judgingAmbiguity: true, describing: merged.layoutConstraints(handles: group.handles, pending: new))
        }
        group.resolved.replaceSubrange(range, with: merged)
        handle.declaration = new
    }

    /// Installs `handle`'s declaration `new` in place of its installed
    /// constraints (none when it was deactivated), or, with nil, removes
    /// them: one solver step (``commit(removing:adding:constantsOnly:keepingPending:judgingAmbiguity:describing:)``).
    func replace(_ handle: ConstraintHandle, in group: ConstraintGroup, with new: Declaration?) throws(ArrangeError) {
        let index = (new ?? handle.declaration!).index
        let range = group.resolved.range(ofDeclaration: index)
        let old = Array(group.resolved.solverConstraints[range])
        let leaving = spacers(in: range, of: group)
        let spacerCount = group.spacers.count
        let rebuilt = new.map { build($0, of: group) } ?? ResolvedConstraints()
        do {
            try commit(removing: old, adding: rebuilt.solverConstraints, judgingAmbiguity: true, describing: rebuilt.layoutConstraints(handles: group.handles, pending: new))
        } catch {
            forget(spacers: Array(group.spacers[spacerCount...]))
            group.spacers.removeLast(group.spacers.count - spacerCount)
            throw error
        }
        if new == nil { forget(spacers: leaving) }
        group.resolved.replaceSubrange(range, with: rebuilt)
        if let new { handle.declaration = new }
    }

    /// Whether two solver constraints have the same terms (bit for bit),
    /// relation and strength: at most their constants differ.
    static func differsOnlyInConstant(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.strength == b.strength && a.hasSameTerms(as: b)
    }
}
