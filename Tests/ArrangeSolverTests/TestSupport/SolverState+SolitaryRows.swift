@testable import ArrangeSolver

extension SolverState {
    /// A state with `n` variables `v0…`, and a batch `vk == k` (required) for each.
    static func solitaryRows(_ n: Int) -> (SolverState, [Variable], [Constraint]) {
        var state = SolverState()
        let v = (0..<n).map { state.makeVariable("v\($0)") }
        let batch = v.enumerated().map { k, x in Constraint(Expression(x), .equal, Expression(Double(k))) }
        return (state, v, batch)
    }
}
