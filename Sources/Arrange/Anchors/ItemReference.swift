/// A weak reference to an item, with its identity and name, as anchors,
/// declarations and constraints keep items.
///
/// A tree's root owns the tree, the tree owns its groups, and the groups'
/// declarations mention the root: strong references there would keep every
/// tree alive forever. An item that is gone reads as nil; its constraints
/// were uninstalled when it left the tree, and lowering leaves them out.
struct ItemReference {
    weak var item: Item?
    /// The item's identity, valid for comparisons while the reference is alive.
    let id: ObjectIdentifier
    /// The item's name, for descriptions even after it is gone.
    let name: String

    init(_ item: Item) {
        self.item = item
        self.id = ObjectIdentifier(item)
        self.name = item.name
    }
}
