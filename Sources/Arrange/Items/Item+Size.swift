import ArrangeSolver

// A root's size, given from outside: whole (`size`), one dimension
// (`givenSize`), or through the throwing `resize` calls. The tree's side
// (edit variables, conflicts) is Tree/LayoutTree+Size.swift.
extension Item {
    /// The size of a root, given from outside; nil until set (and while
    /// only one dimension is given: see ``givenSize``).
    ///
    /// Setting it re-solves incrementally (the root's width and height are
    /// edit variables). If required constraints cannot hold at that size,
    /// the layout keeps the previous size and the rejection is listed in
    /// ``diagnostics``; call ``resize(to:)`` to get the error instead. On an
    /// item that is not a root the size is kept and applies when it becomes one.
    public var size: Size? {
        get { requestedSize?.size }
        set {
            do throws(ArrangeError) { try resize(to: newValue) } catch {
                reject("root size \(newValue.map(\.description) ?? "nil")", error)
            }
        }
    }

    /// What the outside gives a root: its width, its height, or both (nil: nothing).
    ///
    /// `GivenSize(width: 375)` holds the width and takes the height from the
    /// content, as small as the constraints above priority 50 allow (what
    /// ``Item/fittingSize(width:height:fileID:line:)-(Double,_,_,_)`` answers), re-solved incrementally as
    /// the content or the width changes. Refused changes are listed in
    /// ``diagnostics``, as for ``size``; ``resize(width:height:)`` throws instead.
    public var givenSize: GivenSize? {
        get { requestedSize }
        set {
            do throws(ArrangeError) { try resize(given: newValue) } catch {
                reject("root size \(newValue.map(\.description) ?? "nil")", error)
            }
        }
    }

    /// Gives a root its size (nil removes it) and re-solves, or throws.
    ///
    /// - Throws: ``ArrangeError/rootSizeConflict(root:requested:solved:conflicts:)``
    ///   naming the required constraints that keep the root from that size, or
    ///   ``ArrangeError/nonFiniteSize(root:_:)``. The previous size stays and
    ///   every frame is bit for bit as it was.
    public func resize(to size: Size?) throws(ArrangeError) {
        try resize(given: size.map(GivenSize.init))
    }

    /// Gives a root one dimension (the other from its content) or both, and
    /// re-solves, or throws; `resize()` removes the size.
    ///
    /// ```swift
    /// try cell.resize(width: 375)    // the height follows the content
    /// ```
    ///
    /// - Throws: as ``resize(to:)``; for a conflict, `requested` holds the
    ///   given dimension and the solved value of the free one.
    public func resize(width: Double? = nil, height: Double? = nil) throws(ArrangeError) {
        try resize(given: GivenSize(width: width, height: height))
    }

    /// ``resize(width:height:)`` with a ``GivenSize``.
    func resize(given: GivenSize?) throws(ArrangeError) {
        let given = given.flatMap { $0.isEmpty ? nil : $0 }
        // A root that keeps frames from a tree it left is laid out at the size it is given.
        guard parent == nil, let tree = ownedTree ?? (keptFrameBeforeTree != nil ? self.tree : nil) else {
            if let given, !given.isSolvable { throw .nonFiniteSize(root: name, Size(width: given.width ?? 0, height: given.height ?? 0)) }
            requestedSize = given
            return
        }
        try tree.applySize(given)
        requestedSize = given
    }
}
