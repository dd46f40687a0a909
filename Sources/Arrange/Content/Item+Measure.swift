extension Item {
    /// Creates an item whose content measures itself (see ``measure``).
    public convenience init(_ name: String, measure: Measure) {
        self.init(name)
        self.content = MeasuredContent(measure)
    }

    /// The function that measures the item's content at a proposed width
    /// (text that wraps, an image keeping its aspect), or nil.
    ///
    /// An item with a measure function takes its intrinsic size from it
    /// (``intrinsicSize`` is then ignored), with the same ``hugging`` and
    /// ``compressionResistance``: its width from the natural size (no
    /// limit proposed: one line of text), its height from the size at the
    /// width the layout gives it (for a measure ``Measure/proposing``
    /// `.vertical`, the other way round: the natural height, and the width
    /// at the height it gets). Layout runs in passes before frames are
    /// read: solve, measure each measured item at its solved width, update
    /// its intrinsic height, re-solve incrementally, until no height
    /// changes; at most `LayoutTree/measurePassLimit` passes (ordinary
    /// screens need two or three). Content that keeps changing is reported
    /// in ``diagnostics`` (``Diagnostic/Kind/unsettledMeasurement``) with
    /// the frames of the last pass; never a hang. Each item is measured at
    /// most once per distinct proposed width (the last 256 are remembered).
    ///
    /// Setting it re-installs the item's intrinsic constraints; a change the
    /// layout cannot take (a required hugging in conflict) is refused as an
    /// ``intrinsicSize`` is, and listed in ``diagnostics``.
    public var measure: Measure? {
        get { content?.measure }
        set {
            let old = content
            content = newValue.map(MeasuredContent.init)
            guard let tree = root.ownedTree else { return }
            do throws(ArrangeError) {
                try tree.updateIntrinsic(of: self)
            } catch {
                content = old
                reject("measure \(newValue.map(\.name) ?? "nil") of \(Snippet.text(name))", error)
            }
        }
    }

    /// How many times the layout has called the measure function (for tests
    /// of the cache; 0 without one).
    var measureCalls: Int { content?.calls ?? 0 }
}
