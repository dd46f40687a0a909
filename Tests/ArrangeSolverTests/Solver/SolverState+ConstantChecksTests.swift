@testable import ArrangeSolver
import Testing
import TestSupport

@Suite("An ordinary constant change is checked in one pass; anything else takes the full checks")
struct SolverStateConstantChecksTests {
    /// Four chained items: `x0 == 0`, `x(k+1) == xk + 10` (the gaps are returned).
    func chain() throws -> (Solver, [Variable], gaps: [Constraint]) {
        let solver = Solver()
        let x = (0..<4).map { solver.makeVariable("x\($0)") }
        let gaps: [Constraint] = (0..<3).map { x[$0 + 1] == x[$0] + 10 }
        try solver.add([x[0] == 0] + gaps)
        return (solver, x, gaps)
    }

    @Test("the slots of an ordinary change come back in call order, ascending or not")
    func slotsInCallOrder() throws {
        let (solver, _, gaps) = try chain()
        let new = gaps.map { $0.withConstant(-20) }
        let slots = try #require(solver.state.inPlaceSlots(gaps, new))
        #expect(slots == gaps.map { solver.state.records[ObjectIdentifier($0)]! })
        // Reversed: the same slots reversed (sorted to look for repeats, not reordered).
        let reversed = try #require(solver.state.inPlaceSlots(gaps.reversed(), new.reversed()))
        #expect(reversed == slots.reversed())
    }

    @Test("repeats, installed new constraints, other changes and unknown constraints leave it to the full checks")
    func notOrdinary() throws {
        let (solver, x, gaps) = try chain()
        let state = solver.state
        #expect(state.inPlaceSlots([gaps[0], gaps[0]], [gaps[0].withConstant(1), gaps[0].withConstant(2)]) == nil)
        #expect(state.inPlaceSlots([gaps[0]], [gaps[1]]) == nil)
        #expect(state.inPlaceSlots([gaps[0]], [x[1] >= x[0] + 10]) == nil)
        #expect(state.inPlaceSlots([x[0] == 5], [x[0] == 6]) == nil)
        #expect(state.inPlaceSlots([gaps[0]], [gaps[0].withConstant(.infinity)]) == nil)
    }

    @Test("a repeated new constraint is found as it is indexed, and the index is left as it was")
    func repeatedNew() throws {
        let (solver, x, _) = try chain()
        // Two rows with the same terms, relation and strength: one new version could stand for both.
        let low: Constraint = x[3] >= x[0] + 5, lower: Constraint = x[3] >= x[0] + 8
        try solver.add([low, lower])
        let repeated: Constraint = x[3] >= x[0] + 9
        let old = [low, lower], new = [repeated, repeated]
        var state = solver.state
        let slots = try #require(state.inPlaceSlots(old, new))
        let swapped = state.swapRecords(old, new, slots: slots)
        #expect(!swapped)
        #expect(state.records == solver.state.records)
        // The call names it as the full checks always did.
        let error = capturedError { try solver.replaceConstants(old, with: new) }
        guard case .duplicateConstraint(let named)? = error else { Issue.record("expected a duplicate, got \(String(describing: error))"); return }
        #expect(named === repeated)
        #expect(solver.contains(low) && solver.contains(lower) && !solver.contains(repeated))
    }

    @Test("a conflict after the one-pass checks leaves the index and every value as they were")
    func conflictRestoresTheIndex() throws {
        let (solver, x, gaps) = try chain()
        try solver.add(x[3] <= 40)
        let before = solver.state
        // x3 = 3 × 50 = 150 > 40: the required rows conflict.
        #expect(capturedError { try solver.replaceConstants(gaps, with: gaps.map { $0.withConstant(-50) }) }?.kind == .unsatisfiable)
        #expect(solver.state.records == before.records)
        #expect(solver.state.hasSameContent(as: before))
        #expect(solver[x[3]] == 30)
    }

    @Test("an ordinary change indexes each new constraint at its old one's slot")
    func indexesTheNewVersions() throws {
        let (solver, x, gaps) = try chain()
        let slots = gaps.map { solver.state.records[ObjectIdentifier($0)]! }
        let new = gaps.reversed().map { $0.withConstant(-5) }
        try solver.replaceConstants(Array(gaps.reversed()), with: new)
        #expect(new.reversed().map { solver.state.records[ObjectIdentifier($0)]! } == slots)
        #expect(gaps.allSatisfy { solver.state.records[ObjectIdentifier($0)] == nil })
        // x(k+1) == xk + 5: 0, 5, 10, 15.
        #expect(x.map { solver[$0] } == [0, 5, 10, 15])
    }

    @Test("repeats are found by marks when the values are many for their range, and by a sort otherwise")
    func distinct() {
        // 3 values below 16: marks (3 ≥ 16 / 16); below 1000: a sort.
        #expect(SolverState.areDistinct([5, 2, 9], below: 16))
        #expect(!SolverState.areDistinct([5, 2, 5], below: 16))
        #expect(SolverState.areDistinct([500, 2, 999], below: 1000))
        #expect(!SolverState.areDistinct([999, 2, 999], below: 1000))
    }

    @Test("the slots of one component are grouped at once; of two, not")
    func oneComponent() throws {
        // Components: the general path's (a direct system has none).
        let (solver, _, gaps) = try Tuning.$directResolution.withValue(false) { try chain() }
        let slots = gaps.map { solver.state.records[ObjectIdentifier($0)]! }
        #expect(solver.state.sameComponent(slots: slots) == Int(solver.state.slots[slots[0]]!.component))
        let y = solver.makeVariable("y")
        let apart: Constraint = y == 4
        try solver.add(apart)
        #expect(solver.state.sameComponent(slots: slots + [solver.state.records[ObjectIdentifier(apart)]!]) == nil)
        #expect(solver.state.sameComponent(slots: []) == nil)
    }
}
