import ArrangeSolver

// Driftwood's per-item verbs: the constraints that mention an item, and
// their removal, without taking the item out of its tree.
extension Item {
    /// Every installed arrangement constraint that mentions the item, with
    /// its provenance and its ``LayoutConstraint/handle``: the groups in
    /// installation order, each in the order it lowered them. Intrinsic
    /// sizes and the root's own constraints are not arrangements; they are
    /// not listed.
    ///
    /// - Complexity: O(constraints of the tree).
    public var constraints: [LayoutConstraint] {
        arrangementConstraints { $0.mentions(self) }
    }

    /// The installed arrangement constraints that name one anchor of the
    /// item (`a.top == b.bottom + 8` constrains a's top and b's bottom;
    /// `make.yTop(a)` constrains a's top). `leading` and `trailing` match the
    /// left or right edge they are in the item's layout direction, so in
    /// left-to-right `constraints(on: .left)` includes `a.leading == …`.
    ///
    /// - Complexity: O(constraints of the tree).
    public func constraints(on attribute: Attribute) -> [LayoutConstraint] {
        let anchor = AnchorRemoval(item: ObjectIdentifier(self), attribute: attribute, direction: layoutDirection)
        return arrangementConstraints { Self.names($0.lowered, anchor) }
    }

    /// Removes every installed arrangement constraint that mentions the
    /// item (``constraints``), keeping the item in its tree, and re-solves;
    /// returns what it removed.
    ///
    /// Driftwood's `removeAll`. The groups stop listing them, their handles
    /// stop listing them, and they stay out whenever their calls are
    /// lowered again; the rest of each call stays installed. To bring them
    /// back, arrange again (or replace the groups). Removing cannot fail.
    @discardableResult
    public func removeConstraints() -> [LayoutConstraint] {
        remove(AnchorRemoval(item: ObjectIdentifier(self), attribute: nil, direction: layoutDirection))
    }

    /// Removes the installed arrangement constraints that name `attribute`
    /// of the item (``constraints(on:)``), as ``removeConstraints()`` does.
    @discardableResult
    public func removeConstraints(on attribute: Attribute) -> [LayoutConstraint] {
        remove(AnchorRemoval(item: ObjectIdentifier(self), attribute: attribute, direction: layoutDirection))
    }

    /// Whether a lowered constraint names the anchor (every anchor of the
    /// item, when the removal names none).
    static func names(_ c: LoweredConstraint, _ anchor: AnchorRemoval) -> Bool {
        var found = false
        for form in [c.lhs, c.rhs] where !found {
            form.forEachTerm { term in
                if !found, case let .anchor(ref, attribute) = term.target, ref.id == anchor.item, anchor.matches(attribute) { found = true }
            }
        }
        return found
    }

    /// The installed arrangement constraints of the item's tree that pass `test`.
    private func arrangementConstraints(_ test: (LayoutConstraint) -> Bool) -> [LayoutConstraint] {
        guard let tree = root.ownedTree else { return [] }
        return tree.groups.flatMap { $0.constraints.filter(test) }
    }

    /// Removes the installed arrangement constraints that name `anchor`,
    /// records the removal in their calls' declarations, and re-solves.
    ///
    /// The removal keeps the item by identity only, not alive (keeping it
    /// would keep its tree alive when it is the root: see the Handles
    /// README). That is safe: a removal is compared only with the references
    /// of the declarations it is recorded in, which named this item when it
    /// was alive, so an identity there is this item's even once it is gone
    /// and its address reused; and lowering compares without reading it.
    private func remove(_ anchor: AnchorRemoval) -> [LayoutConstraint] {
        guard let tree = root.ownedTree else { return [] }
        var removed: [LayoutConstraint] = []
        for group in tree.groups {
            let gone = group.constraints.filter { Self.names($0.lowered, anchor) }
            guard !gone.isEmpty else { continue }
            for c in gone {
                guard let handle = c.handle, var declaration = handle.declaration, !declaration.removals.contains(anchor) else { continue }
                declaration.removals.append(anchor)
                handle.declaration = declaration
            }
            group.constraints.removeAll { Self.names($0.lowered, anchor) }
            removed += gone
        }
        do {
            try tree.solver.remove(removed.map(\.constraint))
        } catch {
            assertionFailure("Item.removeConstraints: removing installed constraints failed: \(error)")
        }
        return removed
    }
}
