// Reading a constraint's terms in place.
//
// A first layout makes one constraint per primitive relation. With its terms
// in an array of their own, each cost two allocations (the object and the
// array's buffer) and 128 to 160 bytes of heap; with three terms stored in
// the object and the rest in an array, one allocation of 112 bytes (and a
// second for the four terms of a centre in a parent). Now up to four terms
// are stored in the object, each variable id as an `Int32` and the
// coefficients apart (no padding): 86 bytes, one allocation of 96; the
// rare constraint of five terms or more keeps the rest in a
// ``Constraint/Spill`` (with its weight, whose place it takes).
// The solver reads them in place, with no array.
extension Constraint {
    /// Term `i` of ``expression`` (`0 ≤ i < termCount`).
    @inlinable @inline(__always)
    package func term(_ i: Int) -> Term {
        switch i {
        case 0: return Term(Variable(id: Int(v0)), c0)
        case 1: return Term(Variable(id: Int(v1)), c1)
        case 2: return Term(Variable(id: Int(v2)), c2)
        case 3: return Term(Variable(id: Int(v3)), c3)
        default: return Self.spilledTerm(i &- 4, of: weightOrSpill)
        }
    }

    /// How many terms ``expression`` has.
    @inlinable @inline(__always)
    package var termCount: Int {
        storedCount <= Self.inlineCapacity ? Int(storedCount) : 4 &+ Self.spilledTermCount(of: weightOrSpill)
    }

    // The terms after the fourth (rare), read in place through the spill's
    // address, with no call the optimiser cannot see through: an opaque
    // call in a loop over constraints makes it retain each one around it.

    /// Term `i` of the spill at `address` (a constraint's ``weightOrSpill``).
    @inlinable
    static func spilledTerm(_ i: Int, of address: UInt64) -> Term {
        withSpill(at: address) { $0.terms[i] }
    }

    /// How many terms the spill at `address` holds.
    @inlinable
    static func spilledTermCount(of address: UInt64) -> Int {
        withSpill(at: address) { $0.terms.count }
    }

    /// Calls `body` with each term of ``expression``, in order, read in
    /// place: the loop the solver runs over every row it installs.
    @inlinable @inline(__always)
    package func forEachTerm(_ body: (Term) -> Void) {
        let count = Int(storedCount)
        guard count > 0 else { return }
        body(Term(Variable(id: Int(v0)), c0))
        guard count > 1 else { return }
        body(Term(Variable(id: Int(v1)), c1))
        guard count > 2 else { return }
        body(Term(Variable(id: Int(v2)), c2))
        guard count > 3 else { return }
        body(Term(Variable(id: Int(v3)), c3))
        guard _slowPath(count > 4) else { return }
        // Index by index: `body` is not handed to a function that is not inlined.
        let address = weightOrSpill
        for i in 0..<Self.spilledTermCount(of: address) { body(Self.spilledTerm(i, of: address)) }
    }

    /// The terms of ``expression``, in order, as an array (made for up to two).
    package var terms: [Term] {
        var result: [Term] = []
        result.reserveCapacity(termCount)
        forEachTerm { result.append($0) }
        return result
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
        // Coefficients past the count are 0, finite.
        let inline = c0.isFinite && c1.isFinite && c2.isFinite && c3.isFinite
        return storedCount <= Self.inlineCapacity ? inline : inline && Self.withSpill(at: weightOrSpill) { $0.terms.allSatisfy { $0.coefficient.isFinite } }
    }

    /// Whether the solver can take it (``Expression/isSolvable``), read in place.
    package var isSolvable: Bool {
        let limit = Expression.largestSolvable
        guard Swift.abs(constant) <= limit else { return false }
        // Coefficients past the count are 0, within the limit; a NaN is not.
        let inline = Swift.abs(c0) <= limit && Swift.abs(c1) <= limit && Swift.abs(c2) <= limit && Swift.abs(c3) <= limit
        return storedCount <= Self.inlineCapacity ? inline : inline && Self.withSpill(at: weightOrSpill) { $0.terms.allSatisfy { Swift.abs($0.coefficient) <= limit } }
    }
}
