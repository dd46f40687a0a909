extension Item {
    /// Strict mode for the item's tree, for tests: when true, an `arrange`
    /// (or `arrange(replacing:)`, a handle change, a group's `install()`)
    /// that would leave a value of the tree unfixed throws
    /// ``ArrangeError/ambiguous(_:)`` and changes nothing, instead of
    /// installing and listing the values in ``diagnostics``.
    ///
    /// Set it on any item of the tree (it belongs to the root's tree; an
    /// item moved into another tree follows that tree's setting). Arrange
    /// the whole layout in one closure, and give the root its size first:
    /// a root without a size is itself ambiguous. Measured content refused
    /// in strict mode is measured again at the next frame read after the
    /// setting changes.
    public var rejectsAmbiguity: Bool {
        get { tree.rejectsAmbiguity }
        set {
            let tree = tree
            guard tree.rejectsAmbiguity != newValue else { return }
            tree.rejectsAmbiguity = newValue
            // Measured content that strict mode refused is measured again at
            // the next frame read, not only after the next solver change.
            tree.settledRevision = -1
        }
    }
}
