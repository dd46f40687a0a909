// Several calls taken as one, kept or taken back whole.
extension Solver {
    /// Runs `body`, which may make any calls on this solver, and keeps what
    /// it did only if it returns true; if it returns false or throws, the
    /// solver is put back exactly as it was before `body` ran: every value,
    /// constraint and edit variable, bit for bit (a failing call inside
    /// `body` already left the solver as it was before that call).
    ///
    /// Arrange uses it for questions answered by solving and then forgetting
    /// (a fitting size: the root's size edits lifted, the query's
    /// constraints added, content measured in passes, the size read) and for
    /// a root size whose set of given dimensions changes.
    ///
    /// ```swift
    /// let width = try solver.transaction { s in
    ///     try s.add(probe)
    ///     answer = s[x]
    ///     return false          // take it all back
    /// }
    /// ```
    ///
    /// - Returns: whether the changes were kept (what `body` returned).
    /// - Complexity: what `body`'s calls cost, plus a copy of each part of
    ///   the state they change (copy on write: the components touched, and
    ///   the records of constraints when any is added or removed).
    @discardableResult
    public func transaction<E: Error>(_ body: (Solver) throws(E) -> Bool) throws(E) -> Bool {
        state.flushPendingEdits()
        let saved = state
        let savedChanges = changes
        let kept: Bool
        do {
            kept = try body(self)
        } catch {
            state = saved
            questioned = nil
            changes = savedChanges
            state.checkInvariants()
            throw error
        }
        if kept { return true }
        state = saved
        questioned = nil
        changes = savedChanges
        state.checkInvariants()
        return false
    }

    /// A number that changes whenever a call may have changed a value (an
    /// addition, removal, replacement, edit, suggestion, constant change or
    /// reset, and a transaction kept), and comes back with the state when a
    /// transaction is taken back: a caller that derives something from the
    /// values (Arrange's measured content) compares it with the revision it
    /// derived them at, instead of comparing the values.
    public var revision: Int { changes }
}
