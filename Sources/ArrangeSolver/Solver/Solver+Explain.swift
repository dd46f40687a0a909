/// Read-only questions about the current optimum, for explanations: which
/// constraints a value is made of, and how far a constraint is violated.
/// Nothing here changes the solver.

/// One installed constraint in the basic row of an expression (see
/// ``Solver/basicRow(of:)``).
public struct BasicRowTerm: Sendable {
    /// The constraint (for an edit variable, its internal `v == value` constraint).
    public var constraint: Constraint
    /// Whether it is the edit constraint of a variable (``Solver/addEditVariable(_:strength:)``).
    public var isEdit: Bool
    /// Its multiplier `yᵢ` in the basic row: the expression's value moves by
    /// `yᵢ` when this constraint's constant drops by 1.
    public var multiplier: Double
    /// What it adds to the expression's value: `yᵢ` times its right-hand
    /// side (minus its constant; an edit's suggested value).
    public var contribution: Double
}

/// How the current value of an expression follows from the installed
/// constraints, read from the optimal basis.
public struct BasicRow: Sendable {
    /// The constraints whose rows make up the value, in installation order:
    /// the value is the expression's constant plus the sum of their
    /// ``BasicRowTerm/contribution``. Each holds exactly at the optimum
    /// (its slack and errors are non-basic, at 0): these are the active
    /// constraints that pin the value.
    public var terms: [BasicRowTerm]
    /// The expression's variables that no row of the basis expresses (in
    /// no constraint, or non-basic): their values are not pinned, and the
    /// terms say nothing about them. Sorted by id.
    public var unpinned: [Variable]
}

extension Solver {
    /// The row of the current basis that expresses `expression`:
    /// `value(expression) = constant + Σ yᵢ · rhsᵢ`, with `y = B⁻ᵀ c_B`
    /// (`c_B` the expression's coefficients at the basic positions of its
    /// variables), component by component. A row whose slack or error is
    /// basic has `yᵢ = 0`, so every row listed is active (holds exactly).
    ///
    /// - Complexity: one transposed solve with the basis of each component
    ///   the expression touches (a refactorisation of a copy if its
    ///   factorisation is stale).
    public func basicRow(of expression: Expression) -> BasicRow {
        state.flushPendingEdits()
        guard state.direct != nil else { return state.basicRow(of: expression) }
        return components().basicRow(of: expression)
    }

    /// How far `constraint` is violated at the current values: 0 when it
    /// holds, else `|expr|` for `==`, `expr` for `<=`, `−expr` for `>=`.
    ///
    /// - Complexity: O(terms).
    public func violation(of constraint: Constraint) -> Double {
        var sum = constraint.expression.constant
        for term in constraint.expression.terms { sum += term.coefficient * value(of: term.variable) }
        switch constraint.relation {
        case .equal: return Swift.abs(sum)
        case .lessThanOrEqual: return Swift.max(0, sum)
        case .greaterThanOrEqual: return Swift.max(0, -sum)
        }
    }
}

extension SolverState {
    /// ``Solver/basicRow(of:)``.
    func basicRow(of expression: Expression) -> BasicRow {
        if direct != nil { return materialized().basicRow(of: expression) }
        var unpinned: [Int] = []
        // Coefficients per component, at basis positions.
        var byComponent: [Int: [(position: Int, coefficient: Double)]] = [:]   // lookup; keys sorted before use
        for term in expression.terms {
            let v = term.variable.id
            guard v >= 0, v < names.count else { continue }
            let k = Int(variableComponent[v])
            guard k >= 0, let component = components[k] else { unpinned.append(v); continue }
            let p = Int(component.columns[Int(variableColumn[v])].position)
            guard p >= 0 else { unpinned.append(v); continue }
            byComponent[k, default: []].append((p, term.coefficient))
        }
        var found: [(serial: Int, term: BasicRowTerm)] = []
        for k in byComponent.keys.sorted() {
            var component = components[k]!
            if component.factor == nil || component.factor!.size != component.rowCount {
                var workspace = Workspace()
                component.ensureColumns()
                component.refactor(&workspace)
            }
            let m = component.rowCount
            var c = [Double](repeating: 0, count: m)
            for (p, a) in byComponent[k]! { c[p] += a }
            var y = [Double](repeating: 0, count: m)
            component.factor!.solveTransposed(&c, into: &y)
            let largest = y.reduce(0) { Swift.max($0, Swift.abs($1)) }
            for i in 0..<m where Swift.abs(y[i]) > 1e-12 * Swift.max(1, largest) {
                let record = slots[Int(component.rows[i].record)]!
                found.append((record.serial, BasicRowTerm(constraint: record.constraint, isEdit: record.isEdit,
                                                          multiplier: y[i], contribution: y[i] * component.rows[i].rhs)))
            }
        }
        found.sort { $0.serial < $1.serial }
        return BasicRow(terms: found.map(\.term), unpinned: Array(Set(unpinned)).sorted().map { Variable(id: $0) })
    }
}
