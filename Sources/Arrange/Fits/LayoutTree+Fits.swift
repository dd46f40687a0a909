import ArrangeSolver

// The choosing pass of `firstFitting` (run by rechooseLayouts, with the
// measuring passes): which alternative fits, from the solved sizes.
extension LayoutTree {
    /// Chooses a `firstFitting` call's alternative again: the first whose
    /// items all get their content size along the asked axes, else the last.
    /// The chosen one is judged from the current solution; an earlier one
    /// is tried (installed in one solver step, judged, and left if it fits)
    /// unless, after resizes only, it was found not to fit with the same
    /// content sizes in no less room. Returns whether the choice changed.
    ///
    /// - Throws: the error of a swap the layout cannot take; the call then
    ///   keeps the alternative it had. A trial the layout cannot take counts
    ///   as not fitting.
    func rechooseFit(_ handle: ConstraintHandle, in group: ConstraintGroup, _ d: Declaration, _ spec: FitSpecification) throws(ArrangeError) -> Bool {
        let original = spec.chosen, count = spec.alternatives.count
        // Items that left the tree are no longer arranged here (nor alive, maybe): the call keeps its choice.
        if !group.detachedItems.isEmpty && (group.detachedItems.contains(d.reference.id) || spec.items.contains { group.detachedItems.contains($0.id) }) {
            return false
        }
        let room = insideSize(d)
        let contents = contentSizes(spec)
        var misfits = spec.misfits
        var installed = original
        var target = count - 1
        func install(_ k: Int) throws(ArrangeError) {
            var new = handle.declaration!, copy = spec
            copy.chosen = k
            new.payload = .firstFitting(copy)
            try replace(handle, in: group, with: new)
            installed = k
        }
        for k in 0..<count {
            if k == installed {
                misfits[k] = misfit(spec, room: room, contents: contents)
                if misfits[k] == nil { target = k; break }
                continue
            }
            if k == count - 1 { break }   // the last, when none before fits
            if settlingAfterResizeOnly, let old = spec.misfits[k], old.contents == contents, room.width <= old.available.width,
               room.height <= old.available.height {
                continue   // no more room than when it did not fit
            }
            do throws(ArrangeError) { try install(k) } catch {
                misfits[k] = .unknown
                continue
            }
            misfits[k] = misfit(spec, room: room, contents: contents)
            if misfits[k] == nil { target = k; break }
        }
        if target != installed {
            do throws(ArrangeError) { try install(target) } catch {
                if installed != original { try? install(original) }
                throw error
            }
        }
        if target == count - 1 {
            misfits[target] = misfit(spec, room: room, contents: contents)   // the last: does it fit either?
        }
        var final = handle.declaration!, copy = spec
        copy.chosen = target
        copy.misfits = misfits
        final.payload = .firstFitting(copy)
        handle.declaration = final   // the same constraints: only the reasons are new
        return target != original
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
                        return FitMisfit(item: item.name, axis: axis, content: need, got: got, available: room, contents: contents)
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
