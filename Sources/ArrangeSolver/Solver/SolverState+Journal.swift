// Undoing a one-group addition exactly, without a copy of the whole state.
extension SolverState {
    /// What installing one group changed, to undo it if the group turns out
    /// unsatisfiable.
    ///
    /// A copy of the whole state (copy-on-write) costs a copy of every array
    /// the call then changes: the target component's, `slots`, `records`, all
    /// O(size), which made adding constraints one call at a time quadratic.
    /// A group touches one component (and the ones it absorbs) and appends
    /// to it: the rows from the checkpoint's on name the slots and records
    /// added, the columns the variables mapped. So the journal keeps little
    /// more than the checkpoint and the absorbed components.
    struct Journal {
        /// The component the group was installed in, once chosen.
        var target = -1
        /// The target before, or nil if it was made for the group.
        var checkpoint: Component.Checkpoint?
        /// Components absorbed into the target, with their indices.
        var absorbed: [(index: Int, component: Component)] = []
        var componentCount: Int
        var freeComponents: [Int]
        var slotCount: Int
        var freeSlots: [Int]
        var serial: Int

        init(_ state: SolverState) {
            componentCount = state.components.count
            freeComponents = state.freeComponents
            slotCount = state.slots.count
            freeSlots = state.freeSlots
            serial = state.serial
        }
    }

    /// Undoes what `journal` recorded, whether the group failed or was
    /// installed; the state is then as it was when the journal was started,
    /// values included (they are read again from the restored components).
    mutating func rollBack(_ journal: Journal) {
        if journal.target >= 0, var component = components[journal.target].take() {
            // What the group appended after the absorbed components' rows:
            // its records and slots; and its variables (new ones, and the
            // absorbed components', restored below).
            let rows = journal.checkpoint?.rows ?? 0, columns = journal.checkpoint?.columns ?? 0
            let firstNewRow = journal.absorbed.reduce(rows) { $0 + $1.component.rowCount }
            for i in firstNewRow..<component.rowCount {
                let slot = Int(component.record[i])
                records[ObjectIdentifier(slots[slot]!.constraint)] = nil
                slots[slot] = nil
            }
            for j in columns..<component.columnCount where component.variable[j] >= 0 {
                variableComponent[Int(component.variable[j])] = -1
                variableColumn[Int(component.variable[j])] = -1
                values[Int(component.variable[j])] = 0
            }
            if let checkpoint = journal.checkpoint {
                component.rollBack(to: checkpoint)
                components[journal.target] = component
                sync(component: journal.target)
            }
        }
        slots.removeLast(slots.count - journal.slotCount)
        freeSlots = journal.freeSlots
        for (index, component) in journal.absorbed {
            components[index] = component
            sync(component: index)
        }
        components.removeLast(components.count - journal.componentCount)
        freeComponents = journal.freeComponents
        serial = journal.serial
    }
}
