// Reading a constraint's terms in place.
//
// A first layout makes one constraint per primitive relation. With its terms
// in an array of their own, each cost two allocations (the object and the
// array's buffer) and 128 to 160 bytes of heap; with the first three terms
// stored in the object (a layout's have one to three: `w == 100`,
// `b.left == a.right + 8` inside a parent), one allocation of 112 bytes.
// The solver reads them in place, with no array.
extension Constraint {
    /// Term `i` of ``expression`` (`0 ≤ i < termCount`).
    @inlinable
    package func term(_ i: Int) -> Term {
        i == 0 ? first : i == 1 ? second : i == 2 ? third : rest[i &- 3]
    }

    /// How many terms ``expression`` has.
    @inlinable
    package var termCount: Int { Int(storedCount) }

    /// Calls `body` with each term of ``expression``, in order, read in
    /// place: the loop the solver runs over every row it installs.
    @inlinable @inline(__always)
    package func forEachTerm(_ body: (Term) -> Void) {
        let count = termCount
        guard count > 0 else { return }
        body(first)
        guard count > 1 else { return }
        body(second)
        guard count > 2 else { return }
        body(third)
        guard count > 3 else { return }
        for t in rest { body(t) }
    }

    /// The terms of ``expression``, in order, as an array (made for up to two).
    package var terms: [Term] {
        switch termCount {
        case 0: []
        case 1: [first]
        case 2: [first, second]
        case 3: [first, second, third]
        default: [first, second, third] + rest
        }
    }

    /// Whether some term's variable satisfies `predicate` (in term order).
    @inline(__always)
    package func containsVariable(where predicate: (Variable) -> Bool) -> Bool {
        for i in 0..<termCount where predicate(term(i).variable) { return true }
        return false
    }

    /// Whether `other` has the same terms (variables and coefficients, in
    /// order, compared with `==`), read in place.
    package func hasSameTerms(as other: Constraint) -> Bool {
        guard termCount == other.termCount else { return false }
        for i in 0..<termCount where term(i) != other.term(i) { return false }
        return true
    }

    /// Whether the constant and every coefficient are finite (``Expression/isFinite``), read in place.
    package var isFinite: Bool {
        guard constant.isFinite else { return false }
        for i in 0..<termCount where !term(i).coefficient.isFinite { return false }
        return true
    }

    /// Whether the solver can take it (``Expression/isSolvable``), read in place.
    package var isSolvable: Bool {
        guard Swift.abs(constant) <= Expression.largestSolvable else { return false }
        for i in 0..<termCount where !(Swift.abs(term(i).coefficient) <= Expression.largestSolvable) { return false }
        return true
    }
}
