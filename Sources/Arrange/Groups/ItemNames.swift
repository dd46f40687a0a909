/// The names of the items a constraint mentions, by identity: the first two
/// (most constraints mention one or two items) kept inline, the others in
/// an array, so that making a constraint allocates nothing for them.
struct ItemNames {
    private var first: (id: ObjectIdentifier, name: String)?
    private var second: (id: ObjectIdentifier, name: String)?
    private var others: [(id: ObjectIdentifier, name: String)] = []

    /// Adds the item's name (read from the item, which is in the tree), once
    /// per item: its path when the name repeats in the tree (``Item/displayName``).
    mutating func add(_ ref: ItemReference) {
        guard self[ref.id] == nil else { return }
        let entry = (id: ref.id, name: ref.withItem { $0.displayName })
        if first == nil { first = entry } else if second == nil { second = entry } else { others.append(entry) }
    }

    /// The name of the item with identity `id`, if it was added.
    subscript(id: ObjectIdentifier) -> String? {
        if let first, first.id == id { return first.name }
        if let second, second.id == id { return second.name }
        return others.first { $0.id == id }?.name
    }
}
