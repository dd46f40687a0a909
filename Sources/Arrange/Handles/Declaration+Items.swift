// The items a declaration mentions, so that a handle or an uninstalled
// group can keep them (weakly: KeptItem) until it is lowered again.
extension Declaration {
    /// Every item the declaration's constraints may mention (for alignments
    /// and place lists the reference first, then the payload's items), each
    /// once, in order of first mention. The reference of a free relation or
    /// a dimension is not one of them unless the payload names it.
    var itemReferences: [ItemReference] {
        var refs: [ItemReference] = []
        switch payload {
        case .align, .place, .stack, .grid, .flow, .firstFitting: refs.append(reference)
        case .dimensions, .relation, .relations, .alignItems, .distribute, .barrier: break
        }
        func add(_ ref: ItemReference) {
            if !refs.contains(where: { $0.id == ref.id }) { refs.append(ref) }
        }
        func add(_ form: LinearForm) { for ref in form.references { add(ref) } }
        switch payload {
        case let .dimensions(items, _, values):
            for item in items { add(item) }
            for (_, forms) in values { for form in forms { add(form) } }
        case let .align(_, items):
            for item in items { add(item) }
        case let .place(_, elements):
            for case let .item(ref) in elements { add(ref) }
        case let .relation(lhs, _, rhs):
            add(lhs)
            add(rhs)
        case let .relations(parts):
            for part in parts { add(part.lhs); add(part.rhs) }
        case let .alignItems(_, items), let .distribute(_, _, items):
            for item in items { add(item) }
        case let .barrier(lhs, _, _, items, _):
            add(lhs)
            for item in items { add(item) }
        case let .stack(stack):
            for item in stack.items { add(item) }
        case let .grid(spec):
            for slot in spec.slots { add(slot.item) }
        case let .flow(spec):
            for item in spec.items { add(item) }
        case let .firstFitting(spec):
            for d in spec.alternatives.joined() { for ref in d.itemReferences { add(ref) } }
        }
        return refs
    }

    /// The items it mentions whose identity is in `alive` (known to be
    /// alive: in the tree, or kept), and the identities of the others.
    func items(alive: Set<ObjectIdentifier>) -> (alive: [KeptItem], gone: [ObjectIdentifier]) {
        var items: [KeptItem] = [], gone: [ObjectIdentifier] = []
        for ref in itemReferences {
            if alive.contains(ref.id) { items.append(KeptItem(ref.item)) } else { gone.append(ref.id) }
        }
        return (items, gone)
    }
}
