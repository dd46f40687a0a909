extension PrintedCompound {
    /// The compound anchors whose relation has `parts`, or nil when they
    /// are not the parts of one (then each part prints as an `install`).
    ///
    /// The anchor is read from the parts' names (`top left bottom right` is
    /// `edges`, `width height` is `size` …), the items from their sides, the
    /// inset of each edge from its constant (inwards: `+` for `top`, `left`,
    /// `leading`; `−` for the others), a size's scale from its coefficients.
    init?(_ parts: [Declaration.RelationPart]) {
        let names = parts.map(\.attribute)
        let kinds: [(String, [Attribute])] = [
            ("edges", [.top, .left, .bottom, .right]), ("directionalEdges", [.top, .leading, .bottom, .trailing]),
            ("horizontalEdges", [.left, .right]), ("verticalEdges", [.top, .bottom]),
            ("size", [.width, .height]), ("center", [.centerX, .centerY]),
        ]
        guard let kind = kinds.first(where: { $0.1 == names })?.0, let relation = parts.first?.relation,
              parts.allSatisfy({ $0.relation == relation }) else { return nil }
        // Each side: one term per part, the same item, the part's own anchor
        // (or, for `edges`, all of them its margin anchor).
        func side(_ form: (Declaration.RelationPart) -> LinearForm) -> (item: ItemReference, margins: Bool, scale: Double)? {
            var found: (item: ItemReference, margins: Bool, scale: Double)?
            for part in parts {
                let f = form(part)
                guard f.termCount == 1, case let .anchor(ref, attribute) = f.terms[0].target else { return nil }
                let margins = attribute != part.attribute && attribute == part.attribute.withinMargins
                guard attribute == part.attribute || (margins && kind == "edges") else { return nil }
                let scale = f.terms[0].coefficient
                if let first = found {
                    guard first.item.id == ref.id, first.margins == margins, first.scale == scale else { return nil }
                } else {
                    found = (ref, margins, scale)
                }
            }
            return found
        }
        guard let lhs = side(\.lhs), lhs.scale == 1, let rhs = side(\.rhs) else { return nil }
        guard rhs.scale == 1 || kind == "size" else { return nil }
        let numbers = parts.map { part -> Double in
            // A constant on the left (`a.edges.inset(8) == …`) moves to the right.
            let c = part.rhs.constant - part.lhs.constant
            let inward = [.top, .left, .leading].contains(part.attribute) || kind == "size" || kind == "center" ? c : -c
            return inward == 0 ? 0 : inward   // no -0
        }
        self.init(anchor: lhs.margins ? "edgesWithinMargins" : kind, lhsItem: lhs.item.name, relation: relation.rawValue,
                  rhsAnchor: rhs.margins ? "edgesWithinMargins" : kind, rhsItem: rhs.item.name, scale: rhs.scale, numbers: numbers)
    }
}
