/// Checking an update before it touches anything.
extension SolverState {
    /// Throws for the first thing wrong with an update, before anything changes:
    /// a constraint to remove that is not installed (or is an edit constraint,
    /// unless `removingEdit`), or one to add that is not finite, names an
    /// unknown variable, is installed already, or repeats one of the batch.
    func validate(removing old: [Constraint], adding new: [Constraint], removingEdit: Bool) throws(SolverError) {
        var leaving = Set<ObjectIdentifier>(minimumCapacity: old.count)
        for c in old {
            let id = ObjectIdentifier(c)
            guard let slot = records[id], !slots[slot]!.isEdit || removingEdit, leaving.insert(id).inserted else {
                throw .unknownConstraint(c)
            }
        }
        // With nothing leaving, the installed ones among the batch are found
        // in one pass (the first, in batch order, is the one to name).
        // (One constraint, one call of many: a plain lookup, below.)
        let batched = old.isEmpty && new.count > 1
        let firstInstalled = batched ? records.firstIndexed(in: new) : nil
        let variableCount = names.count
        for n in new.indices {
            // One pass over the terms, read in place (the constraint unretained:
            // `new` keeps it), for both checks; a constraint that is not finite
            // is named as such before any unknown variable of its own.
            let (finite, unknown) = Self.unretained(new, n)._withUnsafeGuaranteedRef { c in
                var finite = Swift.abs(c.constant) <= Expression.largestSolvable
                var unknown: Variable?
                c.forEachTerm { t in
                    if !(Swift.abs(t.coefficient) <= Expression.largestSolvable) { finite = false }
                    if unknown == nil && (t.variable.id < 0 || t.variable.id >= variableCount) { unknown = t.variable }
                }
                return (finite, unknown)
            }
            let c = new[n]
            guard finite else { throw .nonFinite(c) }
            if let unknown { throw .unknownVariable(unknown, in: c) }
            if batched {
                guard n != firstInstalled else { throw .duplicateConstraint(c) }
            } else if !records.isEmpty {
                let id = ObjectIdentifier(c)
                guard records[id] == nil || leaving.contains(id) else { throw .duplicateConstraint(c) }
            }
        }
        if new.count > 1 { try rejectRepeats(in: new) }
    }

    /// Throws for the first constraint that appears twice in a batch (the
    /// first, in batch order, that an earlier one repeats).
    private func rejectRepeats(in batch: [Constraint]) throws(SolverError) {
        if batch.count <= Tuning.pairwiseRepeatCheck {
            // A small batch (one `arrange` of a list row): each against those
            // before it, no sort, and only when a 64-bit filter of the
            // addresses seen so far says it may repeat one.
            let repeated: Int? = batch.withUnsafeBufferPointer { b in
                var seen: UInt64 = 0
                for n in 0..<b.count {
                    let id = ObjectIdentifier(b[n])
                    let bit: UInt64 = 1 &<< (ConstraintIndex.hash(UInt(bitPattern: id)) >> 58)
                    if seen & bit != 0 {
                        for m in 0..<n where ObjectIdentifier(b[m]) == id { return n }
                    }
                    seen |= bit
                }
                return nil
            }
            if let n = repeated { throw .duplicateConstraint(batch[n]) }
            return
        }
        // A larger batch (a first layout): the addresses in an open-addressing
        // set (linear probing on the index's hash, at most three quarters
        // full), which meets the first repeat in batch order, where sorting
        // them would cost a sort and a scan.
        var size = 8
        while size / 4 * 3 < batch.count { size *= 2 }
        let mask = size - 1
        var table = [UInt](repeating: 0, count: size)   // 0: no address
        let repeated: Int? = table.withUnsafeMutableBufferPointer { table in
            batch.withUnsafeBufferPointer { b in
                for n in b.indices {
                    let key = UInt(bitPattern: ObjectIdentifier(b[n]))
                    var h = ConstraintIndex.home(of: key, size: size)
                    while table[h] != 0 {
                        if table[h] == key { return n }
                        h = (h + 1) & mask
                    }
                    table[h] = key
                }
                return nil
            }
        }
        if let n = repeated { throw .duplicateConstraint(batch[n]) }
    }
}
