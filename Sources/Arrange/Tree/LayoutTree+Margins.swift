import ArrangeSolver

// Margin anchors: an item's edges moved in by its margins (read from the
// item when a constraint is resolved; changing them lowers the tree again)
// and, for the root, by the safe-area insets given from outside (edit
// variables, so that a change re-solves incrementally, as the root size does).
extension LayoutTree {
    /// Writes `c ×` a physical margin anchor of the item: its edge's terms
    /// (``ItemVariables/forEachTerm(of:times:_:)``), plus the root's
    /// safe-area variables; adds the margin to `constant`.
    func writeMargin(physical attribute: Attribute, of ref: ItemReference, variables v: ItemVariables, times c: Double,
                     put: (Variable, Double) -> Void, constant: inout Double) {
        let (margins, direction, isRoot) = ref.withItem { ($0.ownMargins, $0.layoutDirection, $0 === root) }
        let m = margins.resolved(for: direction)
        let safe = isRoot ? safeArea : nil
        switch attribute {
        case .leftMargin:
            v.forEachTerm(of: .left, times: c, put); constant += c * m.left
            if let safe { put(safe.left, c) }
        case .rightMargin:
            v.forEachTerm(of: .right, times: c, put); constant -= c * m.right
            if let safe { put(safe.right, -c) }
        case .topMargin:
            v.forEachTerm(of: .top, times: c, put); constant += c * m.top
            if let safe { put(safe.top, c) }
        case .bottomMargin:
            v.forEachTerm(of: .bottom, times: c, put); constant -= c * m.bottom
            if let safe { put(safe.bottom, -c) }
        case .centerXWithinMargins:
            v.forEachTerm(of: .centerX, times: c, put); constant += c * (m.left - m.right) / 2
            if let safe { put(safe.left, c / 2); put(safe.right, -c / 2) }
        case .centerYWithinMargins:
            v.forEachTerm(of: .centerY, times: c, put); constant += c * (m.top - m.bottom) / 2
            if let safe { put(safe.top, c / 2); put(safe.bottom, -c / 2) }
        default:
            preconditionFailure("writeMargin takes a physical margin anchor")
        }
    }
}
