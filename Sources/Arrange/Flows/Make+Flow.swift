// Wrapping flows: ConstraintLayout's Flow (wrap chain), CSS flex-wrap.
extension Make {
    /// Lays items out in reading order, in lines that fit `R`'s width inside
    /// the insets: `spacing` between items on a line, `lineSpacing` between
    /// lines, each line aligned by `alignment`. The flow's height follows its
    /// lines (a root given its width takes it). Each line's items sit
    /// across it by `rowAlignment` (flexbox's `align-items`, ConstraintLayout
    /// Flow's `flow_verticalAlign`); `wrap: .aligned` puts them in columns
    /// aligned across lines, as many as fit (``FlowWrap``).
    ///
    /// ```swift
    /// make.insetEdges(edge: 16)
    /// make.flow(tags, spacing: 8, lineSpacing: 8)              // tags wrap as words do
    /// make.flow(chips, spacing: 8, rowAlignment: .center)      // each line's chips centred on its tallest
    /// make.flow(photos, spacing: 4, wrap: .aligned)            // as many columns as fit
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
    /// `on: .height` between lines). An item that contains `R` (the root, or
    /// any other ancestor) is refused: its width would follow the lines it
    /// is broken into. See `Flows/README.md`.
    @discardableResult
    public func flow(_ items: [Item], spacing: Double = 0, lineSpacing: Double? = nil, alignment: FlowAlignment = .leading,
                     rowAlignment: VerticalAlignment = .top, wrap: FlowWrap = .chain,
                     fileID: String = #fileID, line: Int = #line) -> Declared {
        let location = CallSite(fileID: fileID, line: line)
        var ok = checkTree(items, verb: "flow", at: location)
        ok = checkNotReference(items, verb: "flow", at: location) && ok
        ok = checkNotContainingReference(items, at: location) && ok
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
        var spec = FlowSpecification(items: items.map(ItemReference.init), spacing: spacing, lineSpacing: lineSpacing ?? spacing,
                                     alignment: alignment, rowAlignment: rowAlignment, wrap: wrap)
        decideFirst(&spec, items)
        return record("flow", .flow(spec), at: location)
    }

    /// ``flow(_:spacing:lineSpacing:alignment:rowAlignment:wrap:fileID:line:)`` with the items listed: `make.flow(a, b, c, spacing: 8)`.
    @discardableResult
    public func flow(_ items: Item..., spacing: Double = 0, lineSpacing: Double? = nil, alignment: FlowAlignment = .leading,
                     rowAlignment: VerticalAlignment = .top, wrap: FlowWrap = .chain,
                     fileID: String = #fileID, line: Int = #line) -> Declared {
        flow(items, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment, rowAlignment: rowAlignment, wrap: wrap, fileID: fileID, line: line)
    }

    /// The lines and anchors a flow is first lowered with: when `R` is a
    /// root whose width is given and every item has an intrinsic or
    /// measured width, those the first pass would choose (so that it
    /// changes nothing); else every item on one line (what can conflict
    /// least: nothing along a line can, and across, only a constraint that
    /// wants items on different lines), anchored by the intrinsic heights known.
    private func decideFirst(_ spec: inout FlowSpecification, _ items: [Item]) {
        var widths: [Double] = [], heights: [Double] = [], ascents: [Double] = []
        var known = reference.parent == nil && !withinMargins
        for item in items {
            let size = item.content?.naturalSize ?? item.intrinsicSize
            known = known && size != nil
            widths.append(size?.width ?? 0)
            heights.append(item.intrinsicSize?.height ?? 0)
            ascents.append(item.baselineOffsets?.first ?? heights[heights.count - 1])
        }
        let insets = self.insets.resolved(for: reference.layoutDirection)
        let available = known ? reference.givenSize?.width.map { $0 - insets.left - insets.right } : nil
        spec.decide(widths: widths, heights: heights, ascents: ascents, available: available ?? .infinity)
    }

    /// Whether no item contains `R` (the root, or another ancestor of it);
    /// records the error for the first that does.
    private func checkNotContainingReference(_ items: [Item], at location: CallSite) -> Bool {
        var ancestors: [ObjectIdentifier: Item] = [:]   // lookups only
        var up = reference.parent
        while let ancestor = up {
            ancestors[ObjectIdentifier(ancestor)] = ancestor
            up = ancestor.parent
        }
        guard let item = items.first(where: { ancestors[ObjectIdentifier($0)] != nil }) else { return true }
        recorder.fail(.invalidArrangement(verb: "flow", items: [item.displayName],
                                          reason: "'\(item.displayName)' contains the flow's reference '\(reference.displayName)'; a flow breaks its items "
                                              + "into lines that fit the reference's width, and an item that contains the reference would be as wide "
                                              + "as the lines it is broken into: list the reference's descendants (or arrange the flow on an item outside it)",
                                          at: location))
        return false
    }
}
