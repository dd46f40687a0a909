// Reading several values in one call.
extension Solver {
    /// The current values of four variables, in order, in one call: what
    /// ``value(of:)`` answers for each, at the cost of one read.
    ///
    /// Arrange reads an item's frame this way (left, top, width, height):
    /// a resize that reads every frame spends a large share of its time on
    /// the reads themselves.
    ///
    /// - Complexity: O(1). Inlined into the caller (a frame read is a few loads).
    @inlinable
    package func values(_ a: Variable, _ b: Variable, _ c: Variable, _ d: Variable) -> SIMD4<Double> {
        if !state.pendingEdits.isEmpty { applyPendingEdits() }
        return SIMD4(state.values[a.id], state.values[b.id], state.values[c.id], state.values[d.id])
    }

    /// ``values(_:_:_:_:)`` with the first two taken relative to two more:
    /// `(a − e, b − f, c, d)`, each difference as `value(of: a) - value(of: e)`
    /// computes it, bit for bit.
    ///
    /// Arrange reads a child's frame this way: its left and top less its
    /// parent's, then its width and height, in one call.
    ///
    /// - Complexity: O(1). Inlined into the caller (a frame read is a few loads).
    @inlinable
    package func values(_ a: Variable, _ b: Variable, _ c: Variable, _ d: Variable,
                        minus e: Variable, _ f: Variable) -> SIMD4<Double> {
        if !state.pendingEdits.isEmpty { applyPendingEdits() }
        return SIMD4(state.values[a.id] - state.values[e.id], state.values[b.id] - state.values[f.id],
                     state.values[c.id], state.values[d.id])
    }

    /// Installs the edit variables still waiting, out of line: the reads
    /// above stay a few loads when (almost always) there are none.
    @usableFromInline @inline(never)
    func applyPendingEdits() {
        state.flushPendingEdits()
    }
}
