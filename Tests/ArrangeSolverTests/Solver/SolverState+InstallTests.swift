@testable import ArrangeSolver
import Testing

@Suite("A group is installed into the largest component it meets")
struct SolverStateInstallTests {
    @Test("a group joining many components, met in descending order, absorbs them all into the largest, whether they are sorted by insertion or not")
    func joinsComponentsInAnyOrder() throws {
        for n in [3, Tuning.insertionSortLimit, Tuning.insertionSortLimit + 4] {
            // v_k == k, one call each: n components of one row (small batches share none).
            var state = SolverState()
            let v = (0..<n).map { state.makeVariable("v\($0)") }
            for (k, x) in v.enumerated() {
                try state.update(removing: [], adding: [Constraint(Expression(x), .equal, Expression(Double(k)))])
            }
            // Component 0 gets a second row, so it is the largest: v0 ≤ 5.
            try state.update(removing: [], adding: [Constraint(Expression(v[0]), .lessThanOrEqual, Expression(5))])
            #expect(state.components.compactMap { $0 }.count == n)
            // s + v_{n−1} + … + v_0 == 1000: terms in descending component order.
            let s = state.makeVariable("s")
            let terms = [Term(s, 1)] + v.reversed().map { Term($0, 1) }
            try state.update(removing: [], adding: [Constraint(Expression(terms, constant: -1000), .equal, Expression(0))])
            #expect(state.components.compactMap { $0 }.count == 1)
            #expect(state.components.indices.first { state.components[$0] != nil } == 0)
            for (k, x) in v.enumerated() { #expect(state.values[x.id] == Double(k)) }
            // s = 1000 − (0 + 1 + … + (n − 1)) = 1000 − n(n − 1)/2.
            #expect(state.values[s.id] == Double(1000 - n * (n - 1) / 2))
        }
    }

    @Test("truncating keeps the first elements, whether none, a few or many are cut")
    func truncate() {
        for (total, keep) in [(5, 5), (8, 5), (60, 3)] {
            var a = Array(0..<total)
            SolverState.truncate(&a, to: keep)
            #expect(a == Array(0..<keep), "\(total) to \(keep)")
        }
    }
}
