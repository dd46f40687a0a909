import ArrangeSolver

/// A constraint system described without a solver: variables by index,
/// rows of small coefficients.
///
/// Solvers make their own variables, so a generated system is kept in this
/// neutral form and turned into real ``Constraint`` objects for one solver
/// with ``instantiate(in:)``. Instantiating twice gives two independent sets
/// of constraint objects with the same content (for "same system, another
/// order, a fresh solver" tests).
public struct SystemSpec: Sendable, CustomStringConvertible {
    /// One linear constraint `Σ coefficient·x[variable] + constant (relation) 0`.
    public struct Row: Sendable, Hashable, CustomStringConvertible {
        /// The terms, as (variable index, coefficient); indices may repeat.
        public var terms: [IndexedTerm]
        /// The constant of the left side.
        public var constant: Double
        /// How the left side relates to zero.
        public var relation: Relation
        /// The strength.
        public var strength: Strength

        /// Creates a row.
        public init(_ terms: [IndexedTerm], constant: Double, _ relation: Relation, strength: Strength) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }

        /// The left side at `point` (indexed like the variables).
        public func evaluate(at point: [Double]) -> Double {
            terms.reduce(constant) { $0 + $1.coefficient * point[$1.variable] }
        }

        /// The row as a constraint over `variables`.
        public func constraint(over variables: [Variable]) -> Constraint {
            let lhs = Expression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
            return Constraint(lhs, relation, strength: strength)
        }

        /// For example `2.0·x0 - 1.0·x3 + 4.0 <= 0 | weak`.
        public var description: String {
            let sum = terms.map { "\($0.coefficient)·x\($0.variable)" }.joined(separator: " + ")
            return "\(sum.isEmpty ? "0" : sum) + \(constant) \(relation.rawValue) 0 | \(strength)"
        }
    }

    /// A coefficient times the variable at an index.
    public struct IndexedTerm: Sendable, Hashable {
        /// The variable's index in the system.
        public var variable: Int
        /// The coefficient.
        public var coefficient: Double

        /// Creates `coefficient·x[variable]`.
        public init(_ variable: Int, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// How many variables the system has (indices `0..<variableCount`).
    public var variableCount: Int
    /// The rows, in the order to add them.
    public var rows: [Row]
    /// A point at which every required row holds exactly, when the generator
    /// built the system around one.
    public var witness: [Double]?

    /// Creates a system.
    public init(variableCount: Int, rows: [Row], witness: [Double]? = nil) {
        self.variableCount = variableCount
        self.rows = rows
        self.witness = witness
    }

    /// The required rows.
    public var requiredRows: [Row] { rows.filter { $0.strength.isRequired } }

    /// Makes the system's variables in `solver` (named `x0`, `x1`, …) and
    /// builds one constraint per row; nothing is added.
    public func instantiate(in solver: Solver) -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
        return (variables, rows.map { $0.constraint(over: variables) })
    }

    /// One row per line.
    public var description: String {
        "\(variableCount) variables\n" + rows.map { "  \($0)" }.joined(separator: "\n")
    }
}
