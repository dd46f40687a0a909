/// An incremental Cassowary constraint solver.
///
/// Make variables with ``makeVariable(_:)``, add and remove constraints
/// (one at a time or as atomic batches), mark variables as editable and
/// suggest values for them, then read values. Values are always current:
/// every successful call leaves ``value(of:)`` answering for the new
/// optimum, so there is nothing to "update" (``updateVariables()`` exists
/// only for kiwi parity and does nothing).
///
/// The optimum minimises violations of the non-required constraints while
/// every required constraint holds: lexicographically by strength level
/// (a higher ``Strength/level(_:weight:)`` is never traded for lower ones),
/// and within a level the sum of weight × violation, as kiwi does with its
/// numeric strengths (see ``Strength``). A variable that no constraint
/// fixes reads 0 (see ``undeterminedVariables()``).
///
/// Every call either succeeds or throws a ``SolverError`` and leaves the
/// solver exactly as it was. The same calls in the same order give
/// bit-identical values in every process: nothing depends on hash order.
///
/// The algorithm is a bounded revised simplex method (primal and dual) over
/// a sparse LU-factorised basis, run separately on each connected component
/// of the constraint graph; see `Simplex/README.md` for the design and where
/// it departs from the Cassowary paper and from kiwi. Until a change needs
/// it, a solver resolves its constraints by substitution instead and proves
/// the result optimal (`Direct/README.md`): the same values, without rows.
///
/// Concurrency: not `Sendable`. A solver must be used from one task or
/// thread at a time, reads included (a read may apply pending suggested
/// values); nothing inside is locked. Separate solvers share no mutable
/// state and may run in parallel, each giving the values it would alone.
/// ``Variable``, ``Constraint`` and ``Strength`` are `Sendable` values.
public final class Solver {
    /// Everything the solver knows. Unchecked exclusivity: a solver is used
    /// from one thread at a time and no method re-enters another, and the
    /// dynamic checks cost most of a value read.
    @usableFromInline @exclusivity(unchecked) var state = SolverState(direct: Tuning.directResolution)

    /// Counts the calls that may have changed values (see ``revision``).
    @exclusivity(unchecked) var changes = 0

    /// A solver in its direct mode, in its simplex form, for the read-only
    /// questions only a basis answers (``basicRow(of:)``, the debug dump),
    /// with the ``changes`` it was made at: an explanation asks once per
    /// value, and each materialization costs a whole installation. Dropped
    /// when a transaction is taken back (its count of changes comes back);
    /// not used once a variable was made since.
    @exclusivity(unchecked) var questioned: (changes: Int, state: SolverState)?

    /// The state in its simplex form: itself, or (in the direct mode) the
    /// materialized copy made at the current ``changes``, made if need be.
    func components() -> SolverState {
        guard state.direct != nil else { return state }
        // Made at this count of changes, and no variable made since (that counts none).
        if let questioned, questioned.changes == changes, questioned.state.names.count == state.names.count { return questioned.state }
        let copy = state.materialized()
        questioned = (changes, copy)
        return copy
    }

    /// The storage of ``add(_:)-(Constraint)``'s one-element batch, empty
    /// between calls: adding constraints one call each allocates no array.
    @exclusivity(unchecked) private var single: [Constraint] = []

    /// Creates an empty solver.
    public init() {}

    /// Makes a new variable. Its value is 0 until constraints fix it.
    ///
    /// - Parameter name: shown in errors and in ``debugDescription``.
    /// - Complexity: amortised O(1).
    public func makeVariable(_ name: String = "") -> Variable {
        state.makeVariable(name)
    }

    /// Makes `count` unnamed variables at once (a layout tree's four per
    /// item): ids `first ..< first + count`, in order, exactly as `count`
    /// calls of ``makeVariable(_:)`` would make them, in one call through
    /// the solver and no name stored. Returns `first`.
    ///
    /// - Complexity: amortised O(`count`).
    package func makeVariables(count: Int) -> Int {
        state.makeVariables(count: count)
    }

    /// Makes room for `count` variables in all, so that making them a batch
    /// at a time (a layout tree's four per item, as its items are first
    /// lowered) does not grow the solver's tables again and again. Changes
    /// no value and no id.
    ///
    /// - Complexity: O(`count`) when the tables must grow, else O(1).
    package func reserveVariables(_ count: Int) {
        state.values.reserveCapacity(count)
        state.variableComponent.reserveCapacity(count)
        state.variableColumn.reserveCapacity(count)
    }

    /// The name the variable was made with.
    public func name(of variable: Variable) -> String {
        state.names[variable.id]
    }

    /// How many variables this solver has made.
    public var variableCount: Int { state.names.count }

    /// Adds one constraint.
    ///
    /// - Throws: ``SolverError`` (the constraint is a duplicate, mentions an
    ///   unknown variable, is not finite, or is required and unsatisfiable).
    public func add(_ constraint: Constraint) throws(SolverError) {
        changes &+= 1
        // The one-element batch reuses the storage of the last one's.
        var batch: [Constraint] = []
        swap(&batch, &single)
        batch.append(constraint)
        defer {
            batch.removeLast()   // keeps the storage (`removeAll(keepingCapacity:)` costs more than the element)
            single = batch
        }
        try update(removing: [], adding: batch)
    }

    /// Adds constraints atomically: all of them, or (on error) none.
    ///
    /// The batch costs one optimisation, not one per constraint.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        changes &+= 1
        try update(removing: [], adding: constraints)
    }

    /// Removes one constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        changes &+= 1
        try update(removing: [constraint], adding: [])
    }

    /// Removes constraints atomically: all of them, or (on error) none.
    public func remove(_ constraints: [Constraint]) throws(SolverError) {
        changes &+= 1
        try update(removing: constraints, adding: [])
    }

    /// Removes `old` and adds `new` as one atomic step: if any of `new`
    /// fails, `old` stays installed and nothing changes.
    ///
    /// A constraint may appear in both lists: it is removed, then added again.
    public func replace(_ old: [Constraint], with new: [Constraint]) throws(SolverError) {
        changes &+= 1
        try update(removing: old, adding: new)
    }

    /// Removes `old` and adds `new` as ``replace(_:with:)`` does, then asks
    /// `accept` whether to keep the result; if it answers false, takes the
    /// whole call back and returns false: every value, constraint and edit
    /// variable is then exactly as before, bit for bit.
    ///
    /// This is how a caller applies a change that must also meet a condition
    /// of its own (Arrange: the root keeps the size given from outside)
    /// atomically. `accept` may read values, nothing else.
    ///
    /// - Complexity: as ``replace(_:with:)``; taking back a pure addition
    ///   costs about what it added (a journal), anything else a copy of the
    ///   state that the call changes.
    @discardableResult
    public func replace(_ old: [Constraint], with new: [Constraint], keepingIf accept: (Solver) -> Bool) throws(SolverError) -> Bool {
        changes &+= 1
        let undo = try state.update(removing: old, adding: new, undoable: true)
        if accept(self) { return true }
        state.undo(undo)
        return false
    }

    /// Whether the constraint is installed.
    public func contains(_ constraint: Constraint) -> Bool {
        state.records[ObjectIdentifier(constraint)] != nil
    }

    /// The installed constraints, in installation order (edit constraints excluded).
    public var constraints: [Constraint] {
        state.installedConstraints()
    }

    /// Makes `variable` editable with a non-required `strength`.
    ///
    /// Like kiwi, this installs `variable == 0` at that strength until the
    /// first ``suggestValue(_:for:)``. The edit constraint is installed with
    /// the next call that changes or reads the solver, in the same batch, so
    /// that adding edit variables and suggesting their first values before a
    /// batch of constraints costs nothing extra.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        changes &+= 1
        try state.addEditVariable(variable, strength: strength)
    }

    /// Removes the edit constraint of `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        changes &+= 1
        try state.removeEditVariable(variable)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally
    /// (dual simplex from the previous optimum).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        changes &+= 1
        try state.suggestValue(value, for: variable)
    }

    /// Suggests values for several edit variables, in order, then asks
    /// `accept` whether to keep the result; if it answers false, takes the
    /// suggestions back and returns false: every value is then exactly as
    /// before, bit for bit (Arrange: a root size that required constraints
    /// refuse). `accept` may read values, nothing else.
    ///
    /// - Throws: ``SolverError`` for an unknown edit variable or a
    ///   non-finite value, before anything changes.
    /// - Complexity: as many ``suggestValue(_:for:)`` calls, plus a copy of
    ///   the basic values of each component touched when they move.
    @discardableResult
    public func suggestValues(_ suggestions: [(Variable, Double)], keepingIf accept: (Solver) -> Bool = { _ in true }) throws(SolverError) -> Bool {
        changes &+= 1
        let undo = try state.suggestValues(suggestions)
        if accept(self) { return true }
        state.undo(undo)
        return false
    }

    /// The current value of `variable`.
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        if !state.pendingEdits.isEmpty { state.flushPendingEdits() }
        return state.values[variable.id]
    }

    /// The current value of `variable`.
    public subscript(variable: Variable) -> Double {
        value(of: variable)
    }

    /// Installs any edit variables still waiting (values are otherwise
    /// always current). Kept for kiwi parity; reading a value does the same.
    public func updateVariables() {
        state.flushPendingEdits()
    }

    /// The variables whose values no constraint fixes: changing any of them
    /// (along a free direction of the solution) changes no violation, so the
    /// value the solver reports is arbitrary. Sorted by id.
    ///
    /// Variables that appear in no constraint are included.
    public func undeterminedVariables() -> [Variable] {
        state.flushPendingEdits()
        return state.undeterminedVariables()
    }

    private func update(removing old: [Constraint], adding new: [Constraint]) throws(SolverError) {
        try state.update(removing: old, adding: new)
    }
}
