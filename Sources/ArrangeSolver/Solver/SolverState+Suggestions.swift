// Suggesting several edit values at once, with an exact way back.
extension SolverState {
    /// What a batch of suggestions changed, to take it back bit for bit:
    /// per component touched, a checkpoint (the basis, values and
    /// factorisation as they were) and the right-hand sides it replaced;
    /// and the values of edit variables not installed yet.
    struct SuggestionUndo {
        var components: [(index: Int, checkpoint: Component.Checkpoint, rows: [(row: Int, rhs: Double)])] = []
        var pending: [(variable: Variable, value: Double)] = []
    }

    /// Suggests `value` for each edit variable in order, re-solving each
    /// component incrementally, and returns how to take it all back.
    ///
    /// Every variable and value is checked before anything changes.
    mutating func suggestValues(_ suggestions: [(Variable, Double)]) throws(SolverError) -> SuggestionUndo {
        for (v, value) in suggestions {
            guard edits[v] != nil else { throw .unknownEditVariable(v, name: v.id >= 0 && v.id < names.count ? names[v.id] : "") }
            guard Swift.abs(value) <= Expression.largestSolvable else { throw .nonFiniteSuggestion(v, name: names[v.id], value: value) }
        }
        var undo = SuggestionUndo()
        for (v, value) in suggestions {
            guard let slot = edits[v]!.slot else {
                undo.pending.append((v, edits[v]!.value))
                edits[v]!.value = value
                continue
            }
            let k = Int(slots[slot]!.component), i = Int(slots[slot]!.row)
            var component = components[k].take()!
            if let n = undo.components.firstIndex(where: { $0.index == k }) {
                undo.components[n].rows.append((i, component.rhs[i]))
            } else {
                undo.components.append((k, component.beginCheckpoint(), [(i, component.rhs[i])]))
            }
            component.moveRightHandSide(to: value, row: i, &workspace)
            components[k] = component
            sync(component: k)
        }
        for n in undo.components.indices {
            let k = undo.components[n].index
            var component = components[k].take()!
            undo.components[n].checkpoint = component.endCheckpoint(undo.components[n].checkpoint)
            components[k] = component
        }
        checkInvariants()
        return undo
    }

    /// Takes back ``suggestValues(_:)``: every value, basis and right-hand
    /// side as before, bit for bit. Nothing may have changed since.
    mutating func undo(_ undo: SuggestionUndo) {
        for (k, checkpoint, rows) in undo.components.reversed() {
            var component = components[k].take()!
            component.rollBack(to: checkpoint)
            for (i, value) in rows.reversed() { component.rhs[i] = value }
            components[k] = component
            sync(component: k)
        }
        for (v, value) in undo.pending.reversed() { edits[v]!.value = value }
        checkInvariants()
    }
}
