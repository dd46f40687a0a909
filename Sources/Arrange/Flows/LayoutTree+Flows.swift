import ArrangeSolver

// The pass before solving that layouts which choose need: a flow's line
// breaks, decided from the solved widths and decided again whenever the
// layout changed (and the first alternative that fits: Fits/); run with the measuring passes (Content/LayoutTree+Measure.swift).
extension LayoutTree {
    /// Decides every installed flow's line breaks and anchors
    /// (``FlowSpecification/decide(widths:heights:ascents:available:)``), and every `firstFitting`'s
    /// alternative (``rechooseFits()``, after the flows), again (groups and their
    /// calls in installation order); a flow whose breaks change has its
    /// constraints swapped in one solver step (``replace(_:in:with:)``).
    /// Returns whether any changed.
    ///
    /// - Throws: the error of a swap the layout cannot take; that swap is
    ///   taken back (the flow keeps its lines), the earlier ones stay.
    func rechooseLayouts() throws(ArrangeError) -> Bool {
        var changed = false
        let directionOf = Self.directionLookup()
        for group in groups {
            for handle in group.handles where handle.isEnabled && handle.group === group {
                guard let d = handle.declaration else { continue }
                guard case var .flow(spec) = d.payload, isPresent(d.reference, in: group) else { continue }
                let present = spec.items.map { isPresent($0, in: group) }
                let widths = spec.items.indices.map { present[$0] ? breakingWidth(spec.items[$0]) : 0 }
                let heights = spec.items.indices.map { present[$0] ? crossHeight(spec.items[$0], filling: spec.rowAlignment == .fill) : 0 }
                let ascents = spec.items.indices.map { present[$0] ? ascent(spec.items[$0], height: heights[$0]) : 0 }
                let before = spec
                spec.decide(widths: widths, heights: heights, ascents: ascents, available: availableWidth(d, directionOf(d.reference)))
                guard !spec.decidesAlike(before) else { continue }
                var new = d
                new.payload = .flow(spec)
                try replace(handle, in: group, with: new)
                changed = true
            }
        }
        return try rechooseFits() || changed
    }

    /// Whether `ref` is an item of this tree that `group` still lays out:
    /// an item moved into another tree (or detached from the group) is
    /// absent, and its variables are the other tree's, never to be asked
    /// for here (``variables(of:)`` would take them over).
    func isPresent(_ ref: ItemReference, in group: ConstraintGroup) -> Bool {
        !group.detachedItems.contains(ref.id) && !group.departedItems.contains(ref.id) && ref.withItem { $0.root === root }
    }

    /// The width an item is broken into lines with: its measured natural
    /// width, its intrinsic width, else the width solved for it.
    func breakingWidth(_ ref: ItemReference) -> Double {
        ref.withItem { item in
            if let natural = item.content?.naturalSize { return natural.width }
            if let size = item.intrinsicSize { return size.width }
            return solver[variables(of: item).width]
        }
    }

    /// The height a line's anchor is chosen by: the solved height, or, for
    /// a flow whose items fill their line (their solved heights are the
    /// line's), the measured height at the solved width, else the intrinsic
    /// height, else the solved one.
    func crossHeight(_ ref: ItemReference, filling: Bool) -> Double {
        ref.withItem { item in
            if filling, let applied = item.content?.applied { return applied.height }
            if filling, let size = item.intrinsicSize { return size.height }
            return solver[variables(of: item).height]
        }
    }

    /// How far an item's first baseline lies below its top: its first
    /// baseline offset, else its `height` (a baseline is the bottom without offsets).
    func ascent(_ ref: ItemReference, height: Double) -> Double {
        ref.withItem { $0.baselineOffsets?.first ?? height }
    }

    /// The width inside a declaration's reference: its solved width less
    /// the insets (and the margins, for a context within them).
    func availableWidth(_ d: Declaration, _ direction: LayoutDirection) -> Double {
        d.reference.withItem { reference in
            let insets = d.insets.resolved(for: direction)
            var width = solver[variables(of: reference).width] - insets.left - insets.right
            if d.withinMargins {
                let margins = reference.margins.resolved(for: direction)
                width -= margins.left + margins.right
            }
            return width
        }
    }
}
