// How much simplex work the solver has done, for tests and benchmarks.
extension Solver {
    /// The simplex pivots the solver's live components have taken (a
    /// component absorbed into another takes its count with it only as far
    /// as the absorbing one's: a fresh solver's first batch counts exactly).
    ///
    /// Tests read it to check that a start basis needed no pivot
    /// (``Tuning/resolvedStartRows``); nothing depends on it.
    package var pivotCount: Int {
        var total = 0
        for component in state.components { total += component?.pivotCount ?? 0 }
        return total
    }
}
