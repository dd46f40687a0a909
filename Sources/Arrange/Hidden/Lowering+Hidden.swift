import ArrangeSolver

// Hidden items (Item.isHidden) in lowering: see README.md in this folder.
extension Lowering {
    /// Whether the item is hidden in the tree being lowered.
    func isHidden(_ ref: ItemReference) -> Bool {
        hidden.contains(ref.id)
    }

    /// Lowers a declaration in a tree with hidden items: every constraint
    /// that names a hidden item's `width` or `height` is left out, and each
    /// hidden item the declaration names gets `width == 0` and
    /// `height == 0` (required): it collapses to a point where its other
    /// constraints put it (ConstraintLayout's `GONE`). Place lists and
    /// stacks close the room itself (``lowerPlace(_:axis:elements:into:)``,
    /// ``lowerStack(_:_:into:)``).
    mutating func lowerWithHidden<Sink: LoweringSink>(_ d: Declaration, into out: inout Sink) {
        var all: [LoweredConstraint] = []
        if let constant = d.hiddenConstant, case let .relation(lhs, relation, rhs) = d.payload, rhs.references.contains(where: isHidden) {
            // The constant it takes while an item on its right side is hidden.
            var gone = d, right = rhs
            right.constant = constant + lhs.constant
            gone.payload = .relation(lhs: lhs, relation: relation, rhs: right)
            lowerAll(gone, into: &all)
        } else {
            lowerAll(d, into: &all)
        }
        var collapsed: [ItemReference] = []
        for c in all {
            var namesHiddenExtent = false
            for form in [c.lhs, c.rhs] {
                form.forEachTerm { term in
                    guard case let .anchor(ref, attribute) = term.target, hidden.contains(ref.id) else { return }
                    if !collapsed.contains(where: { $0.id == ref.id }) { collapsed.append(ref) }
                    if attribute == .width || attribute == .height { namesHiddenExtent = true }
                }
            }
            if namesHiddenExtent || (!d.removals.isEmpty && isRemoved(c, by: d.removals)) { continue }
            out.accept(c)
        }
        for ref in collapsed {
            for attribute in [Attribute.width, .height] {
                out.accept(LinearForm(ref, attribute), .equal, LinearForm(), priority: .required, from: d, argument: nil, role: "hidden",
                           inRootFrame: true)
            }
        }
    }

    /// Which elements of a place list a hidden item leaves out: the item
    /// itself and the one gap beside it (the numbers between it and the next
    /// item, or, when no item follows before a wall or the end, those
    /// between it and the previous item). Flexible spacers stay.
    func placeSkips(_ elements: [Declaration.Step]) -> [Bool] {
        var skips = [Bool](repeating: false, count: elements.count)
        for (index, element) in elements.enumerated() {
            guard case let .item(ref) = element, hidden.contains(ref.id) else { continue }
            skips[index] = true
            var numbers: [Int] = []
            var next = index + 1
            while next < elements.count, case .number = elements[next] { numbers.append(next); next += 1 }
            if next < elements.count, case .item = elements[next], !numbers.isEmpty {
                for n in numbers { skips[n] = true }
                continue
            }
            numbers = []
            var previous = index - 1
            while previous >= 0, case .number = elements[previous] { numbers.append(previous); previous -= 1 }
            if previous >= 0, case .item = elements[previous] {
                for n in numbers { skips[n] = true }
            }
        }
        return skips
    }
}
