// The checks of an ordinary constant change in one pass: a measuring pass
// changes tens of thousands of constants at once, and checking each pair
// with two hash sets and three lookups cost more than re-solving.
extension SolverState {
    /// The slots of `old`, in call order, when the call is an ordinary
    /// in-place change that nothing stops: no edit variable waiting, every
    /// `old[n]` installed (not an edit constraint) and none repeated, every
    /// `new[n]` finite, not installed, and differing from `old[n]` only in
    /// its constant. Nil when anything else may be the case: the caller
    /// then runs the full checks, which name the first problem exactly as
    /// they always did (or take the general path).
    ///
    /// Repeated new constraints are not looked for here: ``swapRecords(_:_:slots:)``
    /// finds them as it indexes them.
    ///
    /// - Complexity: one index lookup per pair and one probe per new
    ///   constraint; O(n) more when the slots ascend, else
    ///   ``areDistinct(_:below:)``.
    func inPlaceSlots(_ old: [Constraint], _ new: [Constraint]) -> [Int]? {
        guard pendingEdits.isEmpty else { return nil }
        var found = [Int](repeating: 0, count: old.count)
        var ascending = true
        for n in old.indices {
            let o = old[n], c = new[n]
            guard let slot = records[ObjectIdentifier(o)], !slots[slot]!.isEdit,
                  c.isFinite, Self.differsOnlyInConstant(o, c) else { return nil }
            if n > 0 && slot <= found[n - 1] { ascending = false }
            found[n] = slot
        }
        if !ascending && !Self.areDistinct(found, below: slots.count) { return nil }
        guard records.firstIndexed(in: new) == nil else { return nil }
        return found
    }

    /// Whether `values` (each in `0..<limit`) holds no value twice: a mark
    /// per possible value when they are many for the range (a measuring
    /// pass: its slots are a good part of all, and not in order), else a sort.
    ///
    /// - Complexity: O(`limit`) or O(n log n), whichever is smaller.
    static func areDistinct(_ values: [Int], below limit: Int) -> Bool {
        if values.count >= limit / 16 {
            var seen = [Bool](repeating: false, count: limit)
            for v in values {
                if seen[v] { return false }
                seen[v] = true
            }
            return true
        }
        let sorted = values.sorted()
        for n in sorted.indices.dropFirst() where sorted[n] == sorted[n - 1] { return false }
        return true
    }

    /// Indexes each `new[n]` at `slots[n]` in place of `old[n]`, after
    /// ``inPlaceSlots(_:_:)`` accepted the call; false, with the index as
    /// it was, if a new constraint is repeated (the full checks then name it).
    ///
    /// The slots keep the old constraints until the change succeeds; a
    /// conflict takes the index back (``unswapRecords(_:_:slots:)``) before
    /// it is explained, so that it is explained as before.
    mutating func swapRecords(_ old: [Constraint], _ new: [Constraint], slots found: [Int]) -> Bool {
        for o in old { records.removeValue(forKey: ObjectIdentifier(o)) }
        let expected = records.count + new.count
        records.insert(count: new.count) { (ObjectIdentifier(new[$0]), found[$0]) }
        if records.count == expected { return true }
        unswapRecords(old, new, slots: found)
        return false
    }

    /// Takes ``swapRecords(_:_:slots:)`` back: the old constraints indexed
    /// at their slots again, the new ones not at all.
    mutating func unswapRecords(_ old: [Constraint], _ new: [Constraint], slots found: [Int]) {
        for n in new { records.removeValue(forKey: ObjectIdentifier(n)) }
        records.insert(count: old.count) { (ObjectIdentifier(old[$0]), found[$0]) }
    }

    /// The component of every slot in `found`, when they share one.
    func sameComponent(slots found: [Int]) -> Int? {
        guard let first = found.first else { return nil }
        let k = slots[first]!.component
        for slot in found where slots[slot]!.component != k { return nil }
        return Int(k)
    }
}
