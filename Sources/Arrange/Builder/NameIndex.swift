/// The items of a make closure's scopes by name, so that `make["name"]`
/// costs a dictionary lookup, not a walk of the subtree: each scope (a
/// reference item, or the root) is indexed on its first lookup, in
/// depth-first order, and the tree does not change while a closure records.
struct NameIndex {
    /// Per scope (by identity): its subtree's items by name, depth first (lookups only).
    private var scopes: [ObjectIdentifier: [String: [Item]]] = [:]

    /// The items of `scope`'s subtree whose path ends with `segments` (last name first), depth first.
    mutating func items(_ segments: [Substring], in scope: Item) -> [Item] {
        let id = ObjectIdentifier(scope)
        if scopes[id] == nil {
            var names: [String: [Item]] = [:]
            for item in scope.subtree { names[item.name, default: []].append(item) }
            scopes[id] = names
        }
        let candidates = scopes[id]![String(segments[0])] ?? []
        return segments.count == 1 ? candidates : candidates.filter { $0.hasPath(segments) }
    }
}
