/// An item that a handle keeps while its constraints are not installed
/// (deactivated, or its group uninstalled), to lower them again later.
///
/// Held weakly: keeping an item must never keep a tree alive. A tree's root
/// owns the tree, the tree its groups, a group its handles; a handle that
/// held the root (or the root of another tree whose handles hold this
/// one's) strongly would close a cycle, and dropping the root would leak
/// the tree, its solver and every item. Weak references close no cycle,
/// whichever items later become roots or children. They cost a side table
/// for the items kept, only while kept (most roots have one already: their
/// groups' ``ConstraintGroup/reference`` is weak).
///
/// Why it is still safe (``ItemReference`` is unretained): before a kept
/// call is lowered again, ``ConstraintHandle/checkKeptItems(in:)`` loads
/// each kept item. One that is gone cannot be in the tree (a tree's items
/// live while it does: the root owns the tree and each parent its
/// children), so it left the tree meanwhile: the call is refused with
/// ``ArrangeError/foreignItem(item:tree:expectedTree:verb:at:)``, named by
/// ``name``, and nothing reads the item. One that lives is read only while
/// it is in the tree being lowered into, as before. Its identity is compared
/// with declarations' references without reading it.
struct KeptItem {
    /// The item, while it lives.
    weak var item: Item?
    /// Its identity, compared without reading it.
    let id: ObjectIdentifier
    /// Its name, for the error when it is gone.
    let name: String

    init(_ item: Item) {
        self.item = item
        self.id = ObjectIdentifier(item)
        self.name = item.name
    }

    /// Whether it is `reference`'s item and still alive (then `reference` may be read).
    func keeps(_ reference: ItemReference) -> Bool {
        id == reference.id && item != nil
    }
}
