/// Edit variables: registered, installed with the next change or read, and
/// moved by suggestions.
extension SolverState {
    /// Registers an edit variable; its constraint is installed with the next
    /// change or read, together with whatever else that call installs.
    mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        guard v.id >= 0 && v.id < names.count else { throw .unknownEditVariable(v, name: "") }
        guard edits[v] == nil else { throw .duplicateEditVariable(v, name: displayName(v)) }
        guard !strength.isRequired else { throw .requiredEditVariable(v, name: displayName(v)) }
        // Room for a second at once (a root's width and height).
        if pendingEdits.isEmpty && pendingEdits.capacity < 2 { pendingEdits.reserveCapacity(2) }
        edits[v] = Edit(slot: nil, strength: strength, value: 0)
        pendingEdits.append(v)
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let edit = edits[v] else { throw .unknownEditVariable(v, name: displayName(v)) }
        if edit.slot != nil {
            // The edit constraint is remade when the system goes to the components.
            materialize()
            let slot = edits[v]!.slot!
            try update(removing: [slots[slot]!.constraint], adding: [], removingEdit: true)
        } else {
            pendingEdits.removeAll { $0 == v }
        }
        edits[v] = nil
    }

    mutating func suggestValue(_ value: Double, for v: Variable) throws(SolverError) {
        guard let edit = edits[v] else { throw .unknownEditVariable(v, name: displayName(v)) }
        guard Swift.abs(value) <= Expression.largestSolvable else { throw .nonFiniteSuggestion(v, name: displayName(v), value: value) }
        guard let slot = edit.slot else {
            edits[v]!.value = value
            return
        }
        if direct != nil {
            _ = suggestDirectly([(v, value)])
            return
        }
        let r = slots[slot]!
        let k = Int(r.component), i = Int(r.row)
        var component = components[k].take()!
        component.moveRightHandSide(to: value, row: i, &workspace)
        syncValues(component)
        components[k] = consume component
        checkInvariants()
    }

    /// The edit constraint of `v` at `value`: `v == value`, made as
    /// `Constraint(Expression(v), .equal, Expression(value))` makes it
    /// (constant 0 − value; +0 for 0), without the expressions.
    static func editConstraint(_ v: Variable, value: Double, strength: Strength) -> Constraint {
        Constraint(term: Term(v, 1), constant: value == 0 ? 0 : -value, relation: .equal, strength: strength)
    }

    /// Installs every pending edit variable now.
    mutating func flushPendingEdits() {
        guard !pendingEdits.isEmpty else { return }
        do { try update(removing: [], adding: []) } catch { preconditionFailure("edit constraints cannot fail: \(error)") }
    }
}
