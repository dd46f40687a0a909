// Changing the constants of installed constraints in place: the rows'
// right-hand sides change and the dual simplex method re-solves from the
// current basis, as a suggested value does; the constraint objects are
// swapped in the records, so `constraints` stays truthful.
extension SolverState {
    /// How to take back a successful ``replaceConstants(_:with:undoable:)``
    /// exactly (see ``undoConstants(_:)``).
    struct ConstantUndo {
        /// One changed component: its checkpoint (completed), the basic
        /// values changed before the simplex method ran (position, old
        /// value; newest last), and the rows' old right-hand sides.
        struct Change {
            var component: Int
            var checkpoint: Component.Checkpoint
            var values: [(position: Int, value: Double)]
            var rows: [(row: Int, rhs: Double)]
            /// Whether the basic values in `values` are the only ones that
            /// moved (no refactorisation, pivot or refinement): the state
            /// then re-reads only those (``SolverState/syncValues(_:of:)``).
            var movedOnlyJournaled = false
        }

        /// The components changed, in the order they were changed.
        var changes: [Change] = []
        /// The swapped records: the slot, and the constraint it held before.
        var records: [(slot: Int, old: Constraint)] = []
        /// Set instead when the call fell back to a general update.
        var update: Undo?
        /// While the system resolves directly: the values before (with
        /// ``records``, all there is to take back).
        var directValues: [Double]?
    }

    /// Whether `new` differs from `old` in nothing but its constant (the
    /// same terms, bit for bit, relation and strength).
    static func differsOnlyInConstant(_ old: Constraint, _ new: Constraint) -> Bool {
        old.relation == new.relation && old.strength == new.strength && old.hasSameTerms(as: new)
    }

    /// Replaces each installed `old[n]` by `new[n]`, which differs from it
    /// only in its constant, without reinstalling anything: each row's
    /// right-hand side changes in place, the basic values move by
    /// `B⁻¹ Δrhs`, and the dual simplex method runs from the current basis
    /// (the old optimum stays dual feasible: its costs did not change).
    ///
    /// If any pair differs in more than its constant, or edit variables are
    /// waiting to be installed, the whole call is an ordinary
    /// ``update(removing:adding:removingEdit:explainConflicts:undoable:)``.
    ///
    /// On error nothing changes: each component changed so far is rolled back
    /// from its checkpoint (for the basis, the factorisation and the values
    /// the simplex method moved) and a short journal (for the values moved
    /// before it ran, and the right-hand sides), bit for bit. With
    /// `undoable`, the result takes a successful call back the same way.
    ///
    /// - Complexity: per changed row, one solve with the factorised basis
    ///   and the dual simplex pivots it causes, like a suggested value; no
    ///   copy of the state unless the simplex method pivots (then the basis
    ///   of the component, once).
    @discardableResult
    mutating func replaceConstants(_ old: [Constraint], with new: [Constraint], undoable: Bool = false) throws(SolverError) -> ConstantUndo {
        precondition(old.count == new.count, "replaceConstants: one new constraint per old one")
        #if ARRANGE_SOLVER_CHECKS
        let before = self
        #endif
        // The usual call is checked in one pass and indexed at once
        // (SolverState+ConstantChecks.swift); anything else, and every
        // error, goes through the full checks below.
        let swapped: [Int]?
        if let found = inPlaceSlots(old, new), swapRecords(old, new, slots: found) {
            swapped = found
        } else {
            swapped = nil
            var leaving = Set<ObjectIdentifier>(minimumCapacity: old.count)
            var inPlace = pendingEdits.isEmpty
            for (o, n) in zip(old, new) {
                guard let slot = records[ObjectIdentifier(o)], !slots[slot]!.isEdit, leaving.insert(ObjectIdentifier(o)).inserted else {
                    throw .unknownConstraint(o)
                }
                if !Self.differsOnlyInConstant(o, n) { inPlace = false }
            }
            for n in new {
                guard n.isFinite else { throw .nonFinite(n) }
                let id = ObjectIdentifier(n)
                guard records[id] == nil || leaving.contains(id) else { throw .duplicateConstraint(n) }
            }
            guard inPlace else {
                return ConstantUndo(update: try update(removing: old, adding: new, undoable: undoable))
            }
            if new.count > 1 {
                var seen = Set<ObjectIdentifier>(minimumCapacity: new.count)
                for n in new where !seen.insert(ObjectIdentifier(n)).inserted { throw .duplicateConstraint(n) }
            }
        }
        if direct != nil { return try replaceConstantsDirectly(old, new, swapped: swapped, undoable: undoable) }
        // The changed rows by component, components ascending, rows in call order.
        var byComponent: [(component: Int, rows: [(row: Int, rhs: Double, pair: Int)])] = []
        if let swapped, let single = sameComponent(slots: swapped) {
            // One component (a measuring pass's usual case): one array, built at once.
            byComponent = [(single, new.indices.map { n in (Int(slots[swapped[n]]!.row), -new[n].constant, n) })]
        } else {
            for (n, (o, c)) in zip(old, new).enumerated() {
                let r = slots[swapped?[n] ?? records[ObjectIdentifier(o)]!]!
                let k = Int(r.component)
                let entry = (row: Int(r.row), rhs: -c.constant, pair: n)
                if let at = byComponent.firstIndex(where: { $0.component == k }) {
                    byComponent[at].rows.append(entry)
                } else {
                    byComponent.append((k, [entry]))
                }
            }
            byComponent.sort { $0.component < $1.component }
        }
        var undo = ConstantUndo()
        for (k, rows) in byComponent {
            var component = components[k].take()!
            var change = ConstantUndo.Change(component: k, checkpoint: component.beginCheckpoint(), values: [], rows: [])
            let farkas = component.changeRightHandSides(rows.map { ($0.row, $0.rhs) }, journal: &change, &workspace)
            component.endCheckpoint(&change.checkpoint)
            if let farkas {
                var involved: [Constraint] = []
                var scale = 0.0
                for v in farkas { scale = Swift.max(scale, Swift.abs(v)) }
                for i in 0..<component.rowCount where Swift.abs(farkas[i]) > 1e-9 * scale {
                    let r = slots[Int(component.rows[i].record)]!
                    guard r.constraint.strength.isRequired, !r.isEdit else { continue }
                    involved.append(rows.first { $0.row == i }.map { new[$0.pair] } ?? r.constraint)
                }
                component.restore(change)
                components[k] = consume component
                undo.changes.reverse()
                for done in undo.changes { restore(done) }
                if let swapped { unswapRecords(old, new, slots: swapped) }
                #if ARRANGE_SOLVER_CHECKS
                precondition(hasSameContent(as: before), "rolling back a failed constant change left the state changed")
                #endif
                throw explainConstantConflict(candidates: involved, old: old, new: new)
            }
            syncValues(component, of: change)
            components[k] = consume component
            undo.changes.append(change)
        }
        if let swapped {
            if undoable { undo.records.reserveCapacity(old.count) }
            for n in old.indices {
                slots[swapped[n]]!.constraint = new[n]
                if undoable { undo.records.append((swapped[n], old[n])) }
            }
        } else {
            for (o, n) in zip(old, new) {
                let slot = records.removeValue(forKey: ObjectIdentifier(o))!
                slots[slot]!.constraint = n
                records[ObjectIdentifier(n)] = slot
                if undoable { undo.records.append((slot, o)) }
            }
        }
        checkInvariants()
        if !undoable { undo.changes = [] }
        return undo
    }

    /// Takes back a successful undoable ``replaceConstants(_:with:undoable:)``:
    /// every value, row and record as before, bit for bit. Nothing may have
    /// changed since.
    mutating func undoConstants(_ undo: ConstantUndo) {
        if let update = undo.update {
            self.undo(update)
            return
        }
        for (slot, old) in undo.records.reversed() { swapRecord(slot, to: old) }
        // A direct system's values as they were; a component's from its change.
        if let old = undo.directValues { values = old }
        for change in undo.changes.reversed() { restore(change) }
        checkInvariants()
    }

    /// Puts `c` in `slot`'s record, in the index too.
    mutating func swapRecord(_ slot: Int, to c: Constraint) {
        records.removeValue(forKey: ObjectIdentifier(slots[slot]!.constraint))
        records[ObjectIdentifier(c)] = slot
        slots[slot]!.constraint = c
    }

    /// Puts one changed component back as it was and re-reads its values.
    mutating func restore(_ change: ConstantUndo.Change) {
        var component = components[change.component].take()!
        component.restore(change)
        syncValues(component)
        components[change.component] = consume component
    }

    /// The minimal conflict among `candidates` (required constraints named
    /// by a Farkas certificate, the new versions of changed ones included),
    /// explained as ``update(removing:adding:removingEdit:explainConflicts:undoable:)``
    /// explains a failed addition: the changed constraints play the batch,
    /// and the installed ones stand in their new versions.
    private func explainConstantConflict(candidates: [Constraint], old: [Constraint], new: [Constraint]) -> SolverError {
        // Without the old versions, so that a fallback to every installed
        // constraint does not set a row against its own new version.
        var view = self
        for o in old {
            let slot = view.records.removeValue(forKey: ObjectIdentifier(o))!
            view.slots[slot] = nil
        }
        return view.explainConflict(candidates: candidates, batch: new)
    }
}

extension Component {
    /// Sets the right-hand sides of `rows` (row, new value), moves the basic
    /// values by `B⁻¹ Δrhs` and runs the dual simplex method (then the primal
    /// one if it pivoted). Values changed before the simplex method runs are
    /// journaled in `change` (with the old right-hand sides); everything
    /// else is covered by the checkpoint the caller began.
    ///
    /// - Returns: nil when feasible (and optimal), else the Farkas row of the
    ///   dual simplex method: the required rows cannot hold.
    mutating func changeRightHandSides(_ rows: [(row: Int, rhs: Double)], journal change: inout SolverState.ConstantUndo.Change,
                                       _ workspace: inout Workspace) -> [Double]? {
        var moved = false, onlyJournaled = true
        if rows.count > 1, let shifted = shiftRightHandSides(rows, &workspace, journal: &change) {
            moved = shifted   // one solve for all (Component+RightHandSides.swift)
        } else {
            for (i, value) in rows {
                change.rows.append((i, self.rows[i].rhs))
                // Without a usable factorisation the shift refactorises: every value is new.
                if !hasUsableFactor { onlyJournaled = false }
                if shiftRightHandSide(to: value, row: i, &workspace, journal: &change.values, journaled: true) { moved = true }
            }
        }
        change.movedOnlyJournaled = onlyJournaled
        guard moved else { return nil }
        let pivots = pivotCount, epoch = valueEpoch
        var priced = false
        if let farkas = dualSimplex(&workspace, priced: &priced) { return farkas }
        // From the reduced costs the dual method kept, when it kept them: no second pricing.
        if pivotCount != pivots { primalSimplex(&workspace, reusingReducedCosts: priced) }
        // Every other change of a value (a pivot, a refinement, a snap to a bound) moves the epoch.
        if pivotCount != pivots || valueEpoch != epoch { change.movedOnlyJournaled = false }
        return nil
    }

    /// Takes back ``changeRightHandSides(_:journal:_:)`` exactly: the
    /// checkpoint restores the basis, factorisation and the values as they
    /// were when the simplex method first changed them; the journal then
    /// restores the values moved before, newest first, and the right-hand sides.
    mutating func restore(_ change: SolverState.ConstantUndo.Change) {
        rollBack(to: change.checkpoint)
        for (p, value) in change.values.reversed() { x[p] = value }
        for (i, value) in change.rows.reversed() { rows[i].rhs = value }
    }
}
