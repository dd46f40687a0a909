/// The solver's first mode: while every batch resolves directly
/// (``DirectSystem``), constraints get a record and a place on the tape,
/// nothing else; the first change that does not resolve (or that only the
/// simplex method answers: a removal, an explanation) hands the whole
/// system to the components, batch by batch as it was added
/// (``materialize()``), and the solver stays there.
extension SolverState {
    /// Adds the pending edit variables' constraints and `new` to the direct
    /// system when the whole system still resolves with them, and returns
    /// how to take them back; else changes nothing and returns nil.
    ///
    /// `new` is validated already.
    mutating func addDirectly(_ new: [Constraint], undoable: Bool) -> Undo? {
        guard Tuning.directResolution, direct != nil, DirectSystem.recordLayoutHolds else { return nil }
        let installing = pendingEdits
        let count = installing.count + new.count
        guard count > 0 else { return Undo.none }
        precondition(freeSlots.isEmpty && slots.count == records.count, "a direct system's slots are its rows")
        let firstRow = slots.count, firstSerial = serial, mark = direct!.mark
        if records.capacity < records.count + count { records.reserveCapacity(records.count + count) }
        if slots.capacity < firstRow + count { slots.reserveCapacity(Swift.max(firstRow + count, 2 * slots.capacity)) }
        for (n, v) in installing.enumerated() {
            let e = edits[v]!
            slots.append(Record(constraint: Self.editConstraint(v, value: e.value, strength: e.strength), component: -1, row: Int32(firstRow + n), serial: firstSerial + n, isEdit: true))
        }
        for (n, c) in new.enumerated() {
            let slot = firstRow + installing.count + n
            slots.append(Record(constraint: c, component: -1, row: Int32(slot), serial: firstSerial + installing.count + n, isEdit: false))
        }
        records.insert(count: count) { n in (ObjectIdentifier(slots[firstRow + n]!.constraint), firstRow + n) }
        serial += count
        direct!.growPins(to: names.count)
        growDirectScratch()
        let resolved = slots.withUnsafeBufferPointer { slots in
            values.withUnsafeMutableBufferPointer { values in
                workspace.directLocal.withUnsafeMutableBufferPointer { local in
                    workspace.directSlope.withUnsafeMutableBufferPointer { slope in
                        direct!.resolve(rows: firstRow..<firstRow + count, slots: slots, values: values, local: local, slope: slope)
                    }
                }
            }
        }
        guard resolved else {
            takeBackDirect(mark, firstRow: firstRow, serial: firstSerial)
            return nil
        }
        direct!.batchEnds.append(Int32(slots.count))
        for (n, v) in installing.enumerated() { edits[v]!.slot = firstRow + n }
        pendingEdits.removeAll()
        return undoable ? .direct(mark, firstRow: firstRow, serial: firstSerial, installedEdits: installing) : Undo.none
    }

    /// Takes the direct system back to `mark`, its rows from `firstRow` on
    /// out of the records, and the serial back to `serial`.
    mutating func takeBackDirect(_ mark: DirectSystem.Mark, firstRow: Int, serial: Int) {
        direct!.rollBack(to: mark, values: &values)
        for r in firstRow..<slots.count { records.removeValue(forKey: ObjectIdentifier(slots[r]!.constraint)) }
        slots.removeSubrange(firstRow...)
        self.serial = serial
    }

    /// Replays the direct system's tape with the rows' current constants;
    /// false when it no longer proves an optimum (values then partly moved).
    mutating func replayDirect() -> Bool {
        let d = direct!
        growDirectScratch()
        return slots.withUnsafeBufferPointer { slots in
            values.withUnsafeMutableBufferPointer { values in
                workspace.directSlope.withUnsafeMutableBufferPointer { slope in d.replay(slots: slots, values: values, slope: slope) }
            }
        }
    }

    /// Grows the direct system's per-variable scratch to the variable count
    /// (−1 and 0, which every call leaves them at).
    private mutating func growDirectScratch() {
        let count = names.count
        if workspace.directLocal.count < count {
            workspace.directLocal.append(contentsOf: repeatElement(-1, count: count - workspace.directLocal.count))
        }
        if workspace.directSlope.count < count {
            workspace.directSlope.append(contentsOf: repeatElement(0, count: count - workspace.directSlope.count))
        }
    }

    /// Hands the direct system to the components: its batches added again,
    /// in order, as the simplex method would have been given them (each
    /// edit variable installed with the batch that installed it, at its
    /// current value). Every constraint keeps its place in installation
    /// order; values are the simplex method's from here on (the same
    /// optimum: see `Direct/README.md`). Nothing to do for a solver not in
    /// its direct mode.
    mutating func materialize() {
        guard let d = direct else { return }
        direct = nil
        let rows = slots
        let waiting = pendingEdits
        records = ConstraintIndex()
        slots = []
        serial = d.firstSerial
        for step in d.steps { values[Int(step.variable)] = 0 }
        var start = 0
        for end in d.batchEnds {
            var batch: [Constraint] = []
            batch.reserveCapacity(Int(end) - start)
            pendingEdits = []
            for r in start..<Int(end) {
                let record = rows[r]!
                if record.isEdit {
                    let v = record.constraint.term(0).variable
                    edits[v]!.slot = nil
                    pendingEdits.append(v)
                } else {
                    batch.append(record.constraint)
                }
            }
            do {
                try addWithPendingEdits(batch, restoring: false)
            } catch {
                preconditionFailure("a system that resolved directly was refused by the simplex method: \(error)")
            }
            start = Int(end)
        }
        pendingEdits = waiting
        checkInvariants()
    }

    /// A copy of this state in its simplex form, for a read-only question
    /// only the components answer (an explanation, a dump): the solver
    /// itself stays as it is, bit for bit.
    func materialized() -> SolverState {
        var copy = self
        copy.materialize()
        return copy
    }

    /// Suggests values while the system resolves directly: each installed
    /// edit constraint is replaced by one with the new value, and the tape
    /// replayed; if it no longer resolves, the system goes to the
    /// components with the old values and the suggestions are made there.
    /// Returns how to take it all back: the values and edit constraints as
    /// they were (a copy of the state would copy every record, retaining
    /// each constraint, to swap two of them).
    mutating func suggestDirectly(_ suggestions: [(Variable, Double)]) -> SuggestionUndo {
        var undo = SuggestionUndo()
        undo.directValues = values
        for (v, value) in suggestions {
            undo.pending.append((v, edits[v]!.value))
            edits[v]!.value = value
            guard let slot = edits[v]!.slot else { continue }
            let old = slots[slot]!.constraint
            swapRecord(slot, to: Self.editConstraint(v, value: value, strength: old.strength))
            undo.records.append((slot, old))
        }
        if !undo.records.isEmpty && !replayDirect() {
            self.undo(undo)
            let saved = self
            materialize()
            do { _ = try suggestValues(suggestions) } catch { preconditionFailure("suggestions checked already: \(error)") }
            return SuggestionUndo(whole: .copy(saved))
        }
        checkInvariants()
        return undo
    }

    /// Changes constants while the system resolves directly: the records
    /// hold `new` (already indexed when `swapped`), and the tape is
    /// replayed; if it no longer resolves, everything goes back, the
    /// system to the components, and the change is made there (its errors
    /// included, after which the direct system is back as it was).
    /// Returns how to take it back.
    mutating func replaceConstantsDirectly(_ old: [Constraint], _ new: [Constraint], swapped: [Int]?,
                                           undoable: Bool) throws(SolverError) -> ConstantUndo {
        var undo = ConstantUndo()
        undo.directValues = values
        undo.records.reserveCapacity(old.count)
        if let swapped {
            for n in old.indices {
                slots[swapped[n]]!.constraint = new[n]
                undo.records.append((swapped[n], old[n]))
            }
        } else {
            for (o, n) in zip(old, new) {
                let slot = records[ObjectIdentifier(o)]!
                swapRecord(slot, to: n)
                undo.records.append((slot, o))
            }
        }
        if replayDirect() {
            checkInvariants()
            return undoable ? undo : ConstantUndo()
        }
        undoConstants(undo)
        let saved = self
        materialize()
        do throws(SolverError) {
            try replaceConstants(old, with: new)
        } catch {
            self = saved
            throw error
        }
        checkInvariants()
        return ConstantUndo(update: undoable ? .copy(saved) : nil)
    }
}
