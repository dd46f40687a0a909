import ArrangeSolver

/// Runs `body` and returns the ``SolverError`` it threw, or `nil` if it
/// succeeded; for tests that inspect the error's case and payload.
///
///     let error = capturedError { try solver.add(c) }
///     guard case .duplicateConstraint(let d)? = error else { … }
///
/// (The closure is untyped because Swift 6 closures do not infer a typed
/// `throws`; every solver call throws only ``SolverError``, so anything else
/// is a programming error and traps.)
public func capturedError(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        preconditionFailure("a solver call threw \(error), which is not a SolverError")
    }
}
