/// Installing one connected group of constraints into one component.
extension SolverState {

    /// Installs the constraints `new[group]`, which form one connected group;
    /// `new[n]` gets serial `firstSerial + n` and is an edit constraint if
    /// `n < editCount`. Changes go into `journal` if there is one.
    /// With `sharing` (the batch's one-row groups from this one on, or 0),
    /// a one-row group that touches no component goes into `shared`, the
    /// batch's component for such rows, while it has room (see
    /// ``Tuning/sharedComponentRows``); one that makes a new component makes it
    /// `shared`, with room for that many rows like its own, up to the limit.
    ///
    /// On failure the changed component is left in place, for the caller to
    /// roll back (with the journal) or to replace (with a copy of the state).
    mutating func install(_ new: [Constraint], _ group: ArraySlice<Int32>, firstSerial: Int, editCount: Int,
                          sharing: Int, isRun: Bool = false, shared: inout Int?, journal: inout Journal?) throws(SolverError) {
        // The existing components involved, ascending; the largest absorbs the others.
        var involved: [Int] = []
        swap(&involved, &workspace.involved)
        involved.removeAll(keepingCapacity: true)
        defer { workspace.involved = involved }
        componentsMet(by: new, group, into: &involved)
        // Edit constraints stay on their own: pending ones are installed in
        // one batch, and each is about to be linked to its own constraints
        // (a shared component would join them all into one).
        let solitary = sharing > 0 && involved.isEmpty && (isRun || (group.count == 1 && Int(group.first!) >= editCount))
        if solitary, let k = shared, components[k]!.rowCount + group.count <= Tuning.sharedComponentRows { involved.append(k) }
        // What the batch adds: rows, external entries (hence at most as many
        // new external columns), private columns.
        var entryCount = 0, privateCount = 0
        for member in group {
            let n = Int(member)
            let c = new[n]
            entryCount += c.termCount
            privateCount += Component.privateColumnCount(relation: c.relation, isRequired: c.strength.isRequired)
        }
        // Create the rows: in the target component (moved out of `components`,
        // so that it stays uniquely referenced while it changes, and moved
        // back at the end), which absorbs the others; everything from
        // `targetRows` and `targetColumns` on is new to it.
        let target = targetIndex(among: involved, journal: &journal)
        let targetRows = components[target]?.rowCount ?? 0, targetColumns = components[target]?.columnCount ?? 0
        var component = takeTarget(target, absorbing: involved, rows: group.count, entries: entryCount, privateColumns: privateCount,
                                   isRun: isRun, journal: &journal)
        if solitary { shared = target }
        if solitary && involved.isEmpty {
            // Room for as many rows like these as the batch will share it with.
            let rows = Swift.max(group.count, Swift.min(sharing, Tuning.sharedComponentRows))
            component.reserve(rows: rows, entries: (rows * entryCount + group.count - 1) / group.count,
                              privateColumns: (rows * privateCount + group.count - 1) / group.count)
        } else if involved.isEmpty {
            component.reserve(rows: group.count, entries: entryCount, privateColumns: privateCount)
        }
        let firstNewColumn = component.columnCount, firstNewRow = component.rowCount
        appendRows(new, group, entries: entryCount, privateColumns: privateCount, to: &component, target: target,
                   firstSerial: firstSerial, editCount: editCount, journal: &journal)
        // Choose the subjects: a basic column for each new row.
        component.crash(rows: firstNewRow..<component.rowCount, newColumns: firstNewColumn..<component.columnCount)
        // Substitute and optimise (a large group whose crash leaves values out: resolved, see the switch).
        // (The task-local switch is read last: a lookup per installation.)
        let resolves = !isRun && group.count >= 2 && group.count >= Tuning.resolvedStartRows
        let epoch = component.valueEpoch
        do throws(Infeasible) {
            try optimise(&component, rows: targetRows, resolvingFrom: resolves ? (firstNewRow, firstNewColumn) : nil)
        } catch {
            if journal?.checkpoint != nil { component.endCheckpoint(&journal!.checkpoint!) }
            components[target] = consume component
            throw .unsatisfiable(constraint: new[Int(group.last!)], conflicts: error.constraints)
        }
        // The completed checkpoint lets the caller still take the group back.
        if journal?.checkpoint != nil { component.endCheckpoint(&journal!.checkpoint!) }
        if component.valueEpoch == epoch {
            sync(component: target, component, fromColumn: targetColumns, fromRow: targetRows)
        } else {
            sync(component: target, component)
        }
        components[target] = consume component   // moved: a copy would retain every array
    }

    /// Collects into `involved` the components that the terms of `new[group]`
    /// mention, ascending, each once.
    @inline(__always)
    func componentsMet(by new: [Constraint], _ group: ArraySlice<Int32>, into involved: inout [Int]) {
        // Sorted, then each once: a group that joins thousands of components
        // (a list's rows and their labels' intrinsic sizes) must not search
        // the list for every term.
        // The constraints are read unretained, their terms in place (see
        // ``unretained(_:_:)``): the loops call out (appends), around which
        // each constraint and its terms were retained and released.
        for member in group {
            let n = Int(member)
            Self.unretained(new, n)._withUnsafeGuaranteedRef { c in
                c.forEachTerm { t in
                    let k = Int(variableComponent[t.variable.id])
                    // Terms in a row mostly share a component: repeats in a row are skipped here.
                    if k >= 0 && involved.last != k { involved.append(k) }
                }
            }
        }
        if involved.count <= Tuning.insertionSortLimit {
            // A small arrange joins a few components: an insertion sort in
            // place, where `sort()` sets up a general (stable) merge sort.
            involved.withUnsafeMutableBufferPointer { a in
                for i in a.indices.dropFirst() {
                    let k = a[i]
                    var j = i
                    while j > 0 && a[j - 1] > k { a[j] = a[j - 1]; j -= 1 }
                    a[j] = k
                }
            }
        } else {
            involved.sort()
        }
        var distinct = 0
        for i in involved.indices where distinct == 0 || involved[distinct - 1] != involved[i] {
            involved[distinct] = involved[i]
            distinct += 1
        }
        Self.truncate(&involved, to: distinct)
    }

    /// The index of the component that will hold a group: the largest of
    /// `involved` (most rows; on a tie, the first), else a free index, else a
    /// new one; noted in `journal`.
    @inline(__always)
    mutating func targetIndex(among involved: [Int], journal: inout Journal?) -> Int {
        let target: Int
        if let largest = involved.max(by: { components[$0]!.rowCount < components[$1]!.rowCount || (components[$0]!.rowCount == components[$1]!.rowCount && $0 > $1) }) {
            target = largest
        } else if let free = freeComponents.popLast() {
            target = free
            journal?.reusedComponent = free
        } else {
            target = components.count
            components.append(nil)
        }
        journal?.target = target
        return target
    }

    /// Takes component `target` out of `components` (or makes it, when the
    /// group meets none), with room for the group, and absorbs the others of
    /// `involved` into it, their variables re-pointed at its columns; notes
    /// in `journal` what it needs to take this back.
    @inline(__always)
    mutating func takeTarget(_ target: Int, absorbing involved: [Int], rows: Int, entries entryCount: Int, privateColumns privateCount: Int,
                             isRun: Bool, journal: inout Journal?) -> Component {
        guard !involved.isEmpty else { return Component.make(&workspace) }
        var component = components[target].take()!
        let targetColumns = component.columnCount
        if journal != nil {
            // A run keeps its checkpoint: when it fails, it is taken back
            // alone and its groups installed again one at a time.
            if !isRun && journal!.subsumes(target: target, involved: involved) {
                journal!.isSubsumed = true
            } else {
                journal!.checkpoint = component.beginCheckpoint()
            }
        }
        // Room for the absorbed components and the batch at once: one
        // growth of each array, to the exact size when they outweigh the
        // target (a first layout absorbing thousands of small components),
        // instead of doublings that leave up to half of it unused.
        var absorbedRows = 0, absorbedEntries = 0, absorbedColumns = 0
        for k in involved where k != target {
            absorbedRows += components[k]!.rowCount
            absorbedEntries += components[k]!.pool.count
            absorbedColumns += components[k]!.columnCount
        }
        component.reserve(rows: absorbedRows + rows, entries: absorbedEntries + entryCount,
                          columns: absorbedColumns + entryCount + privateCount)
        let keepsAbsorbed = journal?.isSubsumed == false
        if keepsAbsorbed && involved.count > 1 { journal!.absorbed.reserveCapacity(involved.count - 1) }   // exactly: a first layout absorbs thousands
        for k in involved where k != target {
            let other = components[k].take()!
            component.absorb(other)
            // Moved, not copied, into the journal (a copy retains every
            // array); without one, nothing can want it back.
            if keepsAbsorbed { journal!.absorbed.append((k, consume other)) } else { workspace.recycle(other) }
            freeComponents.append(k)
        }
        // The absorbed columns are the target's now.
        for j in targetColumns..<component.columnCount where component.columns[j].variable >= 0 {
            variableComponent[Int(component.columns[j].variable)] = Int32(target)
            variableColumn[Int(component.columns[j].variable)] = Int32(j)
        }
        // Moved out: a copy retains every array, and the local's release frees none.
        return consume component
    }

    /// Brings `component` to its optimum after rows were appended from
    /// `targetRows` on: extends its factor by them (or refactorises), then
    /// the dual simplex restores feasibility and the primal simplex optimality.
    /// Throws the required constraints of a Farkas certificate when the rows
    /// cannot all hold.
    @inline(__always)
    /// With `resolvingFrom` (the group's first new row and column), a
    /// crash that leaves a new row's value out of bounds is replaced by the
    /// resolved start (``Component/resolveIfCrashInfeasible(rows:newColumns:_:)``).
    mutating func optimise(_ component: inout Component, rows targetRows: Int,
                           resolvingFrom firstNew: (row: Int, column: Int)? = nil) throws(Infeasible) {
        let epoch = component.valueEpoch
        var extended = component.extendFactor(rows: targetRows..<component.rowCount)
        if !extended { component.refactor(&workspace) }
        // The crash's values out of bounds in a large group: its rows resolved
        // instead; a resolved start with losing errors basic is kept if
        // feasible, then priced.
        var resolution = Component.Resolution.dualFeasible
        if let first = firstNew,
           let resolved = component.resolveIfCrashInfeasible(rows: first.row..<component.rowCount, newColumns: first.column..<component.columnCount, &workspace) {
            resolution = resolved
            extended = false
        }
        var priced = false
        if resolution == .losingErrorsBasic {
            priced = component.settleResolvedStart(rows: firstNew!.row..<component.rowCount, &workspace)
            if !priced { extended = false }
        }
        if let farkas = component.dualSimplex(&workspace, feasibleBelow: extended ? targetRows : 0) {
            var scale = 0.0
            for v in farkas { scale = Swift.max(scale, Swift.abs(v)) }
            var involvedConstraints: [Constraint] = []
            for i in 0..<component.rowCount where Swift.abs(farkas[i]) > 1e-9 * scale {
                let r = slots[Int(component.rows[i].record)]!
                if r.constraint.strength.isRequired && !r.isEdit { involvedConstraints.append(r.constraint) }
            }
            throw Infeasible(constraints: involvedConstraints)
        }
        // Bordered rows whose basic columns cost nothing (crash picks free
        // columns or keeps logicals) have zero duals and leave every other
        // dual as it was, so without pivots since, the basis is still optimal.
        if priced || !(extended && component.valueEpoch == epoch) { component.primalSimplex(&workspace) }
        if extended && component.valueEpoch != epoch {
            // Pivots moved the old rows' values along the factor's updates:
            // recompute them all, refined against the matrix, as a
            // refactorisation would have before the pivots.
            component.refreshValues(&workspace)
        }
    }

    /// The required constraints that a failed installation's rows conflict with.
    struct Infeasible: Error {
        var constraints: [Constraint]
    }

    /// Constraint `n` of `batch`, unretained: `batch` keeps it alive.
    ///
    /// An installation's loops over a row's terms call out (appends), so a
    /// constraint read from the batch and its terms were each retained and
    /// released around them: four reference-count calls a row, a
    /// noticeable part of a first layout's solver. Read through `_withUnsafeGuaranteedRef`,
    /// the constraint and its terms (a `let` of an immutable object) are
    /// borrowed instead.
    @inline(__always)
    static func unretained(_ batch: [Constraint], _ n: Int) -> Unmanaged<Constraint> {
        Unmanaged.passUnretained(batch[n])
    }

    /// Removes the elements of `array` from `count` on: one at a time when
    /// they are a few (a small batch's), since `removeLast(_:)` of a count is
    /// a general, unspecialised call.
    @inline(__always)
    static func truncate(_ array: inout [Int], to count: Int) {
        let extra = array.count - count
        if extra > Tuning.truncateOneByOne {
            array.removeLast(extra)
        } else {
            for _ in 0..<extra { array.removeLast() }
        }
    }
}
