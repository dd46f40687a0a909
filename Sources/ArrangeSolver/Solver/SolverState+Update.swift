/// The update shell: one call that removes and adds atomically, and its undo.
extension SolverState {

    /// How to take back a successful ``update(removing:adding:removingEdit:explainConflicts:undoable:)``
    /// exactly (see ``undo(_:)``).
    enum Undo {
        /// Nothing was asked to be undoable.
        case none
        /// A pure addition: one journal per connected group, in order, and
        /// the edit variables that were pending and got installed with it
        /// (in their pending order).
        case journals([Journal], installedEdits: [Variable])
        /// Anything else: the whole state as it was (copy-on-write). Boxed,
        /// so that every update's result is a few words, not a state's size.
        indirect case copy(SolverState)
        /// A batch the direct system took: the tape's end, the first row
        /// and serial before it, and the edit variables it installed.
        case direct(DirectSystem.Mark, firstRow: Int, serial: Int, installedEdits: [Variable])
    }

    /// Removes `old`, then adds `new`, atomically.
    ///
    /// Pending edit variables are installed first, in the same batch. With
    /// `undoable`, the result says how to take the whole call back later,
    /// bit for bit (``undo(_:)``): a pure addition keeps its journals (cheap;
    /// pending edit variables installed with it go back to pending), anything
    /// else a copy of the state.
    @discardableResult
    mutating func update(removing old: [Constraint], adding new: [Constraint], removingEdit: Bool = false, explainConflicts: Bool = true,
                         undoable: Bool = false) throws(SolverError) -> Undo {
        try validate(removing: old, adding: new, removingEdit: removingEdit)
        guard direct != nil else {
            return try updateGenerally(removing: old, adding: new, removingEdit: removingEdit, explainConflicts: explainConflicts, undoable: undoable)
        }
        if old.isEmpty, let undo = addDirectly(new, undoable: undoable) {
            checkInvariants()
            return undo
        }
        // Not resolved directly: the whole system goes to the components,
        // inside this call (a failure puts the direct system back).
        let saved = self
        materialize()
        do throws(SolverError) {
            let undo = try updateGenerally(removing: old, adding: new, removingEdit: removingEdit, explainConflicts: explainConflicts, undoable: undoable)
            if case .none = undo { return undo }
            return .copy(saved)
        } catch {
            self = saved
            throw error
        }
    }

    /// ``update(removing:adding:removingEdit:explainConflicts:undoable:)``
    /// by the components, once validated.
    private mutating func updateGenerally(removing old: [Constraint], adding new: [Constraint], removingEdit: Bool, explainConflicts: Bool,
                                          undoable: Bool) throws(SolverError) -> Undo {
        if undoable && !old.isEmpty {
            // Removals have no journal: keep the state.
            let saved = self
            try update(removing: old, adding: new, removingEdit: removingEdit, explainConflicts: explainConflicts)
            return .copy(saved)
        }
        // Only required additions can fail from here on. A pure addition
        // undoes itself on failure; a replacement keeps a copy of the state.
        guard undoable || new.contains(where: \.strength.isRequired) else {
            if !old.isEmpty { remove(old) }
            try addWithPendingEdits(new, restoring: false)
            checkInvariants()
            return .none
        }
        var undo = Undo.none
        do throws(SolverError) {
            if old.isEmpty {
                // Journals: they cost what the batch adds (the components it
                // absorbs are moved into them, not copied), where a copy of
                // the state costs a copy of every component, slot and record
                // the batch touches, and its release the absorbed components'.
                let installing = undoable ? pendingEdits : []
                let journals = try addWithPendingEdits(new, restoring: true, recycling: !undoable)
                if undoable { undo = .journals(journals, installedEdits: installing) }
            } else {
                let saved = self
                do throws(SolverError) {
                    remove(old)
                    try addWithPendingEdits(new, restoring: false)
                } catch {
                    self = saved
                    throw error
                }
            }
        } catch {
            if explainConflicts, case let .unsatisfiable(_, candidates) = error {
                throw explainConflict(candidates: candidates, batch: new)
            }
            throw error
        }
        checkInvariants()
        return undo
    }

    /// Gives the components that `journal` absorbed, which nothing can take
    /// back any more, to the workspace for new components.
    mutating func recycleAbsorbed(_ journal: inout Journal) {
        while let (_, component) = journal.absorbed.popLast() {
            guard workspace.spareComponents.count < Tuning.spareComponentLimit else { return }
            workspace.recycle(component)
        }
    }

    /// Takes back a successful undoable update: every value, row and record
    /// as it was before, bit for bit. Nothing may have changed since.
    mutating func undo(_ undo: Undo) {
        switch undo {
        case .none: break
        case let .journals(journals, installedEdits):
            for journal in journals.reversed() { rollBack(journal) }
            // Their constraints went with the journals: pending again, as before.
            for v in installedEdits { edits[v]!.slot = nil }
            pendingEdits = installedEdits
        case let .copy(saved): self = saved
        case let .direct(mark, firstRow, serial, installedEdits):
            takeBackDirect(mark, firstRow: firstRow, serial: serial)
            for v in installedEdits { edits[v]!.slot = nil }
            pendingEdits = installedEdits
        }
        checkInvariants()
    }

    mutating func remove(_ old: [Constraint]) {
        var byComponent: [Int: [Int]] = [:]   // lookup; keys are sorted before use
        for c in old {
            let slot = records.removeValue(forKey: ObjectIdentifier(c))!
            let r = slots[slot]!
            byComponent[Int(r.component), default: []].append(Int(r.row))
            slots[slot] = nil
            freeSlots.append(slot)
        }
        for k in byComponent.keys.sorted() {
            let released = components[k]!.removeRows(byComponent[k]!, workspace: &workspace)
            for v in released { variableComponent[v] = -1; variableColumn[v] = -1; values[v] = 0 }
            if components[k]!.rowCount == 0 {
                for c in components[k]!.columns where c.variable >= 0 {
                    let v = Int(c.variable)
                    variableComponent[v] = -1; variableColumn[v] = -1; values[v] = 0
                }
                components[k] = nil
                freeComponents.append(k)
            } else {
                sync(component: k)
            }
        }
    }

    /// Installs the pending edit variables' constraints and then `new`, as
    /// one batch; with `restoring`, a failure leaves the state as it was, and
    /// the journals of the groups installed are returned, unless `recycling`
    /// (see ``add(_:members:groupStart:editCount:restoring:recycling:)``).
    @discardableResult
    mutating func addWithPendingEdits(_ new: [Constraint], restoring: Bool, recycling: Bool = false) throws(SolverError) -> [Journal] {
        if pendingEdits.isEmpty {
            return new.isEmpty ? [] : try add(new, editCount: 0, restoring: restoring, recycling: recycling)
        }
        var batch: [Constraint] = []
        batch.reserveCapacity(pendingEdits.count + new.count)
        for v in pendingEdits {
            let e = edits[v]!
            batch.append(Self.editConstraint(v, value: e.value, strength: e.strength))
        }
        let editCount = batch.count
        batch.append(contentsOf: new)
        if batch.isEmpty { return [] }
        let journals = try add(batch, editCount: editCount, restoring: restoring, recycling: recycling)
        for (n, v) in pendingEdits.enumerated() { edits[v]!.slot = records[ObjectIdentifier(batch[n])]! }
        pendingEdits.removeAll()
        return journals
    }
}
