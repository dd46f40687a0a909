extension Item {
    /// Insets from the item's edges that its margin anchors (`leftMargin` …
    /// `trailingMargin`, `centerXWithinMargins`, `edgesWithinMargins`) and
    /// ``Make/refWithinMargins(_:fileID:line:)`` measure from (default zero).
    ///
    /// Leading and trailing margins lie on the item's own leading and
    /// trailing sides and follow its layout direction. A root's margins are
    /// measured from its safe area (``safeAreaInsets``), as UIKit's are by
    /// default. Changing them lowers the tree's arrangements again; margins
    /// with a NaN or infinite number, or a change the layout cannot take, are
    /// refused: the old ones stay and ``diagnostics`` says why (call
    /// ``setMargins(_:fileID:line:)`` to get the error instead).
    public var margins: EdgeInsets {
        get { ownMargins }
        set {
            do throws(ArrangeError) { try setMargins(newValue, at: nil) } catch {
                reject("margins \(newValue) of \(Snippet.text(name))", error)
            }
        }
    }

    /// Sets the margins and re-solves, or throws and changes nothing.
    ///
    /// - Throws: ``ArrangeError/nonFinite(verb:argument:value:at:)``; the
    ///   error of lowering the arrangements again.
    public func setMargins(_ margins: EdgeInsets, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) {
        try setMargins(margins, at: CallSite(fileID: fileID, line: line))
    }

    func setMargins(_ margins: EdgeInsets, at location: CallSite?) throws(ArrangeError) {
        if let bad = margins.firstUnsolvable {
            throw .nonFinite(verb: "margins of \(name)", argument: nil, value: bad, at: location ?? CallSite(fileID: "(the margins setter)", line: 0))
        }
        try changeLowered(\.ownMargins, to: margins)
    }

    /// The left edge moved in by the left margin.
    public var leftMargin: Anchor<Horizontal, Position> { Anchor(self, .leftMargin) }
    /// The right edge moved in by the right margin.
    public var rightMargin: Anchor<Horizontal, Position> { Anchor(self, .rightMargin) }
    /// The leading edge moved in by the leading margin (reading, as `leading`
    /// does, in the direction of the relation's nearest common ancestor).
    public var leadingMargin: Anchor<Horizontal, Position> { Anchor(self, .leadingMargin) }
    /// The trailing edge moved in by the trailing margin.
    public var trailingMargin: Anchor<Horizontal, Position> { Anchor(self, .trailingMargin) }
    /// The top edge moved in by the top margin.
    public var topMargin: Anchor<Vertical, Position> { Anchor(self, .topMargin) }
    /// The bottom edge moved in by the bottom margin.
    public var bottomMargin: Anchor<Vertical, Position> { Anchor(self, .bottomMargin) }
    /// The horizontal centre between the left and right margins.
    public var centerXWithinMargins: Anchor<Horizontal, Position> { Anchor(self, .centerXWithinMargins) }
    /// The vertical centre between the top and bottom margins.
    public var centerYWithinMargins: Anchor<Vertical, Position> { Anchor(self, .centerYWithinMargins) }
    /// The four edges within the margins, `topMargin leftMargin bottomMargin
    /// rightMargin`, for one `install` (Cartography's `edgesWithinMargins`):
    /// `make.install(content.edges == card.edgesWithinMargins)`.
    public var edgesWithinMargins: EdgesAnchor<AllEdges> {
        EdgesAnchor(self, [.top, .left, .bottom, .right], anchors: [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
    }
}
