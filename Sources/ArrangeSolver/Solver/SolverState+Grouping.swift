/// A batch split into connected groups, added group by group, one-row groups
/// sharing components.
extension SolverState {
    /// Adds a batch whose first `editCount` constraints are edit constraints.
    ///
    /// With `restoring`, each connected group keeps a journal of what it
    /// changed (``Journal``): a failure rolls the groups installed so far
    /// back, newest first, and leaves the state as it was; on success the
    /// journals are returned, so that the caller can still take the batch
    /// back (unless `recycling`). No copy of the state is made either way.
    mutating func add(_ new: [Constraint], editCount: Int, restoring: Bool, recycling: Bool) throws(SolverError) -> [Journal] {
        // One constraint (one call of many) is one group, as constants.
        if new.count == 1 {
            return try add(new, members: [0], groupStart: [0, 1], editCount: editCount, restoring: restoring, recycling: recycling)
        }
        // The groups, in arrays the workspace keeps (a list's cells make one
        // batch each), given back when done.
        var members: [Int32] = [], groupStart: [Int] = []
        swap(&members, &workspace.groupMembers)
        swap(&groupStart, &workspace.groupStarts)
        defer {
            // Kept for the next batch only when small: a first layout's
            // scratch would stay as large as its batch for the solver's life.
            if members.count <= Tuning.keptBatchSize {
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
    mutating func add(_ new: [Constraint], members: [Int32], groupStart: [Int], editCount: Int,
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
        // One-row groups share components, in a first layout's batch of
        // thousands as in a screen's of a few (see ``Tuning/sharedComponentRows``).
        var shared: Int?
        var singles = 0   // one-row groups from `g` on, while the batch shares
        if groupCount > 1 {
            for g in 0..<groupCount where groupStart[g + 1] - groupStart[g] == 1 { singles += 1 }
        }
        // At most a journal per group that does not share, and per shared
        // component: a group joining one its batch made keeps none
        // (``Journal/isSubsumed``), and a journal is 200 bytes.
        if keepsList { journals.reserveCapacity(groupCount - singles + (singles + Tuning.sharedComponentRows - 1) / Tuning.sharedComponentRows) }
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
    func sharedRun(from g: Int, _ new: [Constraint], members: [Int32], groupStart: [Int], editCount: Int, shared: Int?) -> Int {
        var room = Tuning.sharedComponentRows
        if let k = shared, components[k]!.rowCount < Tuning.sharedComponentRows { room -= components[k]!.rowCount }
        var h = g
        while h < groupStart.count - 1 && h - g < room {
            guard groupStart[h + 1] - groupStart[h] == 1 else { break }
            let n = Int(members[groupStart[h]])
            guard n >= editCount else { break }
            let touches = new[n].containsVariable { variableComponent[$0.id] >= 0 }
            guard !touches else { break }
            h += 1
        }
        return Swift.max(1, h - g)
    }

    /// Splits a batch into connected groups, with the components they touch
    /// (union-find): each group's members (indices into `new`, ascending,
    /// an `Int32` each: a first layout holds them through its installation)
    /// are `members[groupStart[g]..<groupStart[g + 1]]`, groups in the order
    /// of their first member. Both arrays are overwritten (their storage is
    /// reused), and so is the workspace's scratch.
    ///
    /// - Complexity: O(terms of `new`), whatever is installed already: the
    ///   owner tables live in the workspace and are stamped per call, so
    ///   none is cleared.
    mutating func groups(of new: [Constraint], members: inout [Int32], groupStart: inout [Int]) {
        let count = new.count
        // Scratch from the workspace: the union-find parents, each root's
        // group (then each group's fill), each constraint's group.
        // (The parents and each constraint's group are written before they are read: not filled.)
        var parent = Workspace.take(&workspace.groupParents, atLeast: count, value: 0)
        var groupOfRoot = Workspace.take(&workspace.groupOfRoot, count: count, value: -1)
        var groupOf = Workspace.take(&workspace.groupOf, atLeast: count, value: 0)
        defer {
            if count <= Tuning.keptBatchSize {
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
            table = [UInt64](filled: 0, count: Swift.max(count, 2 * table.count))
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
                            c.forEachTerm { t in
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
                                members[Int(groupOfRoot[g])] = Int32(truncatingIfNeeded: n)
                                groupOfRoot[g] += 1
                            }
                        }
                    }
                }
            }
        }
        workspace.ownerOfComponent = ownerOfComponent
        workspace.ownerOfVariable = ownerOfVariable
        if count > Tuning.keptBatchSize && groupCount < count / 2 {
            // A first layout's batch, not kept in the workspace: its groups'
            // starts in an array of their own, so that the one sized for a
            // group per constraint is not held through the whole installation.
            groupStart = Array(groupStart[...groupCount])
        } else {
            Self.truncate(&groupStart, to: groupCount + 1)
        }
    }

}
