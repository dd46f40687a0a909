/// How a column (a variable of the linear program) may move.
enum ColumnKind: UInt8 {
    /// An unknown of the user's: any value.
    case free
    /// A slack or an error: at least zero.
    case nonnegative
    /// The logical of an equality: exactly zero (basic only while infeasible or degenerate).
    case fixed
}

/// One connected component of the constraint graph, as a linear program in
/// bounded standard form with its own basis.
///
/// Each constraint `expr (<=|==|>=) 0` is a row `Σ aⱼ xⱼ + (logical, errors) = −constant`:
/// - the row's *logical* column (coefficient +1, or −1 for `>=`) is fixed at 0
///   for `==` and non-negative for inequalities (it is the slack);
/// - a non-required row adds error columns with the strength as cost:
///   `−e⁺ + e⁻` for `==`, `−e` for `<=`, `+e` for `>=`.
/// User variables are free columns. Every non-basic column sits at 0, so the
/// basic values are `x = B⁻¹ rhs`. The objective is `Σ cost · column`.
///
/// Rows and columns are stored twice (row-wise and column-wise) so that both
/// the primal pricing (by column) and the dual ratio test (by row) are sparse.
struct Component {
    // MARK: Columns
    var kind: [ColumnKind] = []
    var cost: [Double] = []
    /// The entries of each column; `index` is a row.
    var columns: [[Entry]] = []
    /// The solver variable of an external column, else −1.
    var variable: [Int32] = []
    /// The row owning a logical or error column, else −1.
    var ownerRow: [Int32] = []
    /// The basis position of each column, or −1.
    var position: [Int32] = []

    // MARK: Rows
    var rhs: [Double] = []
    /// The entries of each row; `index` is a column.
    var rows: [[Entry]] = []
    /// The logical column of each row.
    var logical: [Int32] = []
    /// The constraint record of each row (an index into the solver's records).
    var record: [Int32] = []

    // MARK: Basis
    /// The column at each basis position; as many positions as rows.
    var basis: [Int32] = []
    /// The value of the basic column at each position.
    var x: [Double] = []
    /// The factorised basis, or nil when the basis changed shape since.
    var factor: BasisFactor?
    /// The largest cost of any column (scales the dual tolerance).
    var maxCost: Double = 0

    var rowCount: Int { rows.count }
    var columnCount: Int { columns.count }

    /// Adds an external column for a solver variable and returns its index.
    mutating func addVariableColumn(_ v: Int) -> Int {
        addColumn(kind: .free, cost: 0, variable: Int32(v), ownerRow: -1)
    }

    private mutating func addColumn(kind k: ColumnKind, cost c: Double, variable v: Int32, ownerRow r: Int32) -> Int {
        kind.append(k); cost.append(c); columns.append([]); variable.append(v); ownerRow.append(r); position.append(-1)
        if c > maxCost { maxCost = c }
        return columns.count - 1
    }

    private mutating func link(row i: Int, column j: Int, _ value: Double) {
        rows[i].append(Entry(j, value))
        columns[j].append(Entry(i, value))
    }

    /// Appends the row of a constraint whose terms are already mapped to
    /// columns, with its logical basic; returns the row index.
    ///
    /// - Parameter cost: the strength of a non-required constraint, or nil if required.
    mutating func appendRow(terms: [Entry], rhs value: Double, relation: Relation, cost errorCost: Double?, record r: Int32) -> Int {
        let i = rows.count
        rows.append([]); rhs.append(value); record.append(r)
        rows[i].reserveCapacity(terms.count + 3)
        for t in terms { link(row: i, column: Int(t.index), t.value) }
        let l = addColumn(kind: relation == .equal ? .fixed : .nonnegative, cost: 0, variable: -1, ownerRow: Int32(i))
        link(row: i, column: l, relation == .greaterThanOrEqual ? -1 : 1)
        logical.append(Int32(l))
        if let w = errorCost {
            switch relation {
            case .equal:
                link(row: i, column: addColumn(kind: .nonnegative, cost: w, variable: -1, ownerRow: Int32(i)), -1)
                link(row: i, column: addColumn(kind: .nonnegative, cost: w, variable: -1, ownerRow: Int32(i)), 1)
            case .lessThanOrEqual:
                link(row: i, column: addColumn(kind: .nonnegative, cost: w, variable: -1, ownerRow: Int32(i)), -1)
            case .greaterThanOrEqual:
                link(row: i, column: addColumn(kind: .nonnegative, cost: w, variable: -1, ownerRow: Int32(i)), 1)
            }
        }
        position[l] = Int32(basis.count)
        basis.append(Int32(l))
        x.append(0)
        factor = nil
        return i
    }

    /// Makes brand-new external columns basic in the new rows where they
    /// first appear, instead of the rows' logicals (a triangular crash).
    ///
    /// The new rows with logicals (cost 0) or new free columns (cost 0) basic
    /// get zero duals, so an optimal basis stays dual feasible: the dual
    /// simplex can then restore primal feasibility directly. Chains of
    /// equalities become fully basic and need no pivot at all.
    mutating func crash(rows newRows: Range<Int>, newColumns: Range<Int>) {
        var seen = [Bool](repeating: false, count: newColumns.count)
        for i in newRows {
            var pick = -1
            var best = 0.0
            for e in rows[i] {
                let j = Int(e.index)
                guard newColumns.contains(j), variable[j] >= 0, position[j] < 0, !seen[j - newColumns.lowerBound] else { continue }
                if Swift.abs(e.value) > best { best = Swift.abs(e.value); pick = j }
            }
            for e in rows[i] where newColumns.contains(Int(e.index)) { seen[Int(e.index) - newColumns.lowerBound] = true }
            if pick >= 0 {
                let l = Int(logical[i])
                let p = Int(position[l])
                basis[p] = Int32(pick); position[pick] = Int32(p); position[l] = -1
            }
        }
        factor = nil
    }

    /// Appends another component's rows, columns and basis (block diagonal).
    mutating func absorb(_ other: Component) {
        let rowOffset = Int32(rows.count), columnOffset = Int32(columns.count), positionOffset = Int32(basis.count)
        for j in 0..<other.columns.count {
            kind.append(other.kind[j]); cost.append(other.cost[j]); variable.append(other.variable[j])
            ownerRow.append(other.ownerRow[j] >= 0 ? other.ownerRow[j] + rowOffset : -1)
            position.append(other.position[j] >= 0 ? other.position[j] + positionOffset : -1)
            columns.append(other.columns[j].map { Entry(Int($0.index + rowOffset), $0.value) })
        }
        for i in 0..<other.rows.count {
            rows.append(other.rows[i].map { Entry(Int($0.index + columnOffset), $0.value) })
            rhs.append(other.rhs[i]); logical.append(other.logical[i] + columnOffset); record.append(other.record[i])
        }
        basis.append(contentsOf: other.basis.map { $0 + columnOffset })
        x.append(contentsOf: other.x)
        maxCost = Swift.max(maxCost, other.maxCost)
        factor = nil
    }
}
