@testable import ArrangeSolver
import TestSupport
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

    @Test("a batch of fewer groups than a shared component holds puts those that touch no component in one component of up to 64 rows")
    func smallBatches() throws {
        var (state, v, batch) = SolverState.solitaryRows(31)
        try state.update(removing: [], adding: batch)
        #expect(state.components.compactMap { $0 }.map(\.rowCount) == [31])
        for (k, x) in v.enumerated() { #expect(state.values[x.id] == Double(k)) }
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

    // MARK: A batch of a few groups (one `arrange` of a screen)

    /// `count` random systems over variables of their own, in one state and
    /// one batch (the systems' rows in order), each with `rows` rows.
    private static func independentSystems(_ count: Int, rows: ClosedRange<Int>, seed: UInt64,
                                           feasible: Bool = true) -> (SolverState, [Variable], [Constraint]) {
        var rng = SeededGenerator(seed: seed)
        let generator = SystemGenerator(variables: 2...5, rows: rows,
                                        coefficients: seed % 2 == 0 ? SystemGenerator.integerCoefficients : SystemGenerator.awkwardCoefficients)
        var state = SolverState()
        var variables: [Variable] = [], batch: [Constraint] = []
        for n in 0..<count {
            let system = feasible || n != count / 2 ? generator.feasible(using: &rng) : generator.infeasible(using: &rng)
            let v = (0..<system.variableCount).map { state.makeVariable("s\(n)x\($0)") }
            variables += v
            batch += system.rows.map { $0.constraint(over: v) }
        }
        return (state, variables, batch)
    }

    /// The batch's connected groups, each installed as a batch of its own
    /// into `state`, in order, until one fails (its error, else nil).
    private static func installAlone(_ batch: [Constraint], into state: inout SolverState) -> SolverError? {
        var members: [Int32] = [], groupStart: [Int] = []
        state.groups(of: batch, members: &members, groupStart: &groupStart)
        for g in 0..<(groupStart.count - 1) {
            do {
                try state.update(removing: [], adding: members[groupStart[g]..<groupStart[g + 1]].map { batch[Int($0)] }, explainConflicts: false)
            } catch {
                return error
            }
        }
        return nil
    }

    @Test("a batch of a few groups, its one-row groups sharing a component, gives every value bit for bit as each group alone", arguments: propertySeeds(60))
    func fewGroupsAsAlone(seed: UInt64) throws {
        let count = 2 + Int(seed % 5)
        var (shared, variables, batch) = Self.independentSystems(count, rows: 1...8, seed: seed)
        var alone = shared
        try shared.update(removing: [], adding: batch, explainConflicts: false)
        #expect(Self.installAlone(batch, into: &alone) == nil)
        #expect(shared.components.compactMap { $0 }.count <= alone.components.compactMap { $0 }.count)
        for v in variables { #expect(shared.values[v.id].bitPattern == alone.values[v.id].bitPattern, "\(v) in seed \(seed)") }
    }

    @Test("a batch of a few groups that fails names the constraint and the conflict the first failing group alone names, and leaves nothing", arguments: propertySeeds(30))
    func fewGroupsFailAsAlone(seed: UInt64) {
        var (shared, _, batch) = Self.independentSystems(3, rows: 1...8, seed: seed, feasible: false)
        var alone = shared
        let expected = Self.installAlone(batch, into: &alone)
        var thrown: SolverError?
        do throws(SolverError) {
            try shared.update(removing: [], adding: batch, explainConflicts: false)
        } catch {
            thrown = error
        }
        #expect(thrown != nil && Self.identities(thrown) == Self.identities(expected))
        #expect(shared.records.isEmpty && shared.components.compactMap { $0 }.isEmpty)
    }

    /// The constraint an unsatisfiable error names and its conflicts, as identities.
    private static func identities(_ error: SolverError?) -> [ObjectIdentifier]? {
        guard case let .unsatisfiable(constraint, conflicts) = error else { return nil }
        return ([constraint] + conflicts).map(ObjectIdentifier.init)
    }

    @Test("in a batch of a few groups, one-row groups that touch no component share one, the others go in alone")
    func fewGroupsShareOneRowGroups() throws {
        // Three chains of three rows (x == k, y == x + 1, z == y + 1), then a
        // row joining x0's component, an edit variable alone and two new
        // one-row groups: the chains alone, the edit alone, the two together.
        var state = SolverState()
        var chains: [Constraint] = [], x0: Variable?
        for k in 0..<3 {
            let x = state.makeVariable("x\(k)"), y = state.makeVariable("y\(k)"), z = state.makeVariable("z\(k)")
            x0 = x0 ?? x
            chains += [Constraint(Expression(x), .equal, Expression(Double(k))), Constraint(Expression(y), .equal, Expression(x) + 1),
                       Constraint(Expression(z), .equal, Expression(y) + 1)]
        }
        try state.update(removing: [], adding: chains)
        #expect(state.components.compactMap { $0 }.map(\.rowCount) == [3, 3, 3])
        let e = state.makeVariable("e"), a = state.makeVariable("a"), b = state.makeVariable("b"), c = state.makeVariable("c")
        try state.addEditVariable(e, strength: .strong)
        try state.update(removing: [], adding: [Constraint(Expression(a), .equal, Expression(x0!) + 5), Constraint(Expression(b), .equal, Expression(3)),
                                                Constraint(Expression(c), .greaterThanOrEqual, Expression(4))])
        #expect(state.components.compactMap { $0 }.map(\.rowCount) == [3 + 1, 3, 3, 1, 2])
        #expect(state.values[a.id] == 5 && state.values[b.id] == 3 && state.values[c.id] == 4)
        #expect(state.variableComponent[e.id] != state.variableComponent[b.id])
        #expect(state.variableComponent[c.id] == state.variableComponent[b.id])
    }
}
