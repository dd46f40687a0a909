import ArrangeSolver

// The layout direction an item sets for its subtree, and the one it has.
extension Item {
    /// The direction this item sets for its subtree, or nil (the default) to
    /// follow its parent's, as UIKit's `semanticContentAttribute` forces one.
    ///
    /// Changing it lowers every arrangement of the tree again, so that
    /// `leading`, `trailing`, their constants, leading and trailing insets and
    /// `xPlace` follow. If the flipped arrangements cannot hold, the old value
    /// stays and the rejection is listed in ``diagnostics``.
    public var requestedLayoutDirection: LayoutDirection? {
        get { ownDirection }
        set {
            let before = layoutDirection
            let previous = ownDirection
            ownDirection = newValue
            guard layoutDirection != before, let tree = root.ownedTree, !tree.groups.isEmpty else { return }
            do throws(ArrangeError) { try tree.relowerAll() } catch {
                ownDirection = previous
                tree.rejections.append(Diagnostic(rejected: "layout direction \(newValue.map(\.rawValue) ?? "inherited") of \(Snippet.text(name))", error))
            }
        }
    }

    /// Which way leading and trailing point for this item: its own
    /// ``requestedLayoutDirection``, else its nearest ancestor's, else left to right.
    ///
    /// Setting it sets ``requestedLayoutDirection`` (on a root: the whole
    /// tree's direction, unless a subtree sets its own).
    ///
    /// - Complexity: O(depth).
    public var layoutDirection: LayoutDirection {
        get {
            var item = self
            while true {
                if let direction = item.ownDirection { return direction }
                guard let parent = item.parent else { return .leftToRight }
                item = parent
            }
        }
        set { requestedLayoutDirection = newValue }
    }
}
