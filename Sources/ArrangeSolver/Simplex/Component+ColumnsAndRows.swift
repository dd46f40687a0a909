/// How a column (a variable of the linear program) may move.
enum ColumnKind: UInt8 {
    /// An unknown of the user's: any value.
    case free
    /// A slack or an error: at least zero.
    case nonnegative
    /// The logical of an equality: exactly zero (basic only while infeasible or degenerate).
    case fixed
}

// The per-column and per-row structs a component keeps, one array of each.
extension Component {
    /// Everything a component knows about one column (8 bytes).
    ///
    /// One struct per column rather than an array per field: a component of
    /// one row (an item's `top`, a label's intrinsic width) then costs one
    /// allocation for its columns instead of seven, to make, grow, absorb
    /// and free. A layout has about three columns per constraint (a wish
    /// `==` has a logical and two errors), so the struct is packed: an
    /// external column (``ColumnKind/free``, the only free kind) has a
    /// variable and a private one an owner row, never both, so they share
    /// one field; a cost, which only error columns have and both errors of
    /// a row share, is the row's (``Row/costIndex``, ``Component/cost(column:)``);
    /// and the basis position shares 32 bits with the kind, the sign of a
    /// private column's coefficient (always ±1) and whether it is an error:
    /// positions take 28 bits (a component has fewer than 2²⁷ rows: see
    /// ``Component/maximumRows``).
    struct Column: Equatable {
        /// The solver variable of an external column, the row owning a private one.
        private var owner: Int32
        /// The kind's raw value (bits 0–1), a negative coefficient (bit 2),
        /// an error (bit 3) and the position (bits 4–31, two's complement:
        /// one arithmetic shift reads it).
        private var bits: UInt32

        private static let flagMask: UInt32 = 0xF
        private static let negativeBit: UInt32 = 1 << 2
        private static let errorBit: UInt32 = 1 << 3

        /// - Parameters:
        ///   - variable: the solver variable of an external (free) column, else −1.
        ///   - ownerRow: the row owning a private (not free) column, else −1.
        ///   - position: its basis position (below ``Component/maximumRows``), or −1.
        ///   - privateCoefficient: −1 or +1 for a private column, 0 for an external one.
        ///   - isError: whether it is an error column (private, non-negative) of its row.
        init(kind: ColumnKind, variable: Int32, ownerRow: Int32, position: Int32, privateCoefficient: Double, isError: Bool = false) {
            assert(kind == .free ? ownerRow < 0 && privateCoefficient == 0 : variable < 0 && (privateCoefficient == -1 || privateCoefficient == 1),
                   "an external column has a variable, a private one an owner row and a coefficient of ±1")
            assert(!isError || kind == .nonnegative, "an error column is non-negative")
            owner = kind == .free ? variable : ownerRow
            bits = UInt32(kind.rawValue) | (privateCoefficient < 0 ? Self.negativeBit : 0) | (isError ? Self.errorBit : 0)
            self.position = position
        }

        /// Its basis position, or −1.
        @inline(__always)
        var position: Int32 {
            get { Int32(bitPattern: bits) >> 4 }   // the high 28 bits, sign-extended
            set {
                assert(newValue >= -1 && Int(newValue) < Component.maximumRows, "a position is below the most rows a component has")
                bits = UInt32(bitPattern: newValue &<< 4) | bits & Self.flagMask
            }
        }

        /// How the column may move; external columns, and they only, are free.
        @inline(__always)
        var kind: ColumnKind {
            switch bits & 3 {
            case 0: .free
            case 1: .nonnegative
            default: .fixed
            }
        }

        /// Whether it is an error column of its row, which costs what the
        /// row's ``Row/costIndex`` says (logicals and external columns cost nothing).
        @inline(__always)
        var isError: Bool { bits & Self.errorBit != 0 }

        /// The solver variable of an external column, else −1.
        @inline(__always)
        var variable: Int32 { kind == .free ? owner : -1 }

        /// The row owning a private column (logical or error), else −1.
        @inline(__always)
        var ownerRow: Int32 {
            get { kind == .free ? -1 : owner }
            set { if kind != .free { owner = newValue } }
        }

        /// The coefficient of a private column in its row (0 for external columns).
        @inline(__always)
        var privateCoefficient: Double { kind == .free ? 0 : bits & Self.negativeBit != 0 ? -1 : 1 }

        /// The struct moved into a component that absorbs this one's:
        /// rows and positions shifted by the offsets.
        @inline(__always)
        func offset(rows: Int32, positions: Int32) -> Column {
            var c = self
            if c.ownerRow >= 0 { c.ownerRow += rows }
            if c.position >= 0 { c.position += positions }
            return c
        }
    }

    /// The most rows (and basis positions) a component may have: a
    /// column's position takes 28 bits (``Column``). Such a component
    /// would hold some 10 GB.
    static let maximumRows = 1 << 27

    /// What the errors of some rows cost: a weight on a level slot. A
    /// component keeps each pair its rows use once (``Component/costs``;
    /// a layout uses a handful of strengths), and a row points at its pair.
    struct Cost: Equatable {
        /// The weight each error column costs (positive).
        let weight: Double
        /// The slot (index into ``Component/levels``) of the weight's level.
        var slot: Int32
    }

    /// Everything a component knows about one row (24 bytes): its
    /// right-hand side, where its external entries lie in the pool, its
    /// private columns, what its errors cost and its constraint.
    ///
    /// A row's private columns are consecutive: its logical, then its
    /// errors (``appendRow(poolFrom:rhs:relation:strength:record:)`` adds
    /// them together; absorbing shifts and removing compacts columns in
    /// order), so the row keeps the logical and how many errors follow it.
    struct Row: Equatable {
        /// The right-hand side (the constraint's constant, negated).
        var rhs: Double
        /// Where its external entries start in the pool (index = column).
        /// They end where the next row's start, the last row's at the
        /// pool's end: rows' entries lie in order in the pool, which holds
        /// nothing else (``Component/entryRange(row:)``).
        var start: Int32
        /// Its logical column.
        var logical: Int32
        /// Its constraint's slot: the index of its ``Record`` in `SolverState.slots`.
        var record: Int32
        /// Its ``costIndex`` (bits 2–31, two's complement: one arithmetic
        /// shift reads it) and ``errorCount`` (bits 0–1): a byte of its own
        /// padded the struct to 32.
        private var costAndErrors: Int32

        init(rhs: Double, start: Int32, logical: Int32, errorCount: Int, record: Int32, costIndex: Int32) {
            assert((0...2).contains(errorCount) && (errorCount > 0 || costIndex < 0),
                   "a row has at most two errors, and a cost only with errors")
            self.rhs = rhs
            self.start = start
            self.logical = logical
            self.record = record
            costAndErrors = costIndex &<< 2 | Int32(errorCount)
        }

        /// What each of its error columns costs, an index into
        /// ``Component/costs``, or −1 when they cost nothing (required rows
        /// have none, and a weight of 0 costs nothing).
        @inline(__always)
        var costIndex: Int32 {
            get { costAndErrors >> 2 }
            set {
                assert(newValue >= -1 && newValue < 1 << 29, "a component has fewer than 2²⁹ costs")
                costAndErrors = newValue &<< 2 | costAndErrors & 3
            }
        }

        /// How many error columns follow its logical: 0 (required), 1 (an inequality) or 2 (an equality).
        @inline(__always)
        var errorCount: UInt8 { UInt8(truncatingIfNeeded: costAndErrors & 3) }

        /// Its first error column, or −1 (a required row has none).
        @inline(__always)
        var errorA: Int32 { errorCount > 0 ? logical + 1 : -1 }
        /// Its second error column (the `e⁻` of an equality), or −1.
        @inline(__always)
        var errorB: Int32 { errorCount > 1 ? logical + 2 : -1 }

        /// The struct moved into a component that absorbs this one's:
        /// columns and pool entries shifted by the offsets, the cost mapped
        /// (`costs[k]` is where the other's cost `k` is in this component's).
        @inline(__always)
        func offset(columns: Int32, pool: Int32, costs: UnsafeMutableBufferPointer<Int32>) -> Row {
            var r = self
            r.start += pool
            r.logical += columns
            if r.costIndex >= 0 { r.costIndex = costs[Int(r.costIndex)] }
            return r
        }
    }

    /// Where row `i`'s external entries lie in ``pool``: from its start to
    /// the next row's (the last row's to the pool's end).
    @inline(__always)
    func entryRange(row i: Int) -> Range<Int> {
        rows.withUnsafeBufferPointer { Self.entryRange(row: i, $0, poolCount: pool.count) }
    }

    /// ``entryRange(row:)`` over buffers of the rows and the pool (`poolCount` entries).
    @inline(__always)
    static func entryRange(row i: Int, _ rows: UnsafeBufferPointer<Row>, poolCount: Int) -> Range<Int> {
        // Unchecked: rows' starts never decrease and none passes the pool's end
        // (checks builds verify it), and a checked range was a compare and
        // branch more on every row visit of a first install's loops.
        let end = i + 1 < rows.count ? Int(rows[i + 1].start) : poolCount
        assert(Int(rows[i].start) <= end && end <= poolCount, "rows' entries lie in order in the pool")
        return Range(uncheckedBounds: (Int(rows[i].start), end))
    }

    /// Column `j`'s cost: its row's weight for an error column, else 0.
    @inline(__always)
    func cost(column j: Int) -> Double {
        let c = columns[j]
        guard c.isError else { return 0 }
        let k = rows[Int(c.ownerRow)].costIndex
        return k >= 0 ? costs[Int(k)].weight : 0
    }

    /// The slot of column `j`'s cost, or −1 if it costs nothing.
    @inline(__always)
    func costSlot(column j: Int) -> Int32 {
        let c = columns[j]
        guard c.isError else { return -1 }
        let k = rows[Int(c.ownerRow)].costIndex
        return k >= 0 ? costs[Int(k)].slot : -1
    }

    /// The index in ``costs`` of `weight` on `slot`, added if new.
    ///
    /// Only the last few are compared (a layout's rows use a handful of
    /// strengths, mostly in runs), so that a component whose rows use
    /// thousands of weights costs a bounded search per row; such a weight
    /// may then be kept twice, which changes nothing but memory.
    mutating func costIndex(weight: Double, slot: Int32) -> Int32 {
        let cost = Cost(weight: weight, slot: slot)
        var k = costs.count - 1
        while k >= 0 && k >= costs.count - Tuning.costsCompared {
            if costs[k] == cost { return Int32(k) }
            k -= 1
        }
        costs.append(cost)
        return Int32(costs.count - 1)
    }

}
