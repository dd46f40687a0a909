/// Why a ``Solver`` call failed. After any error the solver is exactly as
/// it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with `conflicts`, the
    /// required constraints already installed (or earlier in the same batch)
    /// that it contradicts. The set is minimal: without any one of them the
    /// rest hold together with `constraint`.
    case unsatisfiable(constraint: Constraint, conflicts: [Constraint])
    /// The constraint is already in the solver (or twice in one batch).
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable, name: String)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable, name: String)
    /// Edit variables cannot be required: a suggestion must be able to lose.
    case requiredEditVariable(Variable, name: String)
    /// A coefficient or constant is NaN, infinite, or beyond
    /// ±``Expression/largestSolvable`` (where solving could overflow).
    case nonFinite(Constraint)
    /// A suggested value is NaN, infinite, or beyond ±``Expression/largestSolvable``.
    case nonFiniteSuggestion(Variable, name: String, value: Double)
    /// The constraint mentions a variable this solver did not make.
    case unknownVariable(Variable, in: Constraint)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(c): it conflicts with \(conflicts.count) required constraint(s):\n\(list)"
        case let .duplicateConstraint(c): return "duplicate constraint \(c): it is already in the solver"
        case let .unknownConstraint(c): return "unknown constraint \(c): it is not in the solver"
        case let .duplicateEditVariable(v, name): return "duplicate edit variable \(name.isEmpty ? v.description : name): it already has an edit constraint"
        case let .unknownEditVariable(v, name): return "unknown edit variable \(name.isEmpty ? v.description : name): call addEditVariable first"
        case let .requiredEditVariable(v, name): return "edit variable \(name.isEmpty ? v.description : name) cannot be required: use strong or weaker"
        case let .nonFinite(c): return "constraint \(c) has a NaN or infinite coefficient or constant, or one beyond ±1e100 (where solving could overflow)"
        case let .nonFiniteSuggestion(v, name, value): return "suggested value \(value) for \(name.isEmpty ? v.description : name) is not finite or is beyond ±1e100"
        case let .unknownVariable(v, c): return "constraint \(c) mentions \(v), which this solver did not make"
        }
    }
}

extension SolverError {
    /// What kind of error it is, without the payload: for logs, metrics and
    /// code that reacts to the kind (`error.kind == .unsatisfiable`).
    public enum Kind: String, Sendable, CaseIterable {
        /// ``SolverError/unsatisfiable(constraint:conflicts:)``.
        case unsatisfiable
        /// ``SolverError/duplicateConstraint(_:)``.
        case duplicateConstraint
        /// ``SolverError/unknownConstraint(_:)``.
        case unknownConstraint
        /// ``SolverError/duplicateEditVariable(_:name:)``.
        case duplicateEditVariable
        /// ``SolverError/unknownEditVariable(_:name:)``.
        case unknownEditVariable
        /// ``SolverError/requiredEditVariable(_:name:)``.
        case requiredEditVariable
        /// ``SolverError/nonFinite(_:)``.
        case nonFinite
        /// ``SolverError/nonFiniteSuggestion(_:name:value:)``.
        case nonFiniteSuggestion
        /// ``SolverError/unknownVariable(_:in:)``.
        case unknownVariable
    }

    /// This error's kind.
    public var kind: Kind {
        switch self {
        case .unsatisfiable: .unsatisfiable
        case .duplicateConstraint: .duplicateConstraint
        case .unknownConstraint: .unknownConstraint
        case .duplicateEditVariable: .duplicateEditVariable
        case .unknownEditVariable: .unknownEditVariable
        case .requiredEditVariable: .requiredEditVariable
        case .nonFinite: .nonFinite
        case .nonFiniteSuggestion: .nonFiniteSuggestion
        case .unknownVariable: .unknownVariable
        }
    }
}
