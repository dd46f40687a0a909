import ArrangeSolver

/// A rectangle to lay out: a node of a tree of items.
///
/// Items are references, equal and hashed by identity, so they can key a
/// dictionary (`group.frames[item]`). Each tree has one solver, owned by its
/// root and created on first use; an item's ``frame`` is read from it and is
/// always current.
///
/// Moving items between trees: ``removeFromParent()`` uninstalls every
/// constraint that mentions the item or its descendants (as UIKit does; the
/// groups that held them list them in ``ConstraintGroup/detached``). Adding
/// a root that has its own arrangements to another tree moves them: they
/// are lowered again into the new tree's solver.
///
/// Concurrency: not `Sendable`. A tree (its items, its groups, its
/// solver) must be used from one task or thread at a time: every call,
/// reading a ``frame`` included (it brings the solver up to date), may
/// change the tree's state, and nothing inside is locked. Independent
/// trees share no mutable state, so they may be built and laid out in
/// parallel, each in its own task, and give the same frames, bit for bit,
/// as one after the other. To lay out off the main thread, build the tree
/// in the task that solves it and hand back the frames (`Rect` is `Sendable`).
public final class Item {
    /// The name, used in every description and error.
    public let name: String

    /// The natural size of the content, if it has one.
    ///
    /// An item with an intrinsic size gets, per axis, hugging (`width <= w`
    /// at ``hugging``) and compression resistance (`width >= w` at
    /// ``compressionResistance``). Setting it re-solves. A size with a NaN or
    /// infinite number, or one the layout cannot take (a required hugging
    /// that conflicts), is refused: the previous size stays, every frame is
    /// as it was, and the rejection is listed in ``diagnostics``; call
    /// ``setIntrinsicSize(_:fileID:line:)`` to get the error instead.
    public var intrinsicSize: Size? {
        get { intrinsic.size }
        set {
            do throws(ArrangeError) { try setIntrinsicSize(newValue, at: nil) } catch {
                reject("intrinsic size \(newValue.map(\.description) ?? "nil") of \(Snippet.text(name))", error)
            }
        }
    }

    /// How hard the item resists growing beyond its intrinsic size (default `.low`, 250, per axis).
    ///
    /// A priority outside 1…1000 (or a change the layout cannot take) is
    /// refused: the previous priorities stay and the rejection is listed in
    /// ``diagnostics``; call ``setHugging(_:fileID:line:)`` to get the error instead.
    public var hugging: AxisPriorities {
        get { intrinsic.hugging }
        set {
            do throws(ArrangeError) { try setHugging(newValue, at: nil) } catch {
                reject("hugging \(newValue) of \(Snippet.text(name))", error)
            }
        }
    }

    /// How hard the item resists shrinking below its intrinsic size (default `.high`, 750, per axis).
    ///
    /// A priority outside 1…1000 (or a change the layout cannot take) is
    /// refused: the previous priorities stay and the rejection is listed in
    /// ``diagnostics``; call ``setCompressionResistance(_:fileID:line:)`` to
    /// get the error instead.
    public var compressionResistance: AxisPriorities {
        get { intrinsic.compressionResistance }
        set {
            do throws(ArrangeError) { try setCompressionResistance(newValue, at: nil) } catch {
                reject("compression resistance \(newValue) of \(Snippet.text(name))", error)
            }
        }
    }

    /// The intrinsic size and its priorities, as the tree installs them.
    ///
    /// Read for every item when a tree is made; changed in place only by
    /// its setters, which read nothing else of it meanwhile: unchecked for
    /// exclusivity.
    @exclusivity(unchecked)
    var intrinsic: IntrinsicSpecification

    /// The parent, or nil for a root.
    ///
    /// Not retained (the parent owns its children); a parent that goes away
    /// sets its children's `parent` to nil first, so this is never dangling.
    public internal(set) var parent: Item? {
        get { parentLink?.takeUnretainedValue() }
        set { parentLink = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// ``parent``, unretained: membership checks and frames walk it without
    /// reference counting (roots are often weakly referenced, by their
    /// groups, and retaining those takes a slow path). Never accessed in
    /// place (no `inout`), so the dynamic exclusivity check is switched off.
    @exclusivity(unchecked)
    var parentLink: Unmanaged<Item>?

    /// Counts the changes of membership of the tree this item is the root
    /// of (a subtree added or removed anywhere in it), so that what a
    /// recording found in the tree can be trusted until it changes.
    var treeRevision = 0

    /// The children, in the order they were added.
    ///
    /// Walked for every item when a tree is made (its intrinsic sizes);
    /// only ``addChild(_:)`` and its kin change it, never during a walk, so
    /// the dynamic exclusivity check is switched off.
    @exclusivity(unchecked)
    public internal(set) var children: [Item] = []

    /// The solver and groups of the tree, when this item is a root that has needed them.
    @exclusivity(unchecked)
    var ownedTree: LayoutTree?

    /// This item's four solver variables, valid in the tree whose token is ``variablesToken``.
    ///
    /// Read once per anchor resolved; like ``parent``, never accessed in place.
    @exclusivity(unchecked)
    var variables: ItemVariables?
    /// The token of the tree that made ``variables`` (nil: none yet). Held
    /// strongly, so that no other tree's token can take its address.
    /// Set with ``variables``, never accessed in place: unchecked as it is.
    @exclusivity(unchecked)
    var variablesToken: LayoutTree.Token?
    /// The identity of ``variablesToken``, compared without reference counting.
    @exclusivity(unchecked)
    var variablesTreeID: ObjectIdentifier?

    /// The size given from outside, for a root (see ``size`` and ``givenSize``).
    var requestedSize: GivenSize?

    /// The direction this item sets for its subtree (see ``requestedLayoutDirection``).
    var ownDirection: LayoutDirection?

    /// What few items set (measured content, baselines, margins, a safe
    /// area), out of line: an item stays small, so that reading thousands
    /// of frames touches as little memory as possible (see ``ItemExtras``).
    /// Read for every item when a tree is made (its measured content);
    /// never accessed in place, so unchecked for exclusivity.
    @exclusivity(unchecked)
    var extras: ItemExtras?

    /// Creates an item with a name and, optionally, an intrinsic size.
    ///
    /// An initialiser cannot refuse a size with a NaN or infinite number as
    /// ``intrinsicSize`` does: such a size is kept, ignored by the layout,
    /// and listed in ``diagnostics`` until a finite one (or nil) replaces it.
    public init(_ name: String, intrinsicSize: Size? = nil) {
        self.name = name
        self.intrinsic = IntrinsicSpecification(size: intrinsicSize)
    }

    deinit {
        // Items held elsewhere keep the frames this tree gave them.
        if let tree = ownedTree { tree.keepFrames(below: children) }
        for child in children { child.parent = nil }
    }

    /// The root of the item's tree (itself if it has no parent).
    ///
    /// - Complexity: O(depth).
    public var root: Item {
        Unmanaged<Item>.fromOpaque(rootAddress).takeUnretainedValue()
    }

    /// The address of the item's root, found without reference counting:
    /// equal for two items exactly when they are in the same tree.
    ///
    /// - Complexity: O(depth).
    var rootAddress: UnsafeMutableRawPointer {
        var current = Unmanaged.passUnretained(self)
        while let parent = current._withUnsafeGuaranteedRef({ $0.parentLink }) { current = parent }
        return current.toOpaque()
    }

    /// Whether the item is `other` or one of its descendants.
    ///
    /// - Complexity: O(depth), without reference counting.
    public func isDescendant(of other: Item) -> Bool {
        let target = Unmanaged.passUnretained(other).toOpaque()
        var current = Unmanaged.passUnretained(self)
        while true {
            if current.toOpaque() == target { return true }
            guard let parent = current._withUnsafeGuaranteedRef({ $0.parentLink }) else { return false }
            current = parent
        }
    }

    /// The item and its descendants, depth first, parents before children.
    var subtree: [Item] {
        var result: [Item] = []
        forEachInSubtree { result.append($0) }
        return result
    }

    /// Calls `body` with the item and each of its descendants, in
    /// ``subtree``'s order, without listing them first.
    func forEachInSubtree(_ body: (Item) -> Void) {
        var stack: [Item] = [self]
        while let item = stack.popLast() {
            body(item)
            // Most items are leaves: no reversed view to append.
            if !item.children.isEmpty { stack.append(contentsOf: item.children.reversed()) }
        }
    }
}

extension Item: Hashable {
    /// Identity.
    public static func == (a: Item, b: Item) -> Bool { a === b }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Item: CustomStringConvertible {
    /// The name.
    public var description: String { name }
}


/// An item's four unknowns, in root coordinates, in one tree's solver.
///
/// A tree makes an item's four variables in one batch (``LayoutTree``'s
/// `makeVariables(of:)`: consecutive ids), so only the first id is kept:
/// 8 bytes, not 32, in every item (with the rest of ``Item``, 144 bytes in
/// a 160-byte allocation, not 168 in 176).
struct ItemVariables {
    /// The id of ``left``; ``top``, ``width`` and ``height`` follow it.
    let first: Int

    /// The four variables of ids `first` … `first + 3`.
    init(first: Int) { self.first = first }

    /// The left edge.
    var left: Variable { Variable(id: first) }
    /// The top edge.
    var top: Variable { Variable(id: first &+ 1) }
    /// The width.
    var width: Variable { Variable(id: first &+ 2) }
    /// The height.
    var height: Variable { Variable(id: first &+ 3) }

    /// Calls `put` with `c ×` the terms of a physical edge, centre or size
    /// (``Attribute/isEdgeOrSize``): `right` is left + width, `centerX`
    /// left + width/2, and so on down; one or two calls.
    ///
    /// The one place that spells an edge in terms of the four unknowns, for
    /// the general resolver and its direct path alike, so that both write
    /// the same terms in the same order.
    @inline(__always)
    func forEachTerm(of attribute: Attribute, times c: Double, _ put: (Variable, Double) -> Void) {
        switch attribute {
        case .left: put(left, c)
        case .right: put(left, c); put(width, c)
        case .centerX: put(left, c); put(width, c / 2)
        case .width: put(width, c)
        case .top: put(top, c)
        case .bottom: put(top, c); put(height, c)
        case .centerY: put(top, c); put(height, c / 2)
        case .height: put(height, c)
        default: preconditionFailure("forEachTerm(of:) takes a physical edge, centre or size, not \(attribute)")
        }
    }
}
