/// An unretained reference to an item, with its identity, as declarations
/// and lowered constraints keep items.
///
/// Why unretained: a tree's root owns the tree, the tree owns its groups,
/// and the groups' declarations mention the root; strong references there
/// would keep every tree alive forever, and weak ones cost a side-table
/// operation on every copy (a third of the DSL's time in `make-grid/400`).
///
/// Why it is safe: an item is only dereferenced while it is in the tree.
/// Recording checks that every item belongs to the tree (so the tree's
/// parent links keep it alive); an item leaving the tree takes every
/// constraint that mentions it out first (``LayoutTree/detach(_:)``), and
/// lowering again leaves it out by ``id`` without dereferencing; when a
/// tree goes away, its groups are emptied. Values users hold (``Anchor``,
/// ``AnchorRelation``) retain their items separately.
///
/// It holds no name, so copies cost no reference counting: forms and
/// lowered constraints are copied and moved around freely. ``name`` reads
/// the item, so only while it is alive; a ``LayoutConstraint`` takes the
/// names it describes itself with when it is made.
struct ItemReference {
    private let unmanaged: Unmanaged<Item>
    /// The item's identity (never reused while the item is in a tree): its
    /// address, read from the reference itself (one word per reference, not
    /// two; the item is not touched).
    var id: ObjectIdentifier { unsafeBitCast(unmanaged, to: ObjectIdentifier.self) }

    /// The item; use only while it is known to be in a live tree.
    var item: Item { unmanaged.takeUnretainedValue() }

    /// Runs `body` with the item, without reference counting; only while it is in a live tree.
    func withItem<R>(_ body: (Item) -> R) -> R {
        unmanaged._withUnsafeGuaranteedRef(body)
    }

    /// The item's name; only while the item is known to be alive.
    var name: String { withItem { $0.name } }

    init(_ item: Item) {
        self.unmanaged = Unmanaged.passUnretained(item)
    }
}
