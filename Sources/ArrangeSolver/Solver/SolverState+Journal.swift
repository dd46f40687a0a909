// Undoing a one-group addition exactly, without a copy of the whole state.
extension SolverState {
    /// What installing one group changed, to undo it if the group turns out
    /// unsatisfiable.
    ///
    /// A copy of the whole state (copy-on-write) costs a copy of every array
    /// the call then changes: the target component's, `slots`, `records`, all
    /// O(size), which made adding constraints one call at a time quadratic.
    /// A group touches one component (and the ones it absorbs), a few slots
    /// and records, and the variables it maps, so the journal names those.
    struct Journal {
        /// The component the group was installed in, once chosen.
        var target = -1
        /// The target before, or nil if it was made for the group.
        var checkpoint: Component.Checkpoint?
        /// Components absorbed into the target, with their indices.
        var absorbed: [(index: Int, component: Component)] = []
        var componentCount: Int
        var freeComponents: [Int]
        /// Variables re-pointed, with their component and column before.
        var remapped: [(variable: Int, component: Int32, column: Int32)] = []
        var slotCount: Int
        var freeSlots: [Int]
        /// Slots filled, and the records added for them.
        var usedSlots: [Int] = []
        var addedRecords: [ObjectIdentifier] = []
        var serial: Int

        init(_ state: SolverState) {
            componentCount = state.components.count
            freeComponents = state.freeComponents
            slotCount = state.slots.count
            freeSlots = state.freeSlots
            serial = state.serial
        }
    }

    /// Undoes what `journal` recorded; the state is then as it was when the
    /// journal was started.
    mutating func rollBack(_ journal: Journal) {
        for id in journal.addedRecords { records[id] = nil }
        for slot in journal.usedSlots { slots[slot] = nil }
        slots.removeLast(slots.count - journal.slotCount)
        freeSlots = journal.freeSlots
        for change in journal.remapped.reversed() {
            variableComponent[change.variable] = change.component
            variableColumn[change.variable] = change.column
        }
        if journal.target >= 0 {
            if let checkpoint = journal.checkpoint {
                var component = components[journal.target].take()!
                component.rollBack(to: checkpoint)
                components[journal.target] = component
            } else {
                components[journal.target] = nil
            }
        }
        for (index, component) in journal.absorbed { components[index] = component }
        components.removeLast(components.count - journal.componentCount)
        freeComponents = journal.freeComponents
        serial = journal.serial
    }
}
