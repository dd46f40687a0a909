// Forgetting everything but the variables (kiwi's `reset`).
extension Solver {
    /// Removes every constraint and every edit variable, keeping the
    /// variables: each reads 0 again, and keeps its name and identity, so
    /// constraints over them can be added anew. kiwi's `Solver::reset`.
    ///
    /// - Complexity: O(variables).
    public func reset() {
        changes &+= 1
        let names = state.names
        var workspace = Workspace()
        swap(&workspace, &state.workspace)   // scratch is reused, never read
        state = SolverState(direct: Tuning.directResolution)
        state.workspace = workspace
        state.names = names
        state.values = Array(repeating: 0, count: names.count)
        state.variableComponent = Array(repeating: -1, count: names.count)
        state.variableColumn = Array(repeating: -1, count: names.count)
        state.checkInvariants()
    }
}
