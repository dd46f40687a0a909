@testable import ArrangeSolver
import Testing

@Suite("Absorbed components give their storage to new ones, which are exactly as new")
struct ComponentRecyclingTests {
    @Test("a component with rows, levels and a factor, recycled, comes back equal to a new one")
    func recycledEqualsNew() {
        var workspace = Workspace()
        var c = Component.make(&workspace)
        #expect(c == Component())
        // x + y == 10 (required), x == 3 (weak): two rows, a level, bordered onto the empty factor.
        _ = c.addVariableColumn(0)
        _ = c.addVariableColumn(1)
        c.reserve(rows: 2, entries: 3, privateColumns: 4)
        _ = c.appendRow(terms: [Entry(0, 1), Entry(1, 1)], rhs: 10, relation: .equal, strength: .required, record: 0)
        _ = c.appendRow(terms: [Entry(0, 1)], rhs: 3, relation: .equal, strength: .weak, record: 1)
        c.crash(rows: 0..<2, newColumns: 0..<c.columnCount)
        if !c.extendFactor(rows: 0..<2) { c.refactor(&workspace) }
        #expect(c != Component())
        #expect(c.levels.count == 1)
        let capacity = c.columns.capacity
        let updateCapacity = c.factor!.updates.capacity
        #expect(c.factor!.updates.count == 2)   // the two rows bordered on
        workspace.recycle(c)
        #expect(workspace.spareComponents.count == 1)
        let again = Component.make(&workspace)
        #expect(again == Component())
        #expect(again.columns.capacity == capacity)   // the storage came back with it
        #expect(again.factor!.updates.capacity == updateCapacity)   // the factor's update file's too
        #expect(workspace.spareComponents.isEmpty)
    }

    @Test("at most a few emptied components are kept")
    func bounded() {
        var workspace = Workspace()
        for _ in 0..<(Tuning.spareComponentLimit + 3) { workspace.recycle(Component()) }
        #expect(workspace.spareComponents.count == Tuning.spareComponentLimit)
    }

    @Test("a large component is not kept: its storage goes back to the allocator")
    func largeNotKept() {
        var workspace = Workspace()
        var big = Component()
        // 1000 rows of room: 1000 × 24 bytes of rows alone is past the 16 KB kept at most.
        big.reserve(rows: 1000, entries: 0, privateColumns: 0)
        #expect(big.storageBytes >= 1000 * 24 && big.storageBytes > Tuning.spareComponentBytes)
        workspace.recycle(big)
        #expect(workspace.spareComponents.isEmpty)
        var small = Component()
        small.reserve(rows: 32, entries: 64, privateColumns: 96)
        // 32 × (24 + 4 + 8) for rows, basis and values, 64 × 12 for the pool, 160 × 8 for the columns: 3,200 bytes at least.
        #expect(small.storageBytes >= 3200 && small.storageBytes <= Tuning.spareComponentBytes)
        workspace.recycle(small)
        #expect(workspace.spareComponents.count == 1)
    }

    /// kiwi_bench's chain-fixed, one `add` per constraint: each `wᵢ == 100`
    /// is a new component, absorbed by the next gap (which recycles it), so
    /// from the third item on every new component is a recycled one.
    @Test("a chain added one constraint per call, recycling every absorbed component, gets the hand-computed values")
    func chainOneByOne() throws {
        let solver = Solver()
        let n = 12
        let ls = (0..<n).map { solver.makeVariable("l\($0)") }
        let ws = (0..<n).map { solver.makeVariable("w\($0)") }
        for i in 0..<n {
            try solver.add(Constraint(Expression(ws[i]), .equal, Expression(100)))
            if i == 0 {
                try solver.add(Constraint(Expression(ls[0]), .equal, Expression(20)))
            } else {
                // lᵢ == lᵢ₋₁ + wᵢ₋₁ + 8
                try solver.add(Constraint(Expression(ls[i]), .equal, Expression([Term(ls[i - 1]), Term(ws[i - 1])], constant: 8)))
            }
        }
        // lᵢ = 20 + 108 i (each step is a width of 100 and a gap of 8), wᵢ = 100.
        for i in 0..<n {
            #expect(solver[ls[i]] == 20 + 108 * Double(i))
            #expect(solver[ws[i]] == 100)
        }
        // A required conflict still leaves everything as it was (the journal kept what it absorbed).
        let before = solver.debugDescription
        let w = solver.makeVariable("w")
        try solver.add(Constraint(Expression(w), .equal, Expression(1)))   // a component to absorb
        let afterW = solver.debugDescription
        #expect(throws: SolverError.self) {
            try solver.add(Constraint(Expression([Term(ls[n - 1]), Term(w)]), .equal, Expression(0)))
        }
        #expect(solver.debugDescription == afterW)
        #expect(before != afterW)
    }
}
