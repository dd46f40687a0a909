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
/// - a non-required row adds error columns with the strength's weight as
///   cost, on the strength's level: `−e⁺ + e⁻` for `==`, `−e` for `<=`,
///   `+e` for `>=`.
/// User variables are *external* columns (free); logicals and errors are
/// *private* to their row. Every non-basic column sits at 0, so the basic
/// values are `x = B⁻¹ rhs`. The objective is `Σ cost · column` per level,
/// minimised lexicographically, highest level first (see `Component+Levels.swift`).
///
/// Storage is flat: the external entries of all rows live in one pool
/// (row-wise); private entries are implicit (one per private column); a
/// column-wise copy of the whole matrix is rebuilt whenever rows change, at
/// the refactorisation that has to follow anyway.
struct Component: Equatable {
    // MARK: Columns
    var kind: [ColumnKind] = []
    /// The weight of a column's cost (0 for columns that cost nothing).
    var cost: [Double] = []
    /// The slot (index into ``levels``) of a column's cost, or −1 if it costs nothing.
    var costSlot: [Int32] = []
    /// The solver variable of an external column, else −1.
    var variable: [Int32] = []
    /// The row owning a private column, else −1.
    var ownerRow: [Int32] = []
    /// The coefficient of a private column in its row (0 for external columns).
    var privateCoefficient: [Double] = []
    /// The basis position of each column, or −1.
    var position: [Int32] = []

    // MARK: Rows
    var rhs: [Double] = []
    /// Row `i`'s external entries are `pool[rowStart[i] ..< rowStart[i] + rowLength[i]]` (index = column).
    var rowStart: [Int32] = []
    var rowLength: [Int32] = []
    var pool: [Entry] = []
    /// The logical column of each row.
    var logical: [Int32] = []
    /// The error columns of each row (−1 where absent).
    var errorA: [Int32] = []
    var errorB: [Int32] = []
    /// The constraint record of each row (an index into the solver's records).
    var record: [Int32] = []

    // MARK: Column-wise copy (valid while `columnsCurrent`)
    /// Column `j`'s entries are `columnEntries[columnStart[j] ..< columnStart[j + 1]]` (index = row).
    var columnStart: [Int32] = [0]
    var columnEntries: [Entry] = []
    var columnsCurrent = true

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
    /// Under a checkpoint, the rows and columns whose basis to keep if it
    /// changes in place, and the copy once kept (see ``preserveBasis()``).
    var preserving: PreservedExtent?
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

    var rowCount: Int { rhs.count }

    /// How far a basic value may lie outside its bound and still count as
    /// feasible: ``Tolerance/primal(magnitude:)`` of the component.
    @inline(__always)
    var primalTolerance: Double { Tolerance.primal(magnitude: magnitude) }

    /// Sets row `i`'s right-hand side (an edit's suggestion, a changed constant).
    mutating func setRightHandSide(_ value: Double, row i: Int) {
        rhs[i] = value
        if errorA[i] < 0 { magnitude = Swift.max(magnitude, Swift.abs(value)) }   // required rows have no error columns
        span = Swift.max(span, Swift.abs(value))
    }
    var columnCount: Int { kind.count }

    /// Adds an external column for a solver variable and returns its index.
    mutating func addVariableColumn(_ v: Int) -> Int {
        addColumn(kind: .free, cost: 0, slot: -1, variable: Int32(v), ownerRow: -1, coefficient: 0)
    }

    private mutating func addColumn(kind k: ColumnKind, cost c: Double, slot: Int32, variable v: Int32, ownerRow r: Int32, coefficient a: Double) -> Int {
        kind.append(k); cost.append(c); costSlot.append(slot); variable.append(v); ownerRow.append(r)
        privateCoefficient.append(a); position.append(-1)
        if slot >= 0 && c > levelScale[Int(slot)] { levelScale[Int(slot)] = c }
        columnsCurrent = false
        return kind.count - 1
    }

    /// Reserves room for `rows` more rows with `entries` external entries
    /// (hence at most that many new external columns) and `privateColumns`
    /// logicals and errors.
    ///
    /// Growth is geometric, so that adding rows one call at a time costs
    /// amortised O(1) per row, not a copy of every array each time.
    mutating func reserve(rows: Int, entries: Int, privateColumns: Int) {
        func grow<T>(_ array: inout [T], by extra: Int) {
            let needed = array.count + extra
            if array.capacity < needed { array.reserveCapacity(Swift.max(needed, 2 * array.capacity)) }
        }
        let columns = entries + privateColumns
        grow(&kind, by: columns); grow(&cost, by: columns); grow(&costSlot, by: columns); grow(&variable, by: columns)
        grow(&ownerRow, by: columns); grow(&privateCoefficient, by: columns); grow(&position, by: columns)
        grow(&rhs, by: rows); grow(&rowStart, by: rows); grow(&rowLength, by: rows); grow(&logical, by: rows)
        grow(&errorA, by: rows); grow(&errorB, by: rows); grow(&record, by: rows); grow(&basis, by: rows); grow(&x, by: rows)
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
        let i = rhs.count
        rhs.append(value); record.append(r)
        if strength.isRequired { magnitude = Swift.max(magnitude, Swift.abs(value)) }
        span = Swift.max(span, Swift.abs(value))
        rowStart.append(Int32(pool.count)); rowLength.append(Int32(terms.count))
        pool.append(contentsOf: terms)
        let owner = Int32(i)
        let l = addColumn(kind: relation == .equal ? .fixed : .nonnegative, cost: 0, slot: -1, variable: -1, ownerRow: owner,
                          coefficient: relation == .greaterThanOrEqual ? -1 : 1)
        logical.append(Int32(l))
        var a: Int32 = -1, b: Int32 = -1
        if !strength.isRequired {
            let w = strength.weight
            let s = w > 0 ? slot(forLevel: strength.level) : -1
            let c = s >= 0 ? w : 0
            switch relation {
            case .equal:
                a = Int32(addColumn(kind: .nonnegative, cost: c, slot: s, variable: -1, ownerRow: owner, coefficient: -1))
                b = Int32(addColumn(kind: .nonnegative, cost: c, slot: s, variable: -1, ownerRow: owner, coefficient: 1))
            case .lessThanOrEqual:
                a = Int32(addColumn(kind: .nonnegative, cost: c, slot: s, variable: -1, ownerRow: owner, coefficient: -1))
            case .greaterThanOrEqual:
                a = Int32(addColumn(kind: .nonnegative, cost: c, slot: s, variable: -1, ownerRow: owner, coefficient: 1))
            }
        }
        errorA.append(a); errorB.append(b)
        position[l] = Int32(basis.count)
        basis.append(Int32(l))
        x.append(0)
        columnsCurrent = false   // the factor, if any, covers the rows before: see extendFactor(rows:)
        return i
    }

    /// Calls `body(column, value)` for every entry of row `i`, external ones first.
    @inline(__always)
    func forEachEntry(row i: Int, _ body: (Int, Double) -> Void) {
        let start = Int(rowStart[i])
        for n in start..<start + Int(rowLength[i]) { body(Int(pool[n].index), pool[n].value) }
        let l = Int(logical[i])
        body(l, privateCoefficient[l])
        if errorA[i] >= 0 { body(Int(errorA[i]), privateCoefficient[Int(errorA[i])]) }
        if errorB[i] >= 0 { body(Int(errorB[i]), privateCoefficient[Int(errorB[i])]) }
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
        let n = kind.count, m = rhs.count
        var start: [Int32] = []
        swap(&start, &columnStart)   // reuse the old copy's storage
        start.removeAll(keepingCapacity: true)
        start.append(contentsOf: repeatElement(0, count: n + 1))
        var entries: [Entry] = []
        swap(&entries, &columnEntries)
        entries.removeAll(keepingCapacity: true)
        // Each private column has exactly one entry, in its owner row.
        let total = pool.count + ownerRow.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) }
        entries.append(contentsOf: repeatElement(Entry(0, 0), count: total))
        start.withUnsafeMutableBufferPointer { start in
            entries.withUnsafeMutableBufferPointer { entries in
                pool.withUnsafeBufferPointer { pool in
                    // Counts, shifted by one so that the prefix sums give each column's end...
                    for e in pool { start[Int(e.index) + 1] += 1 }   // the pool holds live rows only
                    ownerRow.withUnsafeBufferPointer { owner in
                        for j in 0..<n where owner[j] >= 0 { start[j + 1] += 1 }
                    }
                    for j in 0..<n { start[j + 1] += start[j] }
                    // ...then each column's entries are placed from its start, which
                    // `start[j]` tracks, and a final shift restores the starts.
                    privateCoefficient.withUnsafeBufferPointer { coefficient in
                        for i in 0..<m {
                            let from = Int(rowStart[i])
                            for e in pool[from..<from + Int(rowLength[i])] {
                                let j = Int(e.index)
                                entries[Int(start[j])] = Entry(i, e.value)
                                start[j] += 1
                            }
                            var j = Int(logical[i])
                            entries[Int(start[j])] = Entry(i, coefficient[j])
                            start[j] += 1
                            guard errorA[i] >= 0 else { continue }
                            j = Int(errorA[i])
                            entries[Int(start[j])] = Entry(i, coefficient[j])
                            start[j] += 1
                            guard errorB[i] >= 0 else { continue }
                            j = Int(errorB[i])
                            entries[Int(start[j])] = Entry(i, coefficient[j])
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

    /// Makes brand-new external columns basic in new rows instead of the
    /// rows' logicals (a crash basis), so that most new rows start feasible.
    ///
    /// Rows are matched greedily, required equalities first, then other
    /// equalities, then inequalities (whose logicals are slacks and may well
    /// stay basic), each to an unmatched new column: for required rows one
    /// that no non-required row mentions if possible (so `w == 100 ~ weak`
    /// can keep `w`), then the one that appears in the fewest new rows. New rows whose basic columns all cost 0 (logicals and
    /// free columns) get zero duals, so an optimal basis stays dual feasible
    /// and the dual simplex can restore primal feasibility directly; a
    /// matching that turns out singular is repaired by ``refactor()``.
    /// Chains of equalities become fully basic and need no pivot at all.
    mutating func crash(rows newRows: Range<Int>, newColumns: Range<Int>) {
        let first = newColumns.lowerBound
        if newRows.count == 1 {
            // One row: every new column appears once, and in a row of the
            // same kind, so the largest coefficient decides (the first on ties).
            let i = newRows.lowerBound
            var pick = -1, pickValue = 0.0
            let start = Int(rowStart[i])
            for e in pool[start..<start + Int(rowLength[i])] where Int(e.index) >= first && position[Int(e.index)] < 0 {
                if pick < 0 || Swift.abs(e.value) > pickValue { pick = Int(e.index); pickValue = Swift.abs(e.value) }
            }
            if pick >= 0 {
                let l = Int(logical[i])
                let p = Int(position[l])
                basis[p] = Int32(pick); position[pick] = Int32(p); position[l] = -1
            }
            return
        }
        // Scratch on the stack when small (a few rows per group is the usual batch).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: newColumns.count) { appearances in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: newColumns.count) { soft in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: newRows.count) { ordered in
                    appearances.initialize(repeating: 0)
                    soft.initialize(repeating: false)
                    ordered.initialize(repeating: 0)
                    crash(rows: newRows, first: first, appearances: appearances, soft: soft, ordered: ordered)
                }
            }
        }
    }

    /// The crash of several rows, with zeroed scratch: `appearances` and
    /// `soft` per new column, `ordered` per new row.
    private mutating func crash(rows newRows: Range<Int>, first: Int, appearances: UnsafeMutableBufferPointer<Int32>,
                                soft: UnsafeMutableBufferPointer<Bool>, ordered: UnsafeMutableBufferPointer<Int>) {
        // How often each new column appears, and whether a non-required row
        // mentions it (such a row would rather keep it: `w == 100 ~ weak`).
        // The new rows by rank: required equalities, other equalities,
        // required inequalities, other inequalities (a counting sort).
        var ranked = SIMD4<Int>(repeating: 0)   // rows of each rank
        for i in newRows {
            let hard = errorA[i] < 0   // only non-required rows have error columns
            let start = Int(rowStart[i])
            for e in pool[start..<start + Int(rowLength[i])] where Int(e.index) >= first {
                appearances[Int(e.index) - first] += 1
                if !hard { soft[Int(e.index) - first] = true }
            }
            ranked[rank(row: i)] += 1
        }
        let rankStart = SIMD4<Int>(0, ranked[0], ranked[0] + ranked[1], ranked[0] + ranked[1] + ranked[2])
        var fill = rankStart
        for i in newRows {
            let r = rank(row: i)
            ordered[fill[r]] = i
            fill[r] += 1
        }
        for (n, i) in ordered.enumerated() {
            // Required rows prefer columns no soft row wants, then the rarest, then the largest coefficient.
            let considersSoft = n < rankStart[1] || (n >= rankStart[2] && n < rankStart[3])
            var pick = -1, pickSoft = true, pickCount: Int32 = 0, pickValue = 0.0
            let start = Int(rowStart[i])
            for e in pool[start..<start + Int(rowLength[i])] {
                let j = Int(e.index)
                guard j >= first, position[j] < 0 else { continue }
                let isSoft = considersSoft ? soft[j - first] : false
                let count = appearances[j - first]
                let better = pick < 0 || (!isSoft && pickSoft)
                    || (isSoft == pickSoft && (count < pickCount || (count == pickCount && Swift.abs(e.value) > pickValue)))
                if better {
                    pick = j; pickSoft = isSoft; pickCount = count; pickValue = Swift.abs(e.value)
                }
            }
            if pick >= 0 {
                let l = Int(logical[i])
                let p = Int(position[l])
                basis[p] = Int32(pick); position[pick] = Int32(p); position[l] = -1
            }
        }
    }

    /// The crash's order for row `i`: 0 required equality, 1 other equality,
    /// 2 required inequality, 3 other inequality.
    @inline(__always)
    private func rank(row i: Int) -> Int {
        let fixed = kind[Int(logical[i])] == .fixed
        let hard = errorA[i] < 0   // only non-required rows have error columns
        return fixed ? (hard ? 0 : 1) : (hard ? 2 : 3)
    }

    /// Appends another component's rows, columns and basis (block diagonal).
    mutating func absorb(_ other: Component) {
        let rowOffset = Int32(rhs.count), columnOffset = Int32(kind.count), positionOffset = Int32(basis.count)
        let poolOffset = Int32(pool.count)
        // The other's slots in this component's levels (in descending order,
        // so that each insertion lands after the slots mapped before it).
        let slotMap = other.levels.map { slot(forLevel: $0) }
        for (s, t) in slotMap.enumerated() { levelScale[Int(t)] = Swift.max(levelScale[Int(t)], other.levelScale[s]) }
        kind.append(contentsOf: other.kind); cost.append(contentsOf: other.cost)
        costSlot.append(contentsOf: other.costSlot.lazy.map { $0 >= 0 ? slotMap[Int($0)] : -1 })
        variable.append(contentsOf: other.variable); privateCoefficient.append(contentsOf: other.privateCoefficient)
        ownerRow.append(contentsOf: other.ownerRow.lazy.map { $0 >= 0 ? $0 + rowOffset : -1 })
        position.append(contentsOf: other.position.lazy.map { $0 >= 0 ? $0 + positionOffset : -1 })
        rhs.append(contentsOf: other.rhs); record.append(contentsOf: other.record)
        rowStart.append(contentsOf: other.rowStart.lazy.map { $0 + poolOffset }); rowLength.append(contentsOf: other.rowLength)
        pool.append(contentsOf: other.pool.lazy.map { Entry(Int($0.index + columnOffset), $0.value) })
        logical.append(contentsOf: other.logical.lazy.map { $0 + columnOffset })
        errorA.append(contentsOf: other.errorA.lazy.map { $0 >= 0 ? $0 + columnOffset : -1 })
        errorB.append(contentsOf: other.errorB.lazy.map { $0 >= 0 ? $0 + columnOffset : -1 })
        basis.append(contentsOf: other.basis.lazy.map { $0 + columnOffset })
        x.append(contentsOf: other.x)
        magnitude = Swift.max(magnitude, other.magnitude)
        span = Swift.max(span, other.span)
        columnsCurrent = false   // the factor, if any, covers the rows before: see extendFactor(rows:)
    }
}
