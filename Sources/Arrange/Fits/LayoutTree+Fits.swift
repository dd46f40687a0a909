import ArrangeSolver

// The choosing pass of `firstFitting` (run by rechooseLayouts, with the
// measuring passes): which alternative fits, from the solved sizes; the
// calls that change their choice, and only they, are swapped in one solver step.
extension LayoutTree {
    /// Chooses every enabled `firstFitting` call's alternative again, from
    /// the current solution, and swaps the calls whose choice changes in one
    /// solver step (``replace(_:)``: each lowered again on its own, nothing
    /// else touched; nothing at all when no choice changes). Returns whether
    /// any changed.
    ///
    /// Each call judges the alternative it has (``misfit(_:room:contents:)``)
    /// and moves to the first alternative not known not to fit: an earlier one
    /// while its own fits (a trial, judged in the next round), the first other
    /// one when it does not, the last when every other is known not to fit.
    /// A misfit is known in the settle that found it, and after resizes only
    /// when the content sizes are the same and the room along the asked axes
    /// is no larger, but along the misfit's axis by less than the item
    /// lacked (it would still lack some). Each alternative is tried at most once per settle, so the
    /// rounds end.
    ///
    /// - Throws: the error of the swap the layout cannot take: every call
    ///   then keeps the alternative it had (and the misfit just found).
    func rechooseFits() throws(ArrangeError) -> Bool {
        var swaps: [CallSwap] = []
        for group in groups {
            for handle in group.handles where handle.isEnabled && handle.group === group {
                guard let d = handle.declaration, case var .firstFitting(spec) = d.payload else { continue }
                // Items that left the tree are no longer arranged here (nor alive, maybe): the call keeps its choice.
                if !group.detachedItems.isEmpty && (group.detachedItems.contains(d.reference.id) || spec.items.contains { group.detachedItems.contains($0.id) }) {
                    continue
                }
                let target = nextChoice(&spec, room: insideSize(d))
                var new = d
                new.payload = .firstFitting(spec)
                handle.declaration = new   // the same constraints: the misfits only
                guard target != spec.chosen else { continue }
                spec.chosen = target
                new.payload = .firstFitting(spec)
                swaps.append(CallSwap(handle: handle, group: group, new: new))
            }
        }
        guard !swaps.isEmpty else { return false }
        try replace(swaps)
        return true
    }

    /// Judges the installed alternative of `spec` (recording its misfit) and
    /// returns the alternative to install next (see ``rechooseFits()``).
    func nextChoice(_ spec: inout FitSpecification, room: Size) -> Int {
        let contents = contentSizes(spec)
        let current = spec.chosen, last = spec.alternatives.count - 1
        let found = misfit(spec, room: room, contents: contents)
        spec.misfits[current] = found
        func knownMisfit(_ k: Int) -> Bool {
            guard let old = spec.misfits[k] else { return false }
            if old.settle == settleCount { return true }
            guard settlingAfterResizeOnly, old.contents == contents else { return false }
            // The room gained along each asked axis: none along the others, less than
            // the item lacked along the misfit's (an item gains at most what its room gains).
            let shortfall = old.content - old.got - 1e-9 * Swift.max(1, Swift.abs(old.content))
            for (axis, gain) in [(Axis.horizontal, room.width - old.available.width), (.vertical, room.height - old.available.height)]
            where spec.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
                if axis == old.axis ? gain >= shortfall : gain > 0 { return false }
            }
            return true
        }
        if found == nil {
            return (0..<current).first { !knownMisfit($0) } ?? current
        }
        return (0...last).first { $0 != current && !knownMisfit($0) } ?? last
    }

    /// The first item of the installed alternative below its content size
    /// along an asked axis (in order of first mention, width before height), or nil.
    func misfit(_ spec: FitSpecification, room: Size, contents: [Double]) -> FitMisfit? {
        for ref in spec.items {
            let found: FitMisfit? = ref.withItem { item in
                guard !item.isHidden else { return nil }
                let vars = variables(of: item)
                let width = solver[vars.width], height = solver[vars.height]
                for axis in [Axis.horizontal, .vertical] where spec.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
                    guard let need = contentSize(item, axis, width: width) else { continue }
                    let got = axis == .horizontal ? width : height
                    if got < need - 1e-9 * Swift.max(1, Swift.abs(need)) {
                        return FitMisfit(item: item.name, axis: axis, content: need, got: got, available: room, contents: contents, settle: settleCount)
                    }
                }
                return nil
            }
            if let found { return found }
        }
        return nil
    }

    /// An item's content size along `axis`: its measured natural width (or
    /// its measured height at `width`), else its intrinsic size; nil for none.
    func contentSize(_ item: Item, _ axis: Axis, width: Double) -> Double? {
        if let content = item.content {
            if axis == .horizontal { return content.naturalSize?.width }
            return content.target(at: Swift.max(0, width))?.height
        }
        guard let size = item.intrinsicSize else { return nil }
        return axis == .horizontal ? size.width : size.height
    }

    /// Every item's content sizes, in order: what a remembered misfit is
    /// valid for.
    func contentSizes(_ spec: FitSpecification) -> [Double] {
        var sizes: [Double] = []
        for ref in spec.items {
            ref.withItem { item in
                if let natural = item.content?.naturalSize {
                    sizes += [natural.width, natural.height]
                } else if let size = item.intrinsicSize {
                    sizes += [size.width, size.height]
                } else {
                    sizes += [-1, -1]
                }
                sizes.append(item.isHidden ? 1 : 0)
            }
        }
        return sizes
    }

    /// The size inside a declaration's reference: its solved size less the
    /// insets (and the margins, for a context within them).
    func insideSize(_ d: Declaration) -> Size {
        let direction = Self.directionLookup()(d.reference)
        return d.reference.withItem { reference in
            let insets = d.insets.resolved(for: direction)
            let vars = variables(of: reference)
            var size = Size(width: solver[vars.width] - insets.left - insets.right, height: solver[vars.height] - insets.top - insets.bottom)
            if d.withinMargins {
                let margins = reference.margins.resolved(for: direction)
                size.width -= margins.left + margins.right
                size.height -= margins.top + margins.bottom
            }
            return size
        }
    }
}
