/// How a column (a variable of the linear program) may move.
enum ColumnKind: UInt8 {
    /// An unknown of the user's: any value.
    case free
    /// A slack or an error: at least zero.
    case nonnegative
    /// The logical of an equality: exactly zero (basic only while infeasible or degenerate).
    case fixed
}

// The per-column and per-row records a component keeps, one array of each.
extension Component {
    /// Everything a component knows about one column (22 bytes, a stride of 24).
    ///
    /// One record per column rather than an array per field: a component of
    /// one row (an item's `top`, a label's intrinsic width) then costs one
    /// allocation for its columns instead of seven, to make, grow, absorb
    /// and free. A layout has about three columns per constraint, so the
    /// record is packed: the fields go widest first (Swift lays a struct out
    /// in declaration order); an external column (``ColumnKind/free``, the
    /// only free kind) has a variable and a private one an owner row, never
    /// both, so they share one field; and a private column's coefficient,
    /// always ±1, is kept as its sign.
    struct Column: Equatable {
        /// The weight of its cost (0 for columns that cost nothing).
        var cost: Double
        /// The slot (index into ``Component/levels``) of its cost, or −1 if it costs nothing.
        var costSlot: Int32
        /// The solver variable of an external column, the row owning a private one.
        private var owner: Int32
        /// Its basis position, or −1.
        var position: Int32
        /// How the column may move; external columns, and they only, are free.
        let kind: ColumnKind
        /// The sign of a private column's coefficient in its row (0 for external columns).
        private let sign: Int8

        /// - Parameters:
        ///   - variable: the solver variable of an external (free) column, else −1.
        ///   - ownerRow: the row owning a private (not free) column, else −1.
        ///   - privateCoefficient: −1 or +1 for a private column, 0 for an external one.
        init(kind: ColumnKind, costSlot: Int32, variable: Int32, ownerRow: Int32, position: Int32, cost: Double, privateCoefficient: Double) {
            assert(kind == .free ? ownerRow < 0 && privateCoefficient == 0 : variable < 0 && (privateCoefficient == -1 || privateCoefficient == 1),
                   "an external column has a variable, a private one an owner row and a coefficient of ±1")
            self.cost = cost
            self.costSlot = costSlot
            self.owner = kind == .free ? variable : ownerRow
            self.position = position
            self.kind = kind
            self.sign = Int8(privateCoefficient)
        }

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
        var privateCoefficient: Double { Double(sign) }

        /// The record moved into a component that absorbs this one's:
        /// rows and positions shifted by the offsets, the cost slot mapped.
        @inline(__always)
        func offset(rows: Int32, positions: Int32, slots: UnsafeMutableBufferPointer<Int32>) -> Column {
            var c = self
            if c.costSlot >= 0 { c.costSlot = slots[Int(c.costSlot)] }
            if c.ownerRow >= 0 { c.ownerRow += rows }
            if c.position >= 0 { c.position += positions }
            return c
        }
    }

    /// Everything a component knows about one row (32 bytes): its
    /// right-hand side, where its external entries lie in the pool, its
    /// private columns and its constraint.
    struct Row: Equatable {
        /// The right-hand side (the constraint's constant, negated).
        var rhs: Double
        /// Its external entries are `pool[start ..< start + length]` (index = column).
        var start: Int32
        var length: Int32
        /// Its logical column.
        var logical: Int32
        /// Its error columns (−1 where absent: required rows have none,
        /// inequalities one).
        var errorA: Int32
        var errorB: Int32
        /// Its constraint's record (an index into the solver's slots).
        var record: Int32

        /// The record moved into a component that absorbs this one's:
        /// columns and pool entries shifted by the offsets.
        @inline(__always)
        func offset(columns: Int32, pool: Int32) -> Row {
            var r = self
            r.start += pool
            r.logical += columns
            if r.errorA >= 0 { r.errorA += columns }
            if r.errorB >= 0 { r.errorB += columns }
            return r
        }
    }
}
