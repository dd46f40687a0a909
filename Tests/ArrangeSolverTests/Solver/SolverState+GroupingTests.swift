@testable import ArrangeSolver
import Testing

@Suite("A batch splits into connected groups, one-row groups sharing components of up to 32 rows")
struct SolverStateGroupingTests {
    @Test("a batch of many one-row groups puts them in shared components of up to 32 rows, each with its own value")
    func sharedComponents() throws {
        // 70 groups: 32 + 32 + 6 rows, so three components instead of 70.
        var (state, v, batch) = SolverState.solitaryRows(70)
        try state.update(removing: [], adding: batch)
        let live = state.components.compactMap { $0 }
        #expect(live.map(\.rowCount) == [32, 32, 6])
        for (k, x) in v.enumerated() { #expect(state.values[x.id] == Double(k)) }
    }

    @Test("a batch of fewer groups than a shared component holds keeps a component per group")
    func smallBatches() throws {
        var (state, _, batch) = SolverState.solitaryRows(31)
        try state.update(removing: [], adding: batch)
        #expect(state.components.compactMap { $0 }.count == 31)
    }

    @Test("a small batch's grouping arrays stay in the workspace for the next, a first layout's large ones do not")
    func groupingScratch() throws {
        var (state, _, batch) = SolverState.solitaryRows(Tuning.keptBatchSize + 1)
        try state.update(removing: [], adding: batch)
        #expect(state.workspace.groupMembers.capacity == 0 && state.workspace.groupParents.capacity == 0)
        var (small, _, few) = SolverState.solitaryRows(3)
        try small.update(removing: [], adding: few)
        #expect(small.workspace.groupMembers.count == 3 && small.workspace.groupParents.count >= 3)
    }

    @Test("a large batch of few groups keeps its group starts in an array of the groups' size")
    func exactGroupStarts() {
        // 2,000 constraints in two chains: x0 ≤ x1 ≤ … (1,000 rows) and y0 ≤ y1 ≤ … (1,000 rows).
        var state = SolverState()
        let x = (0...1000).map { state.makeVariable("x\($0)") }
        let y = (0...1000).map { state.makeVariable("y\($0)") }
        let batch = (0..<1000).map { k in Constraint(Expression(x[k]), .lessThanOrEqual, Expression(x[k + 1])) }
            + (0..<1000).map { k in Constraint(Expression(y[k]), .lessThanOrEqual, Expression(y[k + 1])) }
        var members: [Int32] = [], groupStart: [Int] = []
        state.groups(of: batch, members: &members, groupStart: &groupStart)
        #expect(groupStart == [0, 1000, 2000])
        #expect(groupStart.capacity < 1000)   // not the 2,001 it was counted in
        #expect(members == Array(0..<2000))   // an Int32 each, half an Int
    }

    @Test("edit variables installed in one batch keep a component each, to be linked to their own systems")
    func editsStayApart() throws {
        var state = SolverState()
        let v = (0..<40).map { state.makeVariable("e\($0)") }
        for x in v { try state.addEditVariable(x, strength: .strong) }
        state.flushPendingEdits()
        #expect(state.components.compactMap { $0 }.count == 40)
        #expect(state.components.compactMap { $0 }.allSatisfy { $0.rowCount == 1 })
    }

    @Test("a row removed from a shared component leaves the others' values, and a linked one absorbs the whole component")
    func removeAndLink() throws {
        var (state, v, batch) = SolverState.solitaryRows(40)
        try state.update(removing: [], adding: batch)
        try state.update(removing: [batch[3]], adding: [])
        #expect(state.values[v[3].id] == 0)
        for k in 0..<40 where k != 3 { #expect(state.values[v[k].id] == Double(k)) }
        // v5 + w == 10 links v5 (value 5) to a new w: w = 5; the 31 other rows come along.
        let w = state.makeVariable("w")
        try state.update(removing: [], adding: [Constraint(Expression(v[5]) + Expression(w), .equal, Expression(10))])
        #expect(state.values[w.id] == 5)
        #expect(state.variableComponent[w.id] == state.variableComponent[v[0].id])
        for k in 0..<40 where k != 3 { #expect(state.values[v[k].id] == Double(k)) }
    }

    @Test("a failing batch with shared components leaves the state as it was")
    func failingBatch() throws {
        var (state, v, batch) = SolverState.solitaryRows(40)
        // v39 == 1 contradicts v39 == 39 in the last group, installed after
        // the 39 one-row groups went into one shared component.
        let conflict = Constraint(Expression(v[39]), .equal, Expression(1))
        #expect(throws: SolverError.self) { try state.update(removing: [], adding: batch + [conflict]) }
        #expect(state.components.compactMap { $0 }.isEmpty)
        #expect(state.records.isEmpty)
        try state.update(removing: [], adding: batch)
        for (k, x) in v.enumerated() { #expect(state.values[x.id] == Double(k)) }
    }

    @Test("a first layout's one-row groups go into their shared components as one installation each, and undo as such")
    func sharedRuns() throws {
        // 70 one-row groups: runs of 32, 32 and 6 rows, one journal each, the values as alone.
        var (state, v, batch) = SolverState.solitaryRows(70)
        let undo = try state.update(removing: [], adding: batch, undoable: true)
        guard case let .journals(journals, _) = undo else {
            Issue.record("expected journals, got \(undo)")
            return
        }
        #expect(journals.count == 3)
        #expect(state.components.compactMap { $0 }.map(\.rowCount) == [32, 32, 6])
        for (k, x) in v.enumerated() { #expect(state.values[x.id] == Double(k)) }
        state.undo(undo)
        #expect(state.records.isEmpty && state.components.compactMap { $0 }.isEmpty)
        for x in v { #expect(state.values[x.id] == 0) }
    }

    @Test("a run of one-row groups that fails is taken back and installed again group by group, for the group's own error")
    func sharedRunFallsBack() {
        // Row 20 of 40 is `5 == 0`: the first run (rows 0…31) fails, and so does row 20 alone.
        var (state, _, rows) = SolverState.solitaryRows(40)
        let impossible = Constraint(Expression(5), .equal)
        rows[20] = impossible
        var named: Constraint?
        do throws(SolverError) {
            try state.update(removing: [], adding: rows, explainConflicts: false)
        } catch {
            if case let .unsatisfiable(constraint, _) = error { named = constraint }
        }
        #expect(named === impossible)
        #expect(state.records.isEmpty && state.components.compactMap { $0 }.isEmpty)
    }

    @Test("a run that joins a shared component its batch made, and fails, is taken back alone before its groups go in one by one")
    func sharedRunJoiningBatchComponentFallsBack() throws {
        // 40 one-row groups (runs of 32 and 8: the second component has room
        // for 24 more), a two-row group that ends the run, then 10 one-row
        // groups whose sixth is `5 == 0`. Those 10 are one run into the
        // second component, made by this batch: taken back with its own
        // checkpoint, they go in again one by one, the first five join that
        // component, and the sixth fails alone — the constraint the error
        // names, with nothing of the batch left.
        var (state, v, rows) = SolverState.solitaryRows(50)
        let a = state.makeVariable("a"), b = state.makeVariable("b")
        let pair = [Constraint(Expression(a), .equal, Expression(1)), Constraint(Expression(b), .equal, Expression(a))]
        let impossible = Constraint(Expression(5), .equal)
        rows[45] = impossible
        let batch = Array(rows[0..<40]) + pair + Array(rows[40...])
        var named: Constraint?
        do throws(SolverError) {
            try state.update(removing: [], adding: batch, explainConflicts: false)
        } catch {
            if case let .unsatisfiable(constraint, _) = error { named = constraint }
        }
        #expect(named === impossible)
        #expect(state.records.isEmpty && state.components.compactMap { $0 }.isEmpty)
        // Without it, the same batch installs: 32 + 8 + 9 shared rows and the pair.
        rows[45] = Constraint(Expression(v[45]), .equal, Expression(45))
        try state.update(removing: [], adding: Array(rows[0..<40]) + pair + Array(rows[40...]))
        #expect(state.components.compactMap { $0 }.map(\.rowCount).sorted() == [2, 8 + 10, 32])
        for (k, x) in v.enumerated() { #expect(state.values[x.id] == Double(k)) }
        #expect(state.values[b.id] == 1)
    }
}
