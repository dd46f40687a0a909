/// A variable of a ``Solver``: a cheap value handle to one unknown.
///
/// Variables are created by a solver (``Solver/makeVariable(_:)``) and are
/// numbered densely from zero in creation order, so that the solver can keep
/// its per-variable state in arrays and every choice it makes ("the first
/// variable") is the same in every process. A variable belongs to the solver
/// that made it; using it with another solver is a programming error.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's dense index in its solver, in creation order.
    public let id: Int

    /// The variable with dense index `id` (package: a batch from
    /// ``Solver/makeVariables(count:)`` is a range of ids).
    @usableFromInline
    package init(id: Int) { self.id = id }

    /// Orders variables by creation.
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

extension Variable: CustomStringConvertible {
    /// `v` followed by the variable's id; a solver prints names (``Solver/name(of:)``).
    public var description: String { "v\(id)" }
}
