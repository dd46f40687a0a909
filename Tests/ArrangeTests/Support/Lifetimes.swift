import Testing
import ArrangeSolver
@testable import Arrange

/// Weak references to a tree's root, one of its items and its solver: made
/// while the test holds the root, read after it dropped it, to prove that
/// nothing (a kept item, a removal) keeps the tree alive.
struct Lifetimes {
    weak var root: Item?
    weak var item: Item?
    weak var solver: Solver?

    /// Watches `root`, `item` and the tree's solver (which must exist).
    init(root: Item, item: Item) throws {
        self.root = root
        self.item = item
        self.solver = try #require(root.ownedTree?.rawSolver)
    }

    /// Whether the root, the item and the solver are all freed.
    var allFreed: Bool { root == nil && item == nil && solver == nil }
}
