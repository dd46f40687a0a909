@testable import ArrangeSolver
import TestSupport

/// Two solvers given the same calls: one made in its direct mode, one
/// forced onto the general path from its first batch
/// (``Tuning/directResolution`` off), for the differential tests of the
/// direct mode. Variables are made in both at once, so a variable (an id)
/// and a constraint (an immutable object) mean the same in either.
final class DirectTwin {
    /// The solver that starts in its direct mode.
    let direct = Tuning.$directResolution.withValue(true) { Solver() }
    /// The solver on the general path.
    let general = Tuning.$directResolution.withValue(false) { Solver() }

    /// Makes a variable in both solvers (the same id in each).
    func variable(_ name: String) -> Variable {
        let v = direct.makeVariable(name)
        precondition(general.makeVariable(name) == v, "the twins make their variables in step")
        return v
    }

    /// Makes variables in both solvers.
    func variables(_ names: String...) -> [Variable] { names.map(variable) }

    /// Makes the same call on both solvers; the errors each threw.
    @discardableResult
    func both(_ call: (Solver) throws -> Void) -> (direct: SolverError?, general: SolverError?) {
        (capturedError { try call(direct) }, capturedError { try call(general) })
    }

    /// Resets both solvers, each in its own mode.
    func reset() {
        Tuning.$directResolution.withValue(true) { direct.reset() }
        Tuning.$directResolution.withValue(false) { general.reset() }
    }

    /// The variables whose values differ by more than 1e-9 (relative to
    /// magnitudes above 1) between the two solvers, as sentences.
    func apart(_ variables: [Variable]) -> [String] {
        variables.compactMap { v in
            let (a, b) = (direct[v], general[v])
            return abs(a - b) <= 1e-9 * max(1, abs(a)) ? nil : "\(direct.name(of: v)): \(a) directly, \(b) generally"
        }
    }

    /// Whether every value is the same, bit for bit, in both solvers.
    var bitIdentical: Bool { direct.valueBits == general.valueBits }
}

extension Solver {
    /// Whether the solver still resolves directly (no component made yet).
    var isDirect: Bool { state.direct != nil }

    /// The bit patterns of every variable's value, read without installing
    /// waiting edit variables (a read of ``value(of:)`` would).
    var valueBits: [UInt64] { state.values.map(\.bitPattern) }
}
