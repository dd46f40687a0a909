// What appending a row adds besides its entries, shared by ``Component/appendRow(poolFrom:rhs:relation:strength:record:)``
// (one row) and an installation's batch, which writes the same through buffers.
extension Component {
    /// Notes a row about to be appended, with right-hand side `value`: the
    /// component's magnitude (required rows) and span, and for a
    /// non-required row its level's slot and scale and its cost. Returns
    /// how many error columns the row gets and its cost index (−1: none).
    @inline(__always)
    mutating func noteRow(rhs value: Double, relation: Relation, strength: Strength) -> (errors: Int, costIndex: Int32) {
        if strength.isRequired { magnitude = Swift.max(magnitude, Swift.abs(value)) }
        span = Swift.max(span, Swift.abs(value))
        guard !strength.isRequired else { return (0, -1) }
        let w = strength.weight
        let s = w > 0 ? slot(forLevel: strength.level) : -1
        let c = s >= 0 ? w : 0
        if s >= 0 && c > levelScale[Int(s)] { levelScale[Int(s)] = c }
        return (relation == .equal ? 2 : 1, s >= 0 ? costIndex(weight: c, slot: s) : -1)
    }

    /// The private columns of row `owner`, in order, through `put`: its
    /// logical, basic at `position` (a slack of coefficient −1 for `>=`),
    /// then its `errors` error columns (`e⁺` of coefficient −1 for `==`
    /// and `<=`, then `e⁻` of +1 for `==` and `>=`).
    @inline(__always)
    static func privateColumns(owner: Int32, relation: Relation, errors: Int, position: Int32, _ put: (Column) -> Void) {
        put(Column(kind: relation == .equal ? .fixed : .nonnegative, variable: -1, ownerRow: owner, position: position,
                   privateCoefficient: relation == .greaterThanOrEqual ? -1 : 1))
        guard errors > 0 else { return }
        if relation != .greaterThanOrEqual {
            put(Column(kind: .nonnegative, variable: -1, ownerRow: owner, position: -1, privateCoefficient: -1, isError: true))
        }
        if relation != .lessThanOrEqual {
            put(Column(kind: .nonnegative, variable: -1, ownerRow: owner, position: -1, privateCoefficient: 1, isError: true))
        }
    }
}
