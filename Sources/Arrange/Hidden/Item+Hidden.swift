extension Item {
    /// Whether the item is hidden: UIKit's `isHidden` in a stack view,
    /// ConstraintLayout's `GONE`.
    ///
    /// In a place list (`xPlace`/`yPlace`) or a stack a hidden item takes no
    /// room and the one gap beside it goes with it: `xPlace(a, 8, b, 8, c)`
    /// with `b` hidden lays out as `xPlace(a, 8, c)`. Elsewhere it collapses
    /// to zero size where its other constraints put it: constraints on its
    /// `width` or `height` are left out. Setting it lowers the tree's
    /// arrangements again in one step, so it holds for every arrangement
    /// (and every later one); if the result cannot hold, the old value
    /// stays and the rejection is listed in ``diagnostics``. Its frame is
    /// `(x, y, 0, 0)`. See `Sources/Arrange/Hidden/README.md`.
    public var isHidden: Bool {
        get { extras?.isHidden ?? false }
        set {
            guard newValue != isHidden else { return }
            setHidden(newValue)
        }
    }

    /// Stores the flag, then lowers the tree again; takes the flag back on failure.
    private func setHidden(_ hidden: Bool) {
        if extras == nil { extras = ItemExtras() }
        extras!.isHidden = hidden
        let id = ObjectIdentifier(self)
        guard let tree = root.ownedTree else { return }
        if hidden { tree.hiddenItems.insert(id) } else { tree.hiddenItems.remove(id) }
        guard !tree.groups.isEmpty else { return }
        do throws(ArrangeError) { try tree.relowerForHidden() } catch {
            extras!.isHidden = !hidden
            if hidden { tree.hiddenItems.remove(id) } else { tree.hiddenItems.insert(id) }
            tree.rejections.append(Diagnostic(rejected: "\(hidden ? "hiding" : "showing") \(Snippet.text(name))", error))
        }
    }
}
