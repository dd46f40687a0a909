/// One connected component of the constraint graph, as a linear program in
/// bounded standard form with its own basis.
///
/// Each constraint `expr (<=|==|>=) 0` is a row `Σ aⱼ xⱼ + (logical, errors) = −constant`:
/// - the row's *logical* column (coefficient +1, or −1 for `>=`) is fixed at 0
///   for `==` and non-negative for inequalities (it is the slack);
/// - a non-required row adds error columns with the strength's weight as
///   cost, on the strength's level: `−e⁺ + e⁻` for `==`, `−e` for `<=`,
///   `+e` for `>=`.
/// User variables are *external* columns (free); logicals and errors are
/// *private* to their row. Every non-basic column sits at 0, so the basic
/// values are `x = B⁻¹ rhs`. The objective is `Σ cost · column` per level,
/// minimised lexicographically, highest level first (see `Component+Levels.swift`).
///
/// Storage is flat: one ``Column`` per column and one ``Row`` per row
/// (``Row``), each in one array, so that a component costs a handful of
/// allocations however small it is (an item's `top`, a label's intrinsic
/// width are components of one row); the external entries of all rows
/// live in one pool (row-wise); private entries are implicit (one per
/// private column); a column-wise copy of the whole matrix is rebuilt
/// whenever rows change, at the refactorisation that has to follow anyway.
struct Component: Equatable {
    /// Every column, by column index.
    var columns: [Column] = []
    /// Every row, by row index.
    var rows: [Row] = []
    /// The external entries of every row: row `i`'s are
    /// `pool[entryRange(row: i)]` (index = column), in row order, and nothing else.
    var pool: [Entry] = []
    /// The weights and level slots the rows' errors cost, each pair once
    /// (mostly; see ``costIndex(weight:slot:)``): a row points at its pair.
    var costs: [Cost] = []

    // MARK: Column-wise copy (valid while `columnsCurrent`)
    /// Column `j`'s entries are `columnEntries[columnStart[j] ..< columnStart[j + 1]]` (index = row).
    /// A new component has none (not even the `[0]` of no columns, which
    /// would be an allocation per component): it is stale until rebuilt.
    var columnStart: [Int32] = []
    var columnEntries: [Entry] = []

    // MARK: Basis
    /// The column at each basis position; as many positions as rows.
    var basis: [Int32] = []
    /// The value of the basic column at each position.
    var x: [Double] = []
    /// The factorised basis, or nil when the basis changed shape since; a
    /// new component starts with the empty basis's, so that rows can be
    /// bordered onto it (see ``extendFactor(rows:)``).
    var factor: BasisFactor? = BasisFactor(lu: .empty)
    // MARK: Levels
    /// The strict levels of the costs present, highest first: slot `s` of
    /// the objective is level `levels[s]`. Only these levels cost anything.
    var levels: [Int] = []
    /// The largest weight on each slot (scales that slot's dual tolerance).
    var levelScale: [Double] = []
    /// The copy of the basis a checkpoint kept (see ``preserveBasis()``).
    var preserved: PreservedBasis?
    /// Counts the changes that may move basic values of existing rows
    /// (pivots, refactorisations, corrections): while it stands still,
    /// only appended rows have new values.
    var valueEpoch = 0
    /// The largest right-hand side of a required row, in magnitude (kept as
    /// rows come and constants change; recomputed when rows leave): the
    /// scale the required rows are computed at, which sets the primal
    /// tolerance (``primalTolerance``). Non-required rows (wishes, edits) do
    /// not count: a wish of 10¹⁵ that loses must not loosen what holds.
    var magnitude: Double = 0
    /// The largest right-hand side of any row, wishes and edits included
    /// (kept like ``magnitude``): the scale of the values the solves go
    /// through, which decides whether they are polished against the
    /// residual (``polishValues(_:)``).
    var span: Double = 0
    /// Counts pivots: while it stands still the basis is the same, so an
    /// optimal basis stays optimal (its reduced costs depend on nothing else).
    var pivotCount = 0
    // The narrow fields last: Swift lays a struct out in declaration order,
    // and each would otherwise pad to the next 8 bytes (a component is moved
    // around whole, and a layout makes thousands of small ones).
    /// Under a checkpoint, the rows and columns whose basis to keep if it
    /// changes in place (see ``preserveBasis()``).
    var preserving: PreservedExtent?
    /// Whether the column-wise copy is current.
    var columnsCurrent = false

    var rowCount: Int { rows.count }

    /// How far a basic value may lie outside its bound and still count as
    /// feasible: ``Tolerance/primal(magnitude:)`` of the component.
    @inline(__always)
    var primalTolerance: Double { Tolerance.primal(magnitude: magnitude) }

    /// Sets row `i`'s right-hand side (an edit's suggestion, a changed constant).
    mutating func setRightHandSide(_ value: Double, row i: Int) {
        rows[i].rhs = value
        if rows[i].errorA < 0 { magnitude = Swift.max(magnitude, Swift.abs(value)) }   // required rows have no error columns
        span = Swift.max(span, Swift.abs(value))
    }
    var columnCount: Int { columns.count }

    /// Adds an external column for a solver variable and returns its index.
    mutating func addVariableColumn(_ v: Int) -> Int {
        addColumn(kind: .free, variable: Int32(v), ownerRow: -1, coefficient: 0)
    }

    private mutating func addColumn(kind k: ColumnKind, variable v: Int32, ownerRow r: Int32, coefficient a: Double, isError: Bool = false,
                                    position: Int32 = -1) -> Int {
        columns.append(Column(kind: k, variable: v, ownerRow: r, position: position, privateCoefficient: a, isError: isError))
        columnsCurrent = false
        return columns.count - 1
    }

    /// Reserves room for `rows` more rows with `entries` external entries
    /// (hence at most that many new external columns) and `privateColumns`
    /// logicals and errors.
    ///
    /// Growth is geometric, so that adding rows one call at a time costs
    /// amortised O(1) per row, not a copy of every array each time.
    mutating func reserve(rows: Int, entries: Int, privateColumns: Int) {
        reserve(rows: rows, entries: entries, columns: entries + privateColumns)
        // A required row has one private column (its logical), a costed one
        // two or three: at most `privateColumns - rows` new costs. Reserved
        // (up to a bound: rows share most costs), so that a new component's
        // costs do not grow from empty by doubling.
        let costed = Swift.min(privateColumns - rows, Tuning.reservedCostsAtMost)
        if costed > 0 && costs.capacity < costs.count + costed {
            costs.reserveCapacity(Swift.max(costs.count + costed, 2 * costs.capacity))
        }
    }

    /// Reserves room for `rows` more rows (and basis positions), `entries`
    /// more pool entries and `columns` more columns, geometrically: to
    /// exactly what is needed when that is more than twice the room.
    mutating func reserve(rows: Int, entries: Int, columns: Int) {
        func grow<T>(_ array: inout [T], by extra: Int) {
            let needed = array.count + extra
            if array.capacity < needed { array.reserveCapacity(Swift.max(needed, 2 * array.capacity)) }
        }
        grow(&self.columns, by: columns)
        grow(&self.rows, by: rows); grow(&basis, by: rows); grow(&x, by: rows)
        grow(&pool, by: entries)
    }

    /// How many private columns (the logical and its errors) a row gets.
    static func privateColumnCount(relation: Relation, isRequired: Bool) -> Int {
        isRequired ? 1 : relation == .equal ? 3 : 2
    }

    /// Appends the row of a constraint whose terms are already mapped to
    /// columns, with its logical basic; returns the row index.
    ///
    /// - Parameter strength: the constraint's strength; a required row gets
    ///   no error columns, a non-required one errors costing its weight on its level.
    mutating func appendRow(terms: [Entry], rhs value: Double, relation: Relation, strength: Strength, record r: Int32) -> Int {
        let start = pool.count
        // One append per entry: `append(contentsOf:)` costs a generic
        // sequence copy per row, more than a row's few entries.
        for e in terms { pool.append(e) }
        return appendRow(poolFrom: start, rhs: value, relation: relation, strength: strength, record: r)
    }

    /// ``appendRow(terms:rhs:relation:strength:record:)`` for a row whose
    /// entries the caller has just appended to `pool`, from `start` on (an
    /// installation maps a constraint's terms to columns straight into it).
    /// The entries run to the next row's start (or the pool's end): the
    /// caller may hold the pool meanwhile, as this does not read it.
    mutating func appendRow(poolFrom start: Int, rhs value: Double, relation: Relation, strength: Strength, record r: Int32) -> Int {
        let i = rows.count
        precondition(i < Self.maximumRows - 1, "a component has fewer than \(Self.maximumRows) rows")
        let (errors, k) = noteRow(rhs: value, relation: relation, strength: strength)
        // The logical is made basic, at the next position: set as it is made
        // (a write through `columns` later is one more uniqueness check a row).
        let l = columns.count
        Self.privateColumns(owner: Int32(i), relation: relation, errors: errors, position: Int32(basis.count)) { columns.append($0) }
        rows.append(Row(rhs: value, start: Int32(start), logical: Int32(l), errorCount: errors,
                        record: r, costIndex: k))
        basis.append(Int32(l))
        x.append(0)
        columnsCurrent = false   // the factor, if any, covers the rows before: see extendFactor(rows:)
        return i
    }

    /// Calls `body(column, value)` for every entry of row `i`, external ones first.
    @inline(__always)
    func forEachEntry(row i: Int, _ body: (Int, Double) -> Void) {
        for n in entryRange(row: i) { body(Int(pool[n].index), pool[n].value) }
        let l = Int(rows[i].logical)
        body(l, columns[l].privateCoefficient)
        if rows[i].errorA >= 0 { body(Int(rows[i].errorA), columns[Int(rows[i].errorA)].privateCoefficient) }
        if rows[i].errorB >= 0 { body(Int(rows[i].errorB), columns[Int(rows[i].errorB)].privateCoefficient) }
    }

    /// The entries of column `j` (index = row); requires ``columnsCurrent``.
    @inline(__always)
    func entries(column j: Int) -> ArraySlice<Entry> {
        columnEntries[Int(columnStart[j])..<Int(columnStart[j + 1])]
    }

    /// Rebuilds the column-wise copy if rows changed since it was made.
    mutating func ensureColumns() {
        if !columnsCurrent { rebuildColumns() }
    }

    /// Rebuilds the column-wise copy of the matrix from the rows.
    ///
    /// - Complexity: O(rows + columns + entries).
    mutating func rebuildColumns() {
        let n = columns.count, m = rows.count
        var start: [Int32] = []
        swap(&start, &columnStart)   // reuse the old copy's storage
        start.removeAll(keepingCapacity: true)
        start.append(contentsOf: repeatElement(0, count: n + 1))
        var entries: [Entry] = []
        swap(&entries, &columnEntries)
        entries.removeAll(keepingCapacity: true)
        // Each private column has exactly one entry, in its owner row.
        let total = pool.count + columns.reduce(0) { $0 + ($1.ownerRow >= 0 ? 1 : 0) }
        entries.append(contentsOf: repeatElement(Entry(0, 0), count: total))
        start.withUnsafeMutableBufferPointer { start in
            entries.withUnsafeMutableBufferPointer { entries in
                pool.withUnsafeBufferPointer { pool in
                    // Counts, shifted by one so that the prefix sums give each column's end...
                    for e in pool { start[Int(e.index) + 1] += 1 }   // the pool holds live rows only
                    columns.withUnsafeBufferPointer { columns in
                        for j in 0..<n where columns[j].ownerRow >= 0 { start[j + 1] += 1 }
                    }
                    for j in 0..<n { start[j + 1] += start[j] }
                    // ...then each column's entries are placed from its start, which
                    // `start[j]` tracks, and a final shift restores the starts.
                    columns.withUnsafeBufferPointer { columns in
                        for i in 0..<m {
                            for e in pool[entryRange(row: i)] {
                                let j = Int(e.index)
                                entries[Int(start[j])] = Entry(i, e.value)
                                start[j] += 1
                            }
                            var j = Int(rows[i].logical)
                            entries[Int(start[j])] = Entry(i, columns[j].privateCoefficient)
                            start[j] += 1
                            guard rows[i].errorA >= 0 else { continue }
                            j = Int(rows[i].errorA)
                            entries[Int(start[j])] = Entry(i, columns[j].privateCoefficient)
                            start[j] += 1
                            guard rows[i].errorB >= 0 else { continue }
                            j = Int(rows[i].errorB)
                            entries[Int(start[j])] = Entry(i, columns[j].privateCoefficient)
                            start[j] += 1
                        }
                    }
                    var j = n
                    while j > 0 { start[j] = start[j - 1]; j -= 1 }
                    start[0] = 0
                }
            }
        }
        columnStart = start
        columnEntries = entries
        columnsCurrent = true
    }

    /// Appends another component's rows, columns and basis (block diagonal).
    mutating func absorb(_ other: Component) {
        let rowOffset = Int32(rows.count), columnOffset = Int32(columns.count), positionOffset = Int32(basis.count)
        let poolOffset = Int32(pool.count)
        precondition(rows.count + other.rowCount < Self.maximumRows, "a component has fewer than \(Self.maximumRows) rows")
        reserve(rows: other.rowCount, entries: other.pool.count, columns: other.columnCount)
        // Plain loops into reserved room: a lazy map's closure would be
        // allocated (it captures the offsets), once per array per absorption.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: other.levels.count) { slotMap in
            // The other's slots in this component's levels (in descending order,
            // so that each insertion lands after the slots mapped before it).
            for (s, level) in other.levels.enumerated() {
                let t = slot(forLevel: level)
                slotMap[s] = t
                levelScale[Int(t)] = Swift.max(levelScale[Int(t)], other.levelScale[s])
            }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: other.costs.count) { costMap in
                for (k, cost) in other.costs.enumerated() { costMap[k] = costIndex(weight: cost.weight, slot: slotMap[Int(cost.slot)]) }
                for r in other.rows { rows.append(r.offset(columns: columnOffset, pool: poolOffset, costs: costMap)) }
            }
        }
        for c in other.columns { columns.append(c.offset(rows: rowOffset, positions: positionOffset)) }
        for e in other.pool { pool.append(Entry(Int(e.index + columnOffset), e.value)) }
        for j in other.basis { basis.append(j + columnOffset) }
        x.append(contentsOf: other.x)
        magnitude = Swift.max(magnitude, other.magnitude)
        span = Swift.max(span, other.span)
        columnsCurrent = false   // the factor, if any, covers the rows before: see extendFactor(rows:)
    }
}
