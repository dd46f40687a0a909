@testable import ArrangeSolver
import Testing

@Suite("Column and row records move into an absorbing component by offsets")
struct ComponentRecordsTests {
    @Test("a private column's owner row and position shift, the rest stays")
    func columnOffset() {
        let error = Component.Column(kind: .nonnegative, variable: -1, ownerRow: 2, position: 5, privateCoefficient: -1, isError: true)
        #expect(error.offset(rows: 10, positions: 20)
                == Component.Column(kind: .nonnegative, variable: -1, ownerRow: 12, position: 25, privateCoefficient: -1, isError: true))
    }

    @Test("an external non-basic column keeps its −1s")
    func externalColumn() {
        let free = Component.Column(kind: .free, variable: 7, ownerRow: -1, position: -1, privateCoefficient: 0)
        #expect(free.offset(rows: 10, positions: 20) == free)
    }

    @Test("a row's pool range and logical shift, its errors follow the logical and its cost is mapped")
    func rowOffset() {
        let row = Component.Row(rhs: -8, start: 4, logical: 6, errorCount: 2, record: 42, costIndex: 1)
        #expect(row.errorA == 7 && row.errorB == 8)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2) { costs in
            costs[0] = 3; costs[1] = 0   // the other's cost 1 is this component's cost 0
            let moved = row.offset(columns: 100, pool: 50, costs: costs)
            #expect(moved == Component.Row(rhs: -8, start: 54, logical: 106, errorCount: 2, record: 42, costIndex: 0))
            // 106 + 1 and 106 + 2: the errors moved with the logical.
            #expect(moved.errorA == 107 && moved.errorB == 108)
        }
    }

    @Test("a row's cost index reads back from −1 up, beside its error count, and a write keeps the count")
    func rowCostAndErrors() {
        for errors in 0...2 {
            for cost: Int32 in errors == 0 ? [-1] : [-1, 0, 1, 5, (1 << 29) - 1] {
                var row = Component.Row(rhs: 1, start: 2, logical: 3, errorCount: errors, record: 4, costIndex: cost)
                #expect(row.costIndex == cost && row.errorCount == UInt8(errors))
                guard errors > 0 else { continue }
                row.costIndex = 7
                #expect(row.costIndex == 7 && row.errorCount == UInt8(errors))
            }
        }
    }

    @Test("an inequality's row has one error and a required row none")
    func rowErrors() {
        let wish = Component.Row(rhs: 0, start: 0, logical: 3, errorCount: 1, record: 0, costIndex: 0)
        #expect(wish.errorA == 4 && wish.errorB == -1)
        let required = Component.Row(rhs: 0, start: 0, logical: 3, errorCount: 0, record: 0, costIndex: -1)
        #expect(required.errorA == -1 && required.errorB == -1)
    }

    @Test("a column's cost is its row's weight for an error column and 0 for its logical and external columns")
    func columnCost() {
        var c = Component()
        let v = c.addVariableColumn(0)
        c.pool.append(Entry(v, 1))
        // v == 5 at strength 250 on its level: a logical (column 1) and two errors (2 and 3) costing 250 each.
        _ = c.appendRow(poolFrom: 0, rhs: -5, relation: .equal, strength: Strength(value: 250), record: 0)
        #expect([0, 1, 2, 3].map { c.cost(column: $0) } == [0, 0, 250, 250])
        #expect([0, 1, 2, 3].map { c.costSlot(column: $0) } == [-1, -1, 0, 0])
        #expect(c.costs == [Component.Cost(weight: 250, slot: 0)])
    }

    @Test("rows of the same weight on the same level share one cost, and a new weight or level adds one")
    func sharedCosts() {
        var c = Component()
        let v = c.addVariableColumn(0)
        // v <= 10 (weight 250), v >= 2 (weight 250), v == 5 (weight 2), v == 7 (level 1, weight 250).
        let rows: [(Double, Relation, Strength)] = [(-10, .lessThanOrEqual, Strength(value: 250)), (-2, .greaterThanOrEqual, Strength(value: 250)),
                                                    (-5, .equal, Strength(value: 2)), (-7, .equal, .level(1, weight: 250))]
        for (n, (rhs, relation, strength)) in rows.enumerated() {
            let start = c.pool.count
            c.pool.append(Entry(v, 1))
            _ = c.appendRow(poolFrom: start, rhs: rhs, relation: relation, strength: strength, record: Int32(n))
        }
        #expect(c.rows.map(\.costIndex) == [0, 0, 1, 2])
        // Level 1 sorts before level 0 (highest first), so the level-0 costs moved to slot 1.
        #expect(c.costs == [Component.Cost(weight: 250, slot: 1), Component.Cost(weight: 2, slot: 1), Component.Cost(weight: 250, slot: 0)])
        #expect(c.levels == [1, 0])
    }

    @Test("a row of a weight of 0 costs nothing and points at no cost")
    func weightlessRow() {
        var c = Component()
        let v = c.addVariableColumn(0)
        c.pool.append(Entry(v, 1))
        _ = c.appendRow(poolFrom: 0, rhs: -5, relation: .equal, strength: Strength(value: 0), record: 0)
        #expect(c.rows[0].costIndex == -1 && c.rows[0].errorCount == 2 && c.costs.isEmpty)
        #expect(c.cost(column: 2) == 0 && c.costSlot(column: 2) == -1)
    }

    @Test("a column record takes 8 bytes and a row record 24, and a column reads back its variable, owner row and coefficient")
    func recordSizes() {
        // Column: owner (4), and position, kind, sign and isError sharing 4 (28 + 2 + 1 + 1 bits) = 8.
        // It was 24 with a cost (8) and cost slot (4) of its own; the component now keeps each
        // weight and slot once, and a row points at its errors'. Row: rhs (8), start, logical,
        // record, and cost index and error count sharing 4 (30 + 2 bits) = 24. It was 32 with
        // a length of its own (the next row's start says where its entries end) and the error
        // count in a byte (29 bytes, aligned to 8).
        #expect(MemoryLayout<Component.Column>.stride == 8)
        #expect(MemoryLayout<Component.Row>.stride == 24)
        #expect(MemoryLayout<Component.Cost>.stride == 16)
        for a in [-1.0, 1] {
            let slack = Component.Column(kind: .nonnegative, variable: -1, ownerRow: 3, position: -1, privateCoefficient: a)
            #expect(slack.privateCoefficient == a && slack.ownerRow == 3 && slack.variable == -1 && !slack.isError)
        }
        let free = Component.Column(kind: .free, variable: 9, ownerRow: -1, position: 2, privateCoefficient: 0)
        #expect(free.privateCoefficient == 0 && free.ownerRow == -1 && free.variable == 9 && free.position == 2)
    }

    @Test("a column's position reads back from −1 to the largest a component has, and setting it keeps the kind, sign and error flag")
    func positions() {
        let kinds: [(ColumnKind, Double, Bool)] = [(.free, 0, false), (.fixed, 1, false), (.nonnegative, -1, false), (.nonnegative, 1, true), (.nonnegative, -1, true)]
        for (kind, coefficient, isError) in kinds {
            var c = Component.Column(kind: kind, variable: kind == .free ? 5 : -1, ownerRow: kind == .free ? -1 : 9, position: -1,
                                     privateCoefficient: coefficient, isError: isError)
            // 2²⁷ − 1 is the largest position: a component has at most 2²⁷ rows.
            for p: Int32 in [-1, 0, 1, 4095, 1 << 20, Int32(Component.maximumRows - 1), -1] {
                c.position = p
                #expect(c.position == p)
                #expect(c.kind == kind && c.privateCoefficient == coefficient && c.isError == isError)
                #expect(c.variable == (kind == .free ? 5 : -1) && c.ownerRow == (kind == .free ? -1 : 9))
            }
        }
    }
}
