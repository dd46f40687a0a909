// Wrapping flows: ConstraintLayout's Flow (wrap chain), CSS flex-wrap.
extension Make {
    /// Lays items out in reading order, in lines that fit `R`'s width inside
    /// the insets: `spacing` between items on a line, `lineSpacing` between
    /// lines, each line aligned by `alignment`. The flow's height follows its
    /// lines (a root given its width takes it).
    ///
    /// ```swift
    /// make.insetEdges(edge: 16)
    /// make.flow(tags, spacing: 8, lineSpacing: 8)              // tags wrap as words do
    /// ```
    ///
    /// Which line each item goes on is decided before frames are read, from
    /// the items' widths (intrinsic or measured natural width, else the width
    /// solved for them) and the width `R` gets, greedily as text wraps; it is
    /// decided again whenever the layout changes (a resize, an intrinsic size,
    /// a handle): when every item stays on its line nothing is reinstalled,
    /// and when one moves the call's constraints are swapped in one solver
    /// step. An item wider than the flow has a line of its own and is kept
    /// inside at priority 900 (it compresses, and text wraps). The handle's
    /// numbers are the spacings (`setConstant(12, on: .width)` between items,
    /// `on: .height` between lines). See `Flows/README.md`.
    @discardableResult
    public func flow(_ items: [Item], spacing: Double = 0, lineSpacing: Double? = nil, alignment: FlowAlignment = .leading,
                     fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = checkTree(items, verb: "flow", at: location)
        ok = checkNotReference(items, verb: "flow", at: location) && ok
        var firstIndex: [ObjectIdentifier: Int] = [:]   // lookups only
        for (index, item) in items.enumerated() {
            if let first = firstIndex[ObjectIdentifier(item)] {
                recorder.fail(.duplicateInPlaceList(item: item.displayName, verb: "flow", arguments: [first + 1, index + 1], at: location))
                ok = false
            } else {
                firstIndex[ObjectIdentifier(item)] = index
            }
        }
        for value in [spacing, lineSpacing ?? spacing] {
            ok = checkFinite(value, verb: "flow", argument: nil, at: location) && ok
            if value.isFinite && (value < 0 || value >= 1e100) {
                recorder.fail(.invalidArrangement(verb: "flow", items: [], reason: "spacing \(formatNumber(value)) is not a gap; gaps are 0 or more, below 1e100", at: location))
                ok = false
            }
        }
        guard ok else { return rejected("flow", at: location) }
        recorder.root.tree.hasChoosingLayouts = true
        let spec = FlowSpecification(items: items.map(ItemReference.init), spacing: spacing, lineSpacing: lineSpacing ?? spacing,
                                     alignment: alignment, lineStarts: firstLineStarts(items, spacing: spacing))
        return record("flow", .flow(spec), at: location)
    }

    /// ``flow(_:spacing:lineSpacing:alignment:fileID:line:)`` with the items listed: `make.flow(a, b, c, spacing: 8)`.
    @discardableResult
    public func flow(_ items: Item..., spacing: Double = 0, lineSpacing: Double? = nil, alignment: FlowAlignment = .leading,
                     fileID: String = #fileID, line: Int = #line) -> Declared {
        flow(items, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, fileID: fileID, line: line)
    }

    /// The lines a flow is first lowered with: when `R` is a root whose width
    /// is given and every item has an intrinsic or measured width, the lines
    /// the first pass would choose (so that it changes nothing); else every
    /// item on one line (what can conflict least: nothing along a line can,
    /// and across, only a constraint that wants items on different lines).
    private func firstLineStarts(_ items: [Item], spacing: Double) -> [Int] {
        guard !items.isEmpty else { return [] }
        var widths: [Double] = []
        for item in items {
            guard let width = item.content?.naturalSize?.width ?? item.intrinsicSize?.width else { return [0] }
            widths.append(width)
        }
        guard reference.parent == nil, !withinMargins, let width = reference.givenSize?.width else { return [0] }
        let insets = self.insets.resolved(for: reference.layoutDirection)
        return FlowSpecification.lineStarts(widths: widths, available: width - insets.left - insets.right, spacing: spacing)
    }
}
