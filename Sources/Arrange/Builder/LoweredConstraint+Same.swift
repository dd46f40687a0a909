import ArrangeSolver

// Comparing lowered constraints, the difference a layout update computes:
// two are the same when they relate the same anchors (by item identity)
// and spacer units with the same coefficients, constants, relation and
// priority, and come from the same call (verb, argument, role, file:line).
extension LoweredConstraint {
    /// Whether `self` and `other` are the same constraint from the same call.
    func isSame(as other: LoweredConstraint) -> Bool {
        relation == other.relation && priority == other.priority
            && lhs.isSame(as: other.lhs) && rhs.isSame(as: other.rhs)
            && verb == other.verb && argument == other.argument && role == other.role && location == other.location
    }

    /// A hash consistent with ``isSame(as:)`` (for lookups only: never iterated).
    var sameKey: Int {
        var hasher = Hasher()
        hasher.combine(relation)
        hasher.combine(priority)
        lhs.combineSame(into: &hasher)
        rhs.combineSame(into: &hasher)
        hasher.combine(location)
        return hasher.finalize()
    }
}

extension LinearForm {
    /// The same terms in the same order, and the same constant.
    func isSame(as other: LinearForm) -> Bool {
        guard termCount == other.termCount, constant == other.constant else { return false }
        let mine = terms, theirs = other.terms
        for index in 0..<termCount {
            let a = mine[index], b = theirs[index]
            guard a.coefficient == b.coefficient else { return false }
            switch (a.target, b.target) {
            case let (.anchor(x, p), .anchor(y, q)): if x.id != y.id || p != q { return false }
            case let (.spacer(i), .spacer(j)): if i != j { return false }
            default: return false
            }
        }
        return true
    }

    /// Feeds what ``isSame(as:)`` compares into a hasher.
    func combineSame(into hasher: inout Hasher) {
        hasher.combine(constant == 0 ? 0 : constant)   // 0 and −0 compare equal
        forEachTerm { term in
            hasher.combine(term.coefficient == 0 ? 0 : term.coefficient)
            switch term.target {
            case let .anchor(ref, attribute): hasher.combine(ref.id); hasher.combine(attribute)
            case let .spacer(index): hasher.combine(-1 - index)
            }
        }
    }
}
