// Reading several values in one call.
extension Solver {
    /// The current values of four variables, in order, in one call: what
    /// ``value(of:)`` answers for each, at the cost of one read.
    ///
    /// Arrange reads an item's frame this way (left, top, width, height,
    /// then the parent's left and top): a resize that reads every frame
    /// spends a large share of its time on the reads themselves.
    ///
    /// - Complexity: O(1).
    package func values(_ a: Variable, _ b: Variable, _ c: Variable, _ d: Variable) -> SIMD4<Double> {
        if !state.pendingEdits.isEmpty { state.flushPendingEdits() }
        return SIMD4(state.values[a.id], state.values[b.id], state.values[c.id], state.values[d.id])
    }
}
