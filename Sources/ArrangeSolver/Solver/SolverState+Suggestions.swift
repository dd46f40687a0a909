// Suggesting several edit values at once, with an exact way back.
extension SolverState {
    /// What a batch of suggestions changed, to take it back bit for bit:
    /// per component touched, its checkpoint, the values moved before the
    /// simplex method ran and the right-hand sides replaced (the journal of
    /// an in-place constant change, ``ConstantUndo/Change``); and the values
    /// of edit variables not installed yet.
    struct SuggestionUndo {
        var changes: [ConstantUndo.Change] = []
        var pending: [(variable: Variable, value: Double)] = []
        /// Set instead when a direct system went to the components: the state as it was.
        var whole: Undo?
        /// While the system resolves directly: the values before, and the
        /// edit constraints replaced (slot, old constraint).
        var directValues: [Double]?
        var records: [(slot: Int, old: Constraint)] = []
    }

    /// Suggests `value` for each edit variable, re-solving each component
    /// touched once (warm start from its basis), and returns how to take it
    /// all back. Every variable and value is checked before anything changes.
    mutating func suggestValues(_ suggestions: [(Variable, Double)]) throws(SolverError) -> SuggestionUndo {
        for (v, value) in suggestions {
            guard edits[v] != nil else { throw .unknownEditVariable(v, name: v.id >= 0 && v.id < names.count ? names[v.id] : "") }
            guard Swift.abs(value) <= Expression.largestSolvable else { throw .nonFiniteSuggestion(v, name: names[v.id], value: value) }
        }
        if direct != nil { return suggestDirectly(suggestions) }
        var undo = SuggestionUndo()
        // The edit rows by component, components in order of first mention.
        var byComponent: [(index: Int, rows: [(row: Int, rhs: Double)])] = []
        byComponent.reserveCapacity(suggestions.count)
        for (v, value) in suggestions {
            guard let slot = edits[v]!.slot else {
                undo.pending.append((v, edits[v]!.value))
                edits[v]!.value = value
                continue
            }
            let k = Int(slots[slot]!.component), i = Int(slots[slot]!.row)
            if let at = byComponent.firstIndex(where: { $0.index == k }) {
                // A variable suggested twice takes its last value, as one call each would:
                // its row listed twice had its change counted twice.
                if let again = byComponent[at].rows.firstIndex(where: { $0.row == i }) {
                    byComponent[at].rows[again].rhs = value
                } else {
                    byComponent[at].rows.append((i, value))
                }
            } else {
                byComponent.append((k, [(i, value)]))
            }
        }
        for (k, rows) in byComponent {
            var component = components[k].take()!
            var change = ConstantUndo.Change(component: k, checkpoint: component.beginCheckpoint(), values: [], rows: [])
            // Edit rows are never required, so they always hold: no Farkas row.
            _ = component.changeRightHandSides(rows, journal: &change, &workspace)
            component.endCheckpoint(&change.checkpoint)
            syncValues(component, of: change)
            components[k] = consume component
            undo.changes.append(consume change)
        }
        checkInvariants()
        return undo
    }

    /// Takes back ``suggestValues(_:)``: every value, basis and right-hand
    /// side as before, bit for bit. Nothing may have changed since.
    mutating func undo(_ undo: SuggestionUndo) {
        if let whole = undo.whole {
            self.undo(whole)
            return
        }
        for (slot, old) in undo.records.reversed() { swapRecord(slot, to: old) }
        if let old = undo.directValues { values = old }
        for change in undo.changes.reversed() { restore(change) }
        for (v, value) in undo.pending.reversed() { edits[v]!.value = value }
        checkInvariants()
    }
}
