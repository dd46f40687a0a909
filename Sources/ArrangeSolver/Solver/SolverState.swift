/// One installed constraint: where its row lives (24 bytes, and as many
/// optional: one per constraint).
struct Record {
    /// The constraint (for edit variables, the internal `v == value` constraint).
    var constraint: Constraint
    /// The component holding its row.
    var component: Int32
    /// Its row in that component.
    var row: Int32
    /// The serial, complemented (negative) for an edit constraint: a
    /// separate flag would pad the record to 32 bytes.
    private let order: Int

    init(constraint: Constraint, component: Int32, row: Int32, serial: Int, isEdit: Bool) {
        self.constraint = constraint
        self.component = component
        self.row = row
        order = isEdit ? ~serial : serial
    }

    /// Installation order.
    var serial: Int { order >= 0 ? order : ~order }
    /// Whether this is the edit constraint of a variable.
    var isEdit: Bool { order < 0 }
}

/// An edit variable: its constraint's record once installed; until then
/// (it is installed with the next change or read) its strength and value.
struct Edit: Equatable {
    var slot: Int?
    var strength: Strength
    var value: Double
}

/// Everything a ``Solver`` knows, as one value: a failing call restores the
/// copy it took on entry, so "nothing changes on error" holds exactly (the
/// arrays are copy-on-write, so only what the call touched is copied).
@usableFromInline
struct SolverState {
    var names = VariableNames()
    @usableFromInline var values: [Double] = []
    /// The component of each variable, or −1 if no constraint mentions it.
    var variableComponent: [Int32] = []
    /// The variable's column in its component.
    var variableColumn: [Int32] = []
    var components: [Component?] = []
    var freeComponents: [Int] = []
    var slots: [Record?] = []
    var freeSlots: [Int] = []
    /// Installed constraints by identity (lookup only, never iterated).
    var records = ConstraintIndex()
    /// Edit variables (lookup only, never iterated).
    var edits: [Variable: Edit] = [:]
    /// Edit variables not installed yet, in the order they were added.
    @usableFromInline var pendingEdits: [Variable] = []
    var serial = 0
    /// Scratch space for factorisations and simplex runs (contents never matter between calls).
    var workspace = Workspace()

    mutating func makeVariable(_ name: String) -> Variable {
        names.append(name); values.append(0); variableComponent.append(-1); variableColumn.append(-1)
        return Variable(id: names.count - 1)
    }

    /// `count` unnamed variables (names counted, not stored); returns the first id.
    mutating func makeVariables(count: Int) -> Int {
        let first = names.count
        names.appendUnnamed(count)
        // Plain appends: `append(contentsOf: repeatElement(…))` costs ~130 instructions a table.
        for _ in 0..<count {
            values.append(0); variableComponent.append(-1); variableColumn.append(-1)
        }
        return first
    }

    func installedConstraints() -> [Constraint] {
        slots.compactMap { $0 }.filter { !$0.isEdit }.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    private func displayName(_ v: Variable) -> String {
        v.id >= 0 && v.id < names.count ? names[v.id] : ""
    }

    // MARK: - Batches

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
        // Validate everything before touching anything.
        var leaving = Set<ObjectIdentifier>(minimumCapacity: old.count)
        for c in old {
            let id = ObjectIdentifier(c)
            guard let slot = records[id], !slots[slot]!.isEdit || removingEdit, leaving.insert(id).inserted else {
                throw .unknownConstraint(c)
            }
        }
        // With nothing leaving, the installed ones among the batch are found
        // in one pass (the first, in batch order, is the one to name).
        // (One constraint, one call of many: a plain lookup, below.)
        let batched = old.isEmpty && new.count > 1
        let firstInstalled = batched ? records.firstIndexed(in: new) : nil
        for (n, c) in new.enumerated() {
            guard c.expression.isSolvable else { throw .nonFinite(c) }
            for t in c.expression.terms where t.variable.id < 0 || t.variable.id >= names.count {
                throw .unknownVariable(t.variable, in: c)
            }
            if batched {
                guard n != firstInstalled else { throw .duplicateConstraint(c) }
            } else if !records.isEmpty {
                let id = ObjectIdentifier(c)
                guard records[id] == nil || leaving.contains(id) else { throw .duplicateConstraint(c) }
            }
        }
        if new.count > 1 { try rejectRepeats(in: new) }
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
    private mutating func recycleAbsorbed(_ journal: inout Journal) {
        while let (_, component) = journal.absorbed.popLast() {
            guard workspace.spareComponents.count < Workspace.spareComponentLimit else { return }
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
        }
        checkInvariants()
    }

    private mutating func remove(_ old: [Constraint]) {
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

    /// Up to this many constraints, a batch is checked for repeats pair by
    /// pair (at most 276 comparisons, cheaper than a set of its identities).
    static let pairwiseRepeatCheck = 24

    /// Throws for the first constraint that appears twice in a batch (the
    /// first, in batch order, that an earlier one repeats).
    private func rejectRepeats(in batch: [Constraint]) throws(SolverError) {
        if batch.count <= Self.pairwiseRepeatCheck {
            // A small batch (one `arrange` of a list row): each against those
            // before it, no sort, and only when a 64-bit filter of the
            // addresses seen so far says it may repeat one.
            let repeated: Int? = batch.withUnsafeBufferPointer { b in
                var seen: UInt64 = 0
                for n in 0..<b.count {
                    let id = ObjectIdentifier(b[n])
                    let bit: UInt64 = 1 &<< ((UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> 58)
                    if seen & bit != 0 {
                        for m in 0..<n where ObjectIdentifier(b[m]) == id { return n }
                    }
                    seen |= bit
                }
                return nil
            }
            if let n = repeated { throw .duplicateConstraint(batch[n]) }
            return
        }
        // A larger batch (a first layout): the addresses in an open-addressing
        // set (linear probing on a Fibonacci hash, at most three quarters
        // full), which meets the first repeat in batch order; sorting them
        // cost twice as much.
        var size = 8
        while size / 4 * 3 < batch.count { size *= 2 }
        let mask = size - 1
        var table = [UInt](repeating: 0, count: size)   // 0: no address
        let repeated: Int? = table.withUnsafeMutableBufferPointer { table in
            batch.withUnsafeBufferPointer { b in
                for n in b.indices {
                    let key = UInt(bitPattern: ObjectIdentifier(b[n]))
                    var h = ConstraintIndex.home(of: key, size: size)
                    while table[h] != 0 {
                        if table[h] == key { return n }
                        h = (h + 1) & mask
                    }
                    table[h] = key
                }
                return nil
            }
        }
        if let n = repeated { throw .duplicateConstraint(batch[n]) }
    }

    /// Installs the pending edit variables' constraints and then `new`, as
    /// one batch; with `restoring`, a failure leaves the state as it was, and
    /// the journals of the groups installed are returned, unless `recycling`
    /// (see ``add(_:members:groupStart:editCount:restoring:recycling:)``).
    @discardableResult
    private mutating func addWithPendingEdits(_ new: [Constraint], restoring: Bool, recycling: Bool = false) throws(SolverError) -> [Journal] {
        if pendingEdits.isEmpty {
            return new.isEmpty ? [] : try add(new, editCount: 0, restoring: restoring, recycling: recycling)
        }
        var batch: [Constraint] = []
        batch.reserveCapacity(pendingEdits.count + new.count)
        for v in pendingEdits {
            let e = edits[v]!
            batch.append(Constraint(Expression(v), .equal, Expression(e.value), strength: e.strength))
        }
        let editCount = batch.count
        batch.append(contentsOf: new)
        if batch.isEmpty { return [] }
        let journals = try add(batch, editCount: editCount, restoring: restoring, recycling: recycling)
        for (n, v) in pendingEdits.enumerated() { edits[v]!.slot = records[ObjectIdentifier(batch[n])]! }
        pendingEdits.removeAll()
        return journals
    }

    /// Installs every pending edit variable now.
    mutating func flushPendingEdits() {
        guard !pendingEdits.isEmpty else { return }
        do { try update(removing: [], adding: []) } catch { preconditionFailure("edit constraints cannot fail: \(error)") }
    }

    /// Adds a batch whose first `editCount` constraints are edit constraints.
    ///
    /// With `restoring`, each connected group keeps a journal of what it
    /// changed (``Journal``): a failure rolls the groups installed so far
    /// back, newest first, and leaves the state as it was; on success the
    /// journals are returned, so that the caller can still take the batch
    /// back (unless `recycling`). No copy of the state is made either way.
    private mutating func add(_ new: [Constraint], editCount: Int, restoring: Bool, recycling: Bool) throws(SolverError) -> [Journal] {
        // One constraint (one call of many) is one group, as constants.
        if new.count == 1 {
            return try add(new, members: [0], groupStart: [0, 1], editCount: editCount, restoring: restoring, recycling: recycling)
        }
        // The groups, in arrays the workspace keeps (a list's cells make one
        // batch each), given back when done.
        var members: [Int] = [], groupStart: [Int] = []
        swap(&members, &workspace.groupMembers)
        swap(&groupStart, &workspace.groupStarts)
        defer {
            // Kept for the next batch only when small: a first layout's
            // scratch would stay as large as its batch for the solver's life.
            if members.count <= Workspace.keptBatchSize {
                workspace.groupMembers = members
                workspace.groupStarts = groupStart
            }
        }
        groups(of: new, members: &members, groupStart: &groupStart)
        return try add(new, members: members, groupStart: groupStart, editCount: editCount, restoring: restoring, recycling: recycling)
    }

    /// Adds a batch split into groups (see ``groups(of:members:groupStart:)``).
    ///
    /// With `recycling` (restoring, for a caller that will not take the
    /// batch back), no journal is returned: once the whole batch is in, the
    /// components the groups absorbed go to the workspace for new
    /// components. A batch of one group (one `add` call of many) then keeps
    /// no list of journals at all.
    private mutating func add(_ new: [Constraint], members: [Int], groupStart: [Int], editCount: Int,
                              restoring: Bool, recycling: Bool = false) throws(SolverError) -> [Journal] {
        if records.capacity < records.count + new.count { records.reserveCapacity(records.count + new.count) }
        let slotsNeeded = slots.count + Swift.max(0, new.count - freeSlots.count)
        if slots.capacity < slotsNeeded { slots.reserveCapacity(Swift.max(slotsNeeded, 2 * slots.capacity)) }
        let firstSerial = serial
        let groupCount = groupStart.count - 1
        #if ARRANGE_SOLVER_CHECKS
        let before: SolverState? = restoring ? self : nil
        #endif
        var journals: [Journal] = []
        // One group that nothing will take back needs no list: its journal is recycled as soon as it is in.
        let keepsList = restoring && !(recycling && groupCount == 1)
        // One-row groups share components only in batches of many groups
        // (a first layout): see ``sharedComponentRows``.
        var shared: Int?
        var singles = 0   // one-row groups from `g` on, while the batch shares
        if groupCount >= Self.sharedComponentRows {
            for g in 0..<groupCount where groupStart[g + 1] - groupStart[g] == 1 { singles += 1 }
        }
        // At most a journal per group that does not share, and per shared
        // component: a group joining one its batch made keeps none
        // (``Journal/isSubsumed``), and a journal is 200 bytes.
        if keepsList { journals.reserveCapacity(groupCount - singles + (singles + Self.sharedComponentRows - 1) / Self.sharedComponentRows) }
        let batchComponents = components.count
        var runs = true   // false once a run failed: then every group alone, for its own error
        var g = 0
        while g < groupCount {
            // One-row groups bound for the shared component go in as one
            // installation (see ``sharedRun(from:members:groupStart:editCount:shared:)``).
            let run = runs && singles > 0 ? sharedRun(from: g, new, members: members, groupStart: groupStart, editCount: editCount, shared: shared) : 1
            let end = g + run
            var journal: Journal? = restoring ? Journal(self, batchComponents: batchComponents) : nil
            if g == 0 { serial += new.count }
            let sharedBefore = shared
            do {
                try install(new, members[groupStart[g]..<groupStart[end]], firstSerial: firstSerial, editCount: editCount,
                            sharing: singles, isRun: run > 1, shared: &shared, journal: &journal)
            } catch {
                guard restoring else { throw error }
                rollBack(journal!)
                if run > 1 {
                    // Taken back whole: again one group at a time, so that the
                    // error (and the group it names) is the one a group alone gives.
                    shared = sharedBefore
                    runs = false
                    continue
                }
                for done in journals.reversed() { rollBack(done) }
                #if ARRANGE_SOLVER_CHECKS
                precondition(hasSameContent(as: before!), "rolling back a failed addition left the state changed")
                #endif
                throw error
            }
            if keepsList {
                if journal!.isSubsumed {
                    // Undone with the journals before it (it follows the one that made its component).
                    journal.take()!.fold(into: &journals[journals.count - 1])
                } else {
                    journals.append(journal.take()!)   // moved: a copy retains its arrays
                }
            } else if journal != nil {
                recycleAbsorbed(&journal!)
            }
            if run > 1 {
                singles -= run
            } else if singles > 0 && groupStart[g + 1] - groupStart[g] == 1 {
                singles -= 1
            }
            g = end
        }
        guard recycling else { return journals }
        for n in journals.indices { recycleAbsorbed(&journals[n]) }
        return []
    }

    /// How many groups from `g` on go into the batch's shared component as
    /// one installation: one-row groups (not edit constraints) that touch
    /// no component, as many as the shared component has room for (a full
    /// 32 when there is none or it is full: the run starts the next). Each
    /// row gets what it would alone (the crash of independent rows picks
    /// each row's column by the same rule, and each is bordered on with the
    /// value it would have alone), at the fixed cost of one installation
    /// instead of one per row. 1 when group `g` is not such a group.
    private func sharedRun(from g: Int, _ new: [Constraint], members: [Int], groupStart: [Int], editCount: Int, shared: Int?) -> Int {
        var room = Self.sharedComponentRows
        if let k = shared, components[k]!.rowCount < Self.sharedComponentRows { room -= components[k]!.rowCount }
        var h = g
        while h < groupStart.count - 1 && h - g < room {
            guard groupStart[h + 1] - groupStart[h] == 1 else { break }
            let n = members[groupStart[h]]
            guard n >= editCount else { break }
            var touches = false
            for t in new[n].expression.terms where variableComponent[t.variable.id] >= 0 { touches = true; break }
            guard !touches else { break }
            h += 1
        }
        return Swift.max(1, h - g)
    }

    /// Splits a batch into connected groups, with the components they touch
    /// (union-find): each group's members (indices into `new`, ascending)
    /// are `members[groupStart[g]..<groupStart[g + 1]]`, groups in the order
    /// of their first member. Both arrays are overwritten (their storage is
    /// reused), and so is the workspace's scratch.
    ///
    /// - Complexity: O(terms of `new`), whatever is installed already: the
    ///   owner tables live in the workspace and are stamped per call, so
    ///   none is cleared.
    private mutating func groups(of new: [Constraint], members: inout [Int], groupStart: inout [Int]) {
        let count = new.count
        // Scratch from the workspace: the union-find parents, each root's
        // group (then each group's fill), each constraint's group.
        var parent = Workspace.take(&workspace.groupParents, count: count, value: 0)
        var groupOfRoot = Workspace.take(&workspace.groupOfRoot, count: count, value: -1)
        var groupOf = Workspace.take(&workspace.groupOf, count: count, value: 0)
        defer {
            if count <= Workspace.keptBatchSize {
                workspace.groupParents = parent
                workspace.groupOfRoot = groupOfRoot
                workspace.groupOf = groupOf
            }
        }
        for n in 0..<count { parent[n] = n }
        // The first constraint seen touching each component, or each variable
        // in none: entries of this call's generation (high 32 bits) hold the
        // constraint's index; older ones mean none, so nothing is reset.
        var ownerOfComponent: [UInt64] = []
        var ownerOfVariable: [UInt64] = []
        swap(&ownerOfComponent, &workspace.ownerOfComponent)
        swap(&ownerOfVariable, &workspace.ownerOfVariable)
        var generation = workspace.ownerGeneration &+ 1
        if generation == 0 {
            // Wrapped around: entries of an old generation could pass for this one.
            ownerOfComponent = []
            ownerOfVariable = []
            generation = 1
        }
        workspace.ownerGeneration = generation
        /// Grows a table to `count` entries of no generation (made afresh, at twice the size, when short).
        func grow(_ table: inout [UInt64], to count: Int) {
            guard table.count < count else { return }
            table = [UInt64](repeating: 0, count: Swift.max(count, 2 * table.count))
        }
        grow(&ownerOfComponent, to: components.count)
        grow(&ownerOfVariable, to: names.count)
        let stamp = UInt64(generation) << 32
        // `groupStart[g + 1]` counts group `g`'s members first, then the
        // prefix sums make it the start of the next. There are at most as
        // many groups as constraints: sized for that, cut back at the end.
        groupStart.removeAll(keepingCapacity: true)
        groupStart.append(contentsOf: repeatElement(0, count: count + 1))
        if members.count != count {
            members.removeAll(keepingCapacity: true)
            members.append(contentsOf: repeatElement(0, count: count))
        }
        var groupCount = 0
        // Over buffers: this runs once per term of a batch (a list's first
        // layout has tens of thousands).
        parent.withUnsafeMutableBufferPointer { parent in
            func find(_ a: Int) -> Int {
                var a = a
                while parent[a] != a { parent[a] = parent[parent[a]]; a = parent[a] }
                return a
            }
            ownerOfComponent.withUnsafeMutableBufferPointer { ownerOfComponent in
                ownerOfVariable.withUnsafeMutableBufferPointer { ownerOfVariable in
                    variableComponent.withUnsafeBufferPointer { variableComponent in
                        for (n, c) in new.enumerated() {
                            for t in c.expression.terms {
                                let v = t.variable.id
                                let k = Int(variableComponent[v])
                                let entry = k >= 0 ? ownerOfComponent[k] : ownerOfVariable[v]
                                if entry & 0xFFFF_FFFF_0000_0000 == stamp {
                                    parent[find(n)] = find(Int(entry & 0xFFFF_FFFF))
                                } else if k >= 0 {
                                    ownerOfComponent[k] = stamp | UInt64(n)
                                } else {
                                    ownerOfVariable[v] = stamp | UInt64(n)
                                }
                            }
                        }
                    }
                }
            }
            // Number the groups in order of their first member, then list the
            // members group by group (a counting sort: one array for all groups).
            groupOfRoot.withUnsafeMutableBufferPointer { groupOfRoot in
                groupOf.withUnsafeMutableBufferPointer { groupOf in
                    groupStart.withUnsafeMutableBufferPointer { groupStart in
                        for n in 0..<count {
                            let r = find(n)
                            if groupOfRoot[r] < 0 { groupOfRoot[r] = Int32(groupCount); groupCount += 1 }
                            groupOf[n] = groupOfRoot[r]
                            groupStart[Int(groupOfRoot[r]) + 1] += 1
                        }
                        for g in 0..<groupCount { groupStart[g + 1] += groupStart[g] }
                        // Each group's fill, in the roots' scratch (no longer needed).
                        for g in 0..<groupCount { groupOfRoot[g] = Int32(groupStart[g]) }
                        members.withUnsafeMutableBufferPointer { members in
                            for n in 0..<count {
                                let g = Int(groupOf[n])
                                members[Int(groupOfRoot[g])] = n
                                groupOfRoot[g] += 1
                            }
                        }
                    }
                }
            }
        }
        workspace.ownerOfComponent = ownerOfComponent
        workspace.ownerOfVariable = ownerOfVariable
        Self.truncate(&groupStart, to: groupCount + 1)
    }

    /// Removes the elements of `array` from `count` on: one at a time when
    /// they are a few (a small batch's), since `removeLast(_:)` of a count is
    /// a general, unspecialised call of about a hundred instructions.
    @inline(__always)
    static func truncate(_ array: inout [Int], to count: Int) {
        let extra = array.count - count
        if extra > 16 {
            array.removeLast(extra)
        } else {
            for _ in 0..<extra { array.removeLast() }
        }
    }

    /// How many rows a component shared by a batch's one-row groups holds
    /// at most.
    ///
    /// A group of one row that touches no component (an item's `top`
    /// alone, a label's intrinsic width) is a linear program of its own,
    /// but a component of its own costs a handful of allocations. In a
    /// batch of at least this many groups (a first layout), the one-row
    /// groups share components of up to this many rows instead (block
    /// diagonal, as if absorbed): each row is bordered on as alone, with
    /// the same values, and anything done later to one of them (a
    /// suggestion, a removal) costs at most this many rows. Small batches
    /// (one arrange per list row) keep a component per group, and so do
    /// edit constraints: a later batch that links one row of a shared
    /// component absorbs all of it (which would make its growth
    /// refactorise instead of border on, and would join independent
    /// systems, each linked to its own edit variable, into one).
    static let sharedComponentRows = 32

    /// Up to this many components met, an installation sorts their indices
    /// by insertion (see ``install(_:_:firstSerial:editCount:sharing:isRun:shared:journal:)``).
    static let insertionSortLimit = 16

    /// Installs the constraints `new[group]`, which form one connected group;
    /// `new[n]` gets serial `firstSerial + n` and is an edit constraint if
    /// `n < editCount`. Changes are recorded in `journal` if there is one.
    /// With `sharing` (the batch's one-row groups from this one on, or 0),
    /// a one-row group that touches no component goes into `shared`, the
    /// batch's component for such rows, while it has room (see
    /// ``sharedComponentRows``); one that makes a new component makes it
    /// `shared`, with room for that many rows like its own, up to the limit.
    ///
    /// On failure the changed component is left in place, for the caller to
    /// roll back (with the journal) or to replace (with a copy of the state).
    private mutating func install(_ new: [Constraint], _ group: ArraySlice<Int>, firstSerial: Int, editCount: Int,
                                  sharing: Int, isRun: Bool = false, shared: inout Int?, journal: inout Journal?) throws(SolverError) {
        // The existing components involved, ascending; the largest absorbs the others.
        var involved: [Int] = []
        swap(&involved, &workspace.involved)
        involved.removeAll(keepingCapacity: true)
        defer { workspace.involved = involved }
        // Sorted, then each once: a group that joins thousands of components
        // (a list's rows and their labels' intrinsic sizes) must not search
        // the list for every term.
        // The constraints are read unretained, their terms borrowed (see
        // ``unretained(_:_:)``): the loops call out (appends), around which
        // each constraint and its terms were retained and released.
        for n in group {
            Self.unretained(new, n)._withUnsafeGuaranteedRef { c in
                c.expression.terms.withUnsafeBufferPointer { terms in
                    for t in terms {
                        let k = Int(variableComponent[t.variable.id])
                        // Terms in a row mostly share a component: repeats in a row are skipped here.
                        if k >= 0 && involved.last != k { involved.append(k) }
                    }
                }
            }
        }
        if involved.count <= Self.insertionSortLimit {
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
        // Edit constraints stay on their own: pending ones are installed in
        // one batch, and each is about to be linked to its own constraints
        // (a shared component would join them all into one).
        let solitary = sharing > 0 && involved.isEmpty && (isRun || (group.count == 1 && group.first! >= editCount))
        if solitary, let k = shared, components[k]!.rowCount + group.count <= Self.sharedComponentRows { involved.append(k) }
        // What the batch adds: rows, external entries (hence at most as many
        // new external columns), private columns.
        var entryCount = 0, privateCount = 0
        for n in group {
            let c = new[n]
            entryCount += c.expression.terms.count
            privateCount += Component.privateColumnCount(relation: c.relation, isRequired: c.strength.isRequired)
        }
        // The component is moved out of `components` (so that it stays
        // uniquely referenced while it changes) and moved back at the end.
        let target: Int
        var component: Component
        // The rows and columns the target had: everything after them is new
        // to it (absorbed or added here).
        var targetRows = 0, targetColumns = 0
        if let largest = involved.max(by: { components[$0]!.rowCount < components[$1]!.rowCount || (components[$0]!.rowCount == components[$1]!.rowCount && $0 > $1) }) {
            target = largest
            component = components[target].take()!
            journal?.target = target
            if journal != nil {
                // A run keeps its checkpoint: when it fails, it is taken back
                // alone and its groups installed again one at a time.
                if !isRun && journal!.subsumes(target: target, involved: involved) {
                    journal!.isSubsumed = true
                } else {
                    journal!.checkpoint = component.beginCheckpoint()
                }
            }
            targetRows = component.rowCount
            targetColumns = component.columnCount
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
            component.reserve(rows: absorbedRows + group.count, entries: absorbedEntries + entryCount,
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
        } else if let free = freeComponents.popLast() {
            target = free
            component = Component.make(&workspace)
            journal?.target = target
            journal?.reusedComponent = free
        } else {
            target = components.count
            components.append(nil)
            component = Component.make(&workspace)
            journal?.target = target
        }
        if solitary { shared = target }
        if solitary && involved.isEmpty {
            // Room for as many rows like these as the batch will share it with.
            let rows = Swift.max(group.count, Swift.min(sharing, Self.sharedComponentRows))
            component.reserve(rows: rows, entries: (rows * entryCount + group.count - 1) / group.count,
                              privateColumns: (rows * privateCount + group.count - 1) / group.count)
        } else if involved.isEmpty {
            component.reserve(rows: group.count, entries: entryCount, privateColumns: privateCount)
        }
        if involved.count > 1 {
            for j in targetColumns..<component.columnCount where component.columns[j].variable >= 0 {
                variableComponent[Int(component.columns[j].variable)] = Int32(target)
                variableColumn[Int(component.columns[j].variable)] = Int32(j)
            }
        }
        let firstNewColumn = component.columnCount
        let firstNewRow = component.rowCount
        for n in group {
            let c = Self.unretained(new, n)
            // The row's entries go straight into the pool (reserved above),
            // not through a scratch array emptied and copied per row.
            let start = component.pool.count
            c._withUnsafeGuaranteedRef { c in
                c.expression.terms.withUnsafeBufferPointer { terms in
                    for t in terms {
                        let v = t.variable.id
                        if variableComponent[v] != Int32(target) {
                            variableComponent[v] = Int32(target)
                            variableColumn[v] = Int32(component.addVariableColumn(v))
                        }
                        component.pool.append(Entry(Int(variableColumn[v]), t.coefficient))
                    }
                }
            }
            let slot: Int
            if freeSlots.isEmpty {
                slot = slots.count
                slots.append(nil)
            } else {
                // `popLast()` is a call of its own (unspecialised here).
                slot = freeSlots.removeLast()
                journal?.takenSlots.append(slot)
            }
            let (rhs, relation, strength) = c._withUnsafeGuaranteedRef { (-$0.expression.constant, $0.relation, $0.strength) }
            let row = component.appendRow(poolFrom: start, rhs: rhs, relation: relation, strength: strength, record: Int32(slot))
            // The record's reference is the one retain a row needs.
            slots[slot] = Record(constraint: c.takeUnretainedValue(), component: Int32(target), row: Int32(row),
                                 serial: firstSerial + n, isEdit: n < editCount)
        }
        // Indexed all at once: the group's `m`th member is the `m`th new row,
        // whose record is its slot (one row, one call of many: a plain insert).
        if group.count == 1 {
            records[ObjectIdentifier(new[group.first!])] = Int(component.rows[firstNewRow].record)
        } else {
            component.rows.withUnsafeBufferPointer { rows in
                records.insert(count: group.count) { m in
                    let n = group[group.startIndex + m]
                    return (Self.unretained(new, n)._withUnsafeGuaranteedRef { ObjectIdentifier($0) }, Int(rows[firstNewRow + m].record))
                }
            }
        }
        component.crash(rows: firstNewRow..<component.rowCount, newColumns: firstNewColumn..<component.columnCount)
        let epoch = component.valueEpoch
        let extended = component.extendFactor(rows: targetRows..<component.rowCount)
        if !extended { component.refactor(&workspace) }
        if let farkas = component.dualSimplex(&workspace, feasibleBelow: extended ? targetRows : 0) {
            var scale = 0.0
            for v in farkas { scale = Swift.max(scale, Swift.abs(v)) }
            var involvedConstraints: [Constraint] = []
            for i in 0..<component.rowCount where Swift.abs(farkas[i]) > 1e-9 * scale {
                let r = slots[Int(component.rows[i].record)]!
                if r.constraint.strength.isRequired && !r.isEdit { involvedConstraints.append(r.constraint) }
            }
            if journal?.checkpoint != nil { component.endCheckpoint(&journal!.checkpoint!) }
            components[target] = consume component
            throw .unsatisfiable(constraint: new[group.last!], conflicts: involvedConstraints)
        }
        // Bordered rows whose basic columns cost nothing (crash picks free
        // columns or keeps logicals) have zero duals and leave every other
        // dual as it was, so without pivots since, the basis is still optimal.
        if !(extended && component.valueEpoch == epoch) { component.primalSimplex(&workspace) }
        if extended && component.valueEpoch != epoch {
            // Pivots moved the old rows' values along the factor's updates:
            // recompute them all, refined against the matrix, as a
            // refactorisation would have before the pivots.
            component.refreshValues(&workspace)
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

    /// Constraint `n` of `batch`, unretained: `batch` keeps it alive.
    ///
    /// An installation's loops over a row's terms call out (appends), so a
    /// constraint read from the batch and its terms were each retained and
    /// released around them: four reference-count calls a row, about 5% of
    /// a first layout's solver. Read through `_withUnsafeGuaranteedRef`,
    /// the constraint and its terms (a `let` of an immutable object) are
    /// borrowed instead.
    @inline(__always)
    static func unretained(_ batch: [Constraint], _ n: Int) -> Unmanaged<Constraint> {
        Unmanaged.passUnretained(batch[n])
    }

    /// Re-points variables and records at their columns and rows, and refreshes values.
    mutating func sync(component k: Int) {
        // Moved out while it is read: reading it in place would copy it.
        let c = components[k].take()!
        sync(component: k, c)
        components[k] = consume c
    }

    /// Re-points variables and records at the columns and rows of `c`, which
    /// is (or is about to be stored as) component `k`, and refreshes values.
    ///
    /// With `fromColumn` and `fromRow`, only the columns and rows from there
    /// on (just appended, while no basic value of the others changed).
    ///
    /// Over buffers: it runs once per installation (every `add`), where
    /// each write through the state's arrays checked their uniqueness. Not
    /// inlined: inlined into `install`, the component it reads was copied
    /// (a memcpy of the struct per call, 1% more on one `add` at a time).
    @inline(never)
    mutating func sync(component k: Int, _ c: Component, fromColumn: Int = 0, fromRow: Int = 0) {
        c.columns.withUnsafeBufferPointer { columns in
            c.x.withUnsafeBufferPointer { x in
                variableComponent.withUnsafeMutableBufferPointer { variableComponent in
                    variableColumn.withUnsafeMutableBufferPointer { variableColumn in
                        values.withUnsafeMutableBufferPointer { values in
                            for j in fromColumn..<columns.count {
                                let v = Int(columns[j].variable)
                                guard v >= 0 else { continue }
                                variableComponent[v] = Int32(k)
                                variableColumn[v] = Int32(j)
                                let p = Int(columns[j].position)
                                values[v] = p >= 0 ? x[p] : 0
                            }
                        }
                    }
                }
            }
        }
        c.rows.withUnsafeBufferPointer { rows in
            slots.withUnsafeMutableBufferPointer { slots in
                for i in fromRow..<rows.count {
                    let s = Int(rows[i].record)
                    slots[s]!.component = Int32(k)
                    slots[s]!.row = Int32(i)
                }
            }
        }
    }

    /// Refreshes the values of `c`'s variables, whose columns and rows did
    /// not move (a suggestion, a constant change, or its undo: only
    /// right-hand sides and basic values changed).
    mutating func syncValues(_ c: Component) {
        c.columns.withUnsafeBufferPointer { columns in
            for column in columns where column.variable >= 0 {
                let p = Int(column.position)
                values[Int(column.variable)] = p >= 0 ? c.x[p] : 0
            }
        }
    }

    /// ``syncValues(_:)`` after a change of right-hand sides: when only the
    /// basic values its journal lists moved, re-reads just those (a resize
    /// of a large component moves a part of it), else all.
    mutating func syncValues(_ c: Component, of change: ConstantUndo.Change) {
        guard change.movedOnlyJournaled else { return syncValues(c) }
        c.basis.withUnsafeBufferPointer { basis in
            c.columns.withUnsafeBufferPointer { columns in
                c.x.withUnsafeBufferPointer { x in
                    values.withUnsafeMutableBufferPointer { values in
                        for (p, _) in change.values {
                            let v = Int(columns[Int(basis[p])].variable)
                            if v >= 0 { values[v] = x[p] }
                        }
                    }
                }
            }
        }
    }

    // MARK: - Edit variables

    /// Registers an edit variable; its constraint is installed with the next
    /// change or read, together with whatever else that call installs.
    mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        guard v.id >= 0 && v.id < names.count else { throw .unknownEditVariable(v, name: "") }
        guard edits[v] == nil else { throw .duplicateEditVariable(v, name: displayName(v)) }
        guard !strength.isRequired else { throw .requiredEditVariable(v, name: displayName(v)) }
        edits[v] = Edit(slot: nil, strength: strength, value: 0)
        pendingEdits.append(v)
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let edit = edits[v] else { throw .unknownEditVariable(v, name: displayName(v)) }
        if let slot = edit.slot {
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
        let r = slots[slot]!
        let k = Int(r.component), i = Int(r.row)
        var component = components[k].take()!
        component.moveRightHandSide(to: value, row: i, &workspace)
        syncValues(component)
        components[k] = consume component
        checkInvariants()
    }
}
