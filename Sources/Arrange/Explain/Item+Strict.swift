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
    /// a root without a size is itself ambiguous.
    public var rejectsAmbiguity: Bool {
        get { tree.rejectsAmbiguity }
        set { tree.rejectsAmbiguity = newValue }
    }
}
