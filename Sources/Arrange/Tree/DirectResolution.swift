import ArrangeSolver

/// The values that required equalities fix by substitution alone, from a
/// few values known beforehand: the resolution pass a first layout runs
/// before the solver (Tree/README.md, "Direct resolution").
///
/// An equality with one unknown left fixes it (`a·u + Σ known + c = 0`
/// gives `u = −(Σ known + c) / a`); that value may leave another equality
/// with one unknown, and so on, in dependency order: a worklist, first in
/// first out, seeded in the constraints' order, so the result depends on
/// nothing but the input. Each constraint is visited a bounded number of
/// times: linear in the terms.
///
/// Only what required equalities fix is resolved: whatever a solution of
/// the whole system is, these values are its values (up to rounding), so
/// a resolved value can stand in for the solver's. Inequalities and
/// priorities never fix anything here, and an equality whose unknowns are
/// all resolved is not checked: the solver sees every constraint anyway and
/// reports a conflict with its minimal set.
struct DirectResolution {
    /// The values, by variable id (looked up, never iterated).
    private var values: [Int: Double] = [:]

    /// How many values the pass resolved (the seeds not counted).
    private(set) var resolvedCount = 0

    /// Resolves what `constraints`' required equalities fix, from `seeds`.
    init(seeds: [(Variable, Double)], constraints: [Constraint]) {
        for (variable, value) in seeds { values[variable.id] = value }
        // The required equalities, each with its unknowns counted (terms of coefficient 0 left out).
        var candidates: [Int] = []
        var unknowns: [Int32] = []
        var users: [Int: [Int32]] = [:]
        for (n, constraint) in constraints.enumerated() where constraint.relation == .equal && constraint.strength.isRequired {
            let terms = constraint.expression.terms
            guard terms.count <= Self.termLimit, Self.distinct(terms) else { continue }
            var count: Int32 = 0
            for term in terms where term.coefficient != 0 && values[term.variable.id] == nil {
                count += 1
                users[term.variable.id, default: []].append(Int32(candidates.count))
            }
            guard count > 0 else { continue }
            candidates.append(n)
            unknowns.append(count)
        }
        var queue = candidates.indices.filter { unknowns[$0] == 1 }
        var head = 0
        while head < queue.count {
            let c = queue[head]
            head += 1
            guard unknowns[c] == 1 else { continue }
            let expression = constraints[candidates[c]].expression
            var sum = expression.constant
            var unknown: Term?
            for term in expression.terms where term.coefficient != 0 {
                if let value = values[term.variable.id] { sum += term.coefficient * value } else { unknown = term }
            }
            guard let unknown else { continue }
            let value = -sum / unknown.coefficient
            guard value.isFinite, Swift.abs(value) <= 1e100 else { continue }
            values[unknown.variable.id] = value
            resolvedCount += 1
            for user in users[unknown.variable.id] ?? [] {
                unknowns[Int(user)] -= 1
                if unknowns[Int(user)] == 1 { queue.append(Int(user)) }
            }
        }
    }

    /// The value resolved (or seeded) for `variable`, if any.
    subscript(variable: Variable) -> Double? { values[variable.id] }

    /// Equalities with more terms are left to the solver (a sum over a
    /// whole list fixes little by substitution, and checking its terms
    /// are distinct would cost their square).
    static let termLimit = 16

    /// Whether no variable appears twice among `terms`.
    private static func distinct(_ terms: [Term]) -> Bool {
        for i in terms.indices {
            for j in terms.indices where j > i && terms[i].variable.id == terms[j].variable.id { return false }
        }
        return true
    }
}
