extension Item {
    /// Where the item's baselines lie (nil, the default: it has none, and
    /// both `firstBaseline` and `lastBaseline` are its bottom edge, as in UIKit).
    ///
    /// Baselines are given, not measured: Arrange knows no fonts. Give a
    /// text item the offsets its text has (``BaselineOffsets``); they
    /// follow the item's frame. Changing them lowers the tree's arrangements
    /// again (as a layout direction change does); offsets with a NaN or
    /// infinite number, or a change the layout cannot take, are refused: the
    /// old ones stay and ``diagnostics`` says why (call
    /// ``setBaselineOffsets(_:fileID:line:)`` to get the error instead).
    public var baselineOffsets: BaselineOffsets? {
        get { ownBaselines }
        set {
            do throws(ArrangeError) { try setBaselineOffsets(newValue, at: nil) } catch {
                reject("baseline offsets \(newValue.map(\.description) ?? "nil") of \(Snippet.text(name))", error)
            }
        }
    }

    /// Sets the baseline offsets (nil removes them) and re-solves, or throws and changes nothing.
    ///
    /// - Throws: ``ArrangeError/nonFinite(verb:argument:value:at:)`` for a
    ///   NaN or infinite offset; the error of lowering the arrangements again.
    public func setBaselineOffsets(_ offsets: BaselineOffsets?, fileID: String = #fileID, line: Int = #line) throws(ArrangeError) {
        try setBaselineOffsets(offsets, at: CallSite(fileID: fileID, line: line))
    }

    func setBaselineOffsets(_ offsets: BaselineOffsets?, at location: CallSite?) throws(ArrangeError) {
        if let offsets, !offsets.isFinite {
            let bad = offsets.first.isFinite ? offsets.last : offsets.first
            throw .nonFinite(verb: "baselineOffsets of \(name)", argument: nil, value: bad, at: location ?? CallSite(fileID: "(the baselineOffsets setter)", line: 0))
        }
        try changeLowered(\.ownBaselines, to: offsets)
    }

    /// The first baseline: ``baselineOffsets`` `first` below the top, or the
    /// bottom when the item has no baselines.
    public var firstBaseline: Anchor<Vertical, Position> { Anchor(self, .firstBaseline) }
    /// The last baseline: ``baselineOffsets`` `last` above the bottom, or the
    /// bottom when the item has no baselines.
    public var lastBaseline: Anchor<Vertical, Position> { Anchor(self, .lastBaseline) }
}
