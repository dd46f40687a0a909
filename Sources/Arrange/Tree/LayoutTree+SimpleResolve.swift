import ArrangeSolver

// Resolution of the usual relation: one edge or size anchor on each side
// (or a number on the right), in root coordinates.
extension LayoutTree {
    /// The solver constraint of `lhs relation rhs` in root coordinates when
    /// the left side is one edge or size anchor and the right side one more
    /// or none (each with a constant); nil for any other relation.
    ///
    /// Almost every constraint of a first layout is one (an alignment to
    /// `R`, a place-list step, a size against a number or another item's
    /// size). It is what ``constraint(_:_:_:strength:spacers:inRootFrame:)``
    /// makes of it in root coordinates, bit for bit: the same terms in the
    /// same order (left side first; `right` as left + width, `centerX` as
    /// left + width/2; the root's left and top written as the 0 they are),
    /// the same coefficients (the right side's times −1), normalised by
    /// ``normalize(_:)-(UnsafeMutableBufferPointer<Term>)``, and the same constant. It reads
    /// the two terms once and writes at most four, where the general path
    /// walks each side's terms with room for any frame, baseline, margin and
    /// spacer.
    ///
    /// Variables are made (``variables(of:)``) only once both sides are
    /// known to qualify, left side first, as the general path makes them.
    @inline(__always)
    func simpleConstraint(_ lhs: borrowing LinearForm, _ relation: Relation, _ rhs: borrowing LinearForm, strength: Strength) -> Constraint? {
        guard let left = lhs.onlyTerm, case let .anchor(leftItem, leftAttribute) = left.target, leftAttribute.isEdgeOrSize else { return nil }
        var rightAnchor: (item: ItemReference, attribute: Attribute, coefficient: Double)?
        if let right = rhs.onlyTerm {
            guard case let .anchor(item, attribute) = right.target, attribute.isEdgeOrSize else { return nil }
            rightAnchor = (item, attribute, right.coefficient)
        } else if !rhs.isConstant {
            return nil
        }
        // As the general path: the sides' constants, then the baselines' (none here).
        let baselines = 0.0
        let constant = lhs.constant - rhs.constant
        return withUnsafeTemporaryAllocation(of: Term.self, capacity: 4) { buffer in
            var written = 0
            write(leftAttribute, of: leftItem, times: 1 * left.coefficient, into: buffer, at: &written)
            if let rightAnchor {
                write(rightAnchor.attribute, of: rightAnchor.item, times: -1 * rightAnchor.coefficient, into: buffer, at: &written)
            }
            let count = Self.normalize(UnsafeMutableBufferPointer(rebasing: buffer[..<written]))
            return Constraint(normalizedTerms: UnsafeBufferPointer(rebasing: buffer[..<count]), constant: constant + baselines,
                              relation: relation, strength: strength)
        }
    }

    /// Writes `c ×` the anchor's solver terms into `buffer` at `index`,
    /// advancing it: one or two terms, none for the root's left or top.
    @inline(__always)
    private func write(_ attribute: Attribute, of item: ItemReference, times c: Double, into buffer: UnsafeMutableBufferPointer<Term>,
                       at index: inout Int) {
        func put(_ v: Variable, _ c: Double) {
            guard v.id >= Self.rootOrigin.count else { return }
            (buffer.baseAddress! + index).initialize(to: Term(v, c))
            index += 1
        }
        item.withItem { variables(of: $0) }.forEachTerm(of: attribute, times: c, put)
    }
}

extension Attribute {
    /// Whether it is a physical edge, centre or size (`left` … `height`, no
    /// `leading`/`trailing`, baseline or margin): what every frame leaves as
    /// it is in root coordinates.
    var isEdgeOrSize: Bool {
        switch self {
        case .left, .right, .top, .bottom, .centerX, .centerY, .width, .height: true
        default: false
        }
    }
}
