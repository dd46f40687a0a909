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
        /// How many free component indices there were: absorbed components
        /// push theirs after these.
        var freeComponentCount: Int
        /// The free component index the group's new component took, if any.
        var reusedComponent: Int?
        var slotCount: Int
        /// The free slots the group's rows took, in the order they were taken.
        ///
        /// The journal keeps what changed in the free lists, not copies of
        /// them: a copy held here made the state's next change to a list
        /// copy all of it (copy-on-write), once per group, and one arrange
        /// per cell quadratic in the cells.
        var takenSlots: [Int] = []
        var serial: Int
        /// How many components there were when the batch began: those from
        /// this index on were made by its earlier groups.
        var batchComponents: Int
        /// Whether the group only added to components its batch made (see
        /// ``subsumes(target:involved:)``): it took no checkpoint and
        /// keeps no absorbed component, and once installed, its journal is
        /// not kept (``fold(into:)``).
        var isSubsumed = false

        init(_ state: SolverState, batchComponents: Int) {
            componentCount = state.components.count
            freeComponentCount = state.freeComponents.count
            slotCount = state.slots.count
            serial = state.serial
            self.batchComponents = batchComponents
        }

        /// Whether a group installed in `target`, absorbing the other
        /// `involved` components, needs nothing of its own to be taken
        /// back with the rest of its batch: all of them were made by the
        /// batch's earlier groups (from index ``batchComponents`` on, not
        /// free indices taken again), so undoing the group that made
        /// `target` drops every row added to it since (it had no rows
        /// before: no checkpoint), and the absorbed ones go with the
        /// groups that made them. A first layout's one-row groups sharing
        /// components are such groups: a checkpoint each cost the copy of
        /// the component's arrays it retained, and a journal each 200 bytes
        /// until the batch ends.
        func subsumes(target: Int, involved: [Int]) -> Bool {
            target >= batchComponents && involved.allSatisfy { $0 >= batchComponents }
        }

        /// Hands what the group changed that its batch's undoing still needs
        /// (the free slots it took) to the journal before it, `previous`,
        /// instead of keeping this one: undoing `previous` then undoes both.
        consuming func fold(into previous: inout Journal) {
            previous.takenSlots.append(contentsOf: takenSlots)
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
                // A group folded into a later journal (``Journal/isSubsumed``)
                // may have added rows here whose slots that journal's undoing
                // already took back (see the truncation below).
                let slot = Int(component.rows[i].record)
                guard slot < slots.count, let record = slots[slot] else { continue }
                records[ObjectIdentifier(record.constraint)] = nil
                slots[slot] = nil
            }
            for j in columns..<component.columnCount where component.columns[j].variable >= 0 {
                variableComponent[Int(component.columns[j].variable)] = -1
                variableColumn[Int(component.columns[j].variable)] = -1
                values[Int(component.columns[j].variable)] = 0
            }
            if let checkpoint = journal.checkpoint {
                component.rollBack(to: checkpoint)
                sync(component: journal.target, component)
                components[journal.target] = consume component
            }
        }
        // The slots appended since: this group's, and those of groups folded
        // into this journal, whose rows may lie in a component an earlier
        // journal made (undone after this one): their records go now.
        for slot in journal.slotCount..<slots.count {
            if let record = slots[slot] { records[ObjectIdentifier(record.constraint)] = nil }
        }
        slots.removeLast(slots.count - journal.slotCount)
        freeSlots.append(contentsOf: journal.takenSlots.reversed())
        for (index, component) in journal.absorbed {
            components[index] = component
            sync(component: index)
        }
        components.removeLast(components.count - journal.componentCount)
        // The group either took the last free index or pushed the absorbed ones.
        let untouched = journal.freeComponentCount - (journal.reusedComponent == nil ? 0 : 1)
        freeComponents.removeLast(freeComponents.count - untouched)
        if let reused = journal.reusedComponent { freeComponents.append(reused) }
        serial = journal.serial
    }
}
