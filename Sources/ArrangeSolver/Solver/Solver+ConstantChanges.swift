// Changing an installed constraint's constant in place, re-solved
// incrementally like a suggested value.
extension Solver {
    /// Changes the constant of an installed constraint and re-solves
    /// incrementally; returns the constraint now installed in its place.
    ///
    /// The constant is the one of ``Constraint/expression`` (a constraint is
    /// `expression REL 0`): for `x == y + 8` it is −8, so
    /// `setConstant(-20, of: c)` makes it `x == y + 20`. Constraints are
    /// immutable, so the solver installs `constraint.withConstant(constant)`
    /// in place of `constraint` (same row, same place in ``constraints``);
    /// `constraint` is no longer installed afterwards.
    ///
    /// The row's right-hand side changes in place and the dual simplex
    /// method re-solves from the current basis (a warm start): it costs what
    /// ``suggestValue(_:for:)`` costs, not a removal and an addition.
    ///
    /// - Throws: ``SolverError/unsatisfiable(constraint:conflicts:)`` when a
    ///   required constraint cannot take the new constant (naming the new
    ///   version and a minimal set of required constraints it contradicts),
    ///   ``SolverError/unknownConstraint(_:)`` if it is not installed (edit
    ///   constraints included), ``SolverError/nonFinite(_:)``. On error the
    ///   solver is exactly as it was.
    /// - Complexity: one solve with the factorised basis, and the dual
    ///   simplex pivots the change causes.
    @discardableResult
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) -> Constraint {
        changes &+= 1
        let new = constraint.withConstant(constant)
        try state.replaceConstants([constraint], with: [new])
        return new
    }

    /// Replaces installed constraints by constraints that differ from them
    /// only in their constants (`new[n]` for `old[n]`, usually made with
    /// ``Constraint/withConstant(_:)``), in place and atomically: all of
    /// them, or (on error) none.
    ///
    /// Each row keeps its place (``constraints`` lists `new[n]` where
    /// `old[n]` was) and the solver re-solves incrementally from the current
    /// basis, as ``setConstant(_:of:)`` does. A pair that differs in more
    /// than its constant (terms, relation or strength) makes the whole call
    /// an ordinary ``replace(_:with:)``, with the same result.
    ///
    /// - Precondition: `old` and `new` have the same count.
    /// - Throws: as ``setConstant(_:of:)``; also
    ///   ``SolverError/duplicateConstraint(_:)`` for a new constraint that is
    ///   installed already (other than its own old one) or repeated.
    public func replaceConstants(_ old: [Constraint], with new: [Constraint]) throws(SolverError) {
        changes &+= 1
        try state.replaceConstants(old, with: new)
    }

    /// ``replaceConstants(_:with:)``, then asks `accept` whether to keep the
    /// result; if it answers false, takes the whole call back (every value,
    /// constraint and edit variable exactly as before, bit for bit) and
    /// returns false.
    ///
    /// As ``replace(_:with:keepingIf:)`` does for additions: Arrange uses it
    /// to keep a root at the size given from outside. `accept` may read
    /// values, nothing else.
    ///
    /// - Complexity: as ``replaceConstants(_:with:)``; taking it back costs
    ///   about what the change did.
    @discardableResult
    public func replaceConstants(_ old: [Constraint], with new: [Constraint], keepingIf accept: (Solver) -> Bool) throws(SolverError) -> Bool {
        changes &+= 1
        let undo = try state.replaceConstants(old, with: new, undoable: true)
        if accept(self) { return true }
        state.undoConstants(undo)
        return false
    }
}
