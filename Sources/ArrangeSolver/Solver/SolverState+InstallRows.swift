/// Writing an installed group's rows into its component.
extension SolverState {
    /// Appends the rows of `new[group]`, whose terms number `entries` and
    /// whose rows have `privateColumns` logicals and errors, to `component`
    /// (component `target`), with a record each, and indexes them.
    @inline(__always)
    mutating func appendRows(_ new: [Constraint], _ group: ArraySlice<Int32>, entries: Int, privateColumns: Int, to component: inout Component,
                             target: Int, firstSerial: Int, editCount: Int, journal: inout Journal?) {
        let firstNewRow = component.rowCount
        // The variables' tables and the component's arrays moved out and
        // written through buffers, each grown once for the whole group by
        // exactly what it adds: an append or a write through `self` or
        // `component` checked uniqueness, several times a row. (Grown by an
        // upper bound and cut back, the columns wrote pages that the
        // reservation had left untouched: 1.7 MB more resident at list/10000's
        // peak.) What each row adds is
        // ``Component/appendRow(poolFrom:rhs:relation:strength:record:)``'s.
        var componentOf: [Int32] = [], columnOf: [Int32] = [], pool: [Entry] = []
        var columns: [Component.Column] = [], rows: [Component.Row] = [], basis: [Int32] = [], x: [Double] = []
        exchange(&componentOf, &columnOf, &pool, &columns, &rows, &basis, &x, with: &component)
        precondition(firstNewRow + group.count < Component.maximumRows, "a component has fewer than \(Component.maximumRows) rows")
        // The variables new to the component, marked (column −1) and counted
        // first; numbered in the pass below, in the order they are met.
        var newVariables = 0
        componentOf.withUnsafeMutableBufferPointer { componentOf in
            columnOf.withUnsafeMutableBufferPointer { columnOf in
                for member in group {
                    Self.unretained(new, Int(member))._withUnsafeGuaranteedRef { c in
                        c.forEachTerm { t in
                            let v = t.variable.id
                            if componentOf[v] != Int32(target) {
                                componentOf[v] = Int32(target)
                                columnOf[v] = -1
                                newVariables += 1
                            }
                        }
                    }
                }
            }
        }
        var next = pool.count, nextColumn = columns.count
        pool.append(contentsOf: repeatElement(Entry(0, 0), count: entries))
        columns.append(contentsOf: repeatElement(Component.Column(kind: .free, variable: -1, ownerRow: -1, position: -1, privateCoefficient: 0),
                                                 count: newVariables + privateColumns))
        rows.append(contentsOf: repeatElement(Component.Row(rhs: 0, start: 0, logical: 0, errorCount: 0, record: 0, costIndex: -1), count: group.count))
        basis.append(contentsOf: repeatElement(0, count: group.count))
        x.append(contentsOf: repeatElement(0, count: group.count))
        componentOf.withUnsafeMutableBufferPointer { componentOf in
            columnOf.withUnsafeMutableBufferPointer { columnOf in
                pool.withUnsafeMutableBufferPointer { pool in
                    columns.withUnsafeMutableBufferPointer { columns in
                        rows.withUnsafeMutableBufferPointer { rows in
                            basis.withUnsafeMutableBufferPointer { basis in
                                for (m, member) in group.enumerated() {
                                    let n = Int(member)
                                    let c = Self.unretained(new, n)
                                    // The row's entries go straight into the pool (grown above),
                                    // not through a scratch array emptied and copied per row.
                                    let start = next
                                    c._withUnsafeGuaranteedRef { c in
                                        c.forEachTerm { t in
                                            let v = t.variable.id
                                            if columnOf[v] < 0 {
                                                columnOf[v] = Int32(nextColumn)
                                                columns[nextColumn] = Component.Column(kind: .free, variable: Int32(v), ownerRow: -1, position: -1,
                                                                                       privateCoefficient: 0)
                                                nextColumn += 1
                                            }
                                            pool[next] = Entry(Int(columnOf[v]), t.coefficient)
                                            next += 1
                                        }
                                    }
                                    let slot: Int
                                    if freeSlots.isEmpty {
                                        slot = slots.count   // appended below, with its record
                                    } else {
                                        // `popLast()` is a call of its own (unspecialised here).
                                        slot = freeSlots.removeLast()
                                        journal?.takenSlots.append(slot)
                                    }
                                    let (rhs, relation, strength) = c._withUnsafeGuaranteedRef { (-$0.constant, $0.relation, $0.strength) }
                                    let i = firstNewRow + m
                                    let (errors, k) = component.noteRow(rhs: rhs, relation: relation, strength: strength)
                                    let l = nextColumn
                                    Component.privateColumns(owner: Int32(i), relation: relation, errors: errors, position: Int32(i)) { column in
                                        columns[nextColumn] = column
                                        nextColumn += 1
                                    }
                                    rows[i] = Component.Row(rhs: rhs, start: Int32(start), logical: Int32(l), errorCount: errors,
                                                            record: Int32(slot), costIndex: k)
                                    basis[i] = Int32(l)
                                    // The record's reference is the one retain a row needs; a new
                                    // slot is appended with it (not appended empty, then written).
                                    let record = Record(constraint: c.takeUnretainedValue(), component: Int32(target), row: Int32(i),
                                                        serial: firstSerial + n, isEdit: n < editCount)
                                    if slot == slots.count { slots.append(record) } else { slots[slot] = record }
                                }
                            }
                        }
                    }
                }
            }
        }
        precondition(next == pool.count && nextColumn == columns.count,
                     "a group's rows hold as many entries as its constraints have terms, and its columns as counted")
        exchange(&componentOf, &columnOf, &pool, &columns, &rows, &basis, &x, with: &component)
        component.columnsCurrent = false   // the factor, if any, covers the rows before: see extendFactor(rows:)
        // Indexed all at once: the group's `m`th member is the `m`th new row,
        // whose ``Record`` is in its slot (one row, one call of many: a plain insert).
        if group.count == 1 {
            records[ObjectIdentifier(new[Int(group.first!)])] = Int(component.rows[firstNewRow].record)
        } else {
            component.rows.withUnsafeBufferPointer { rows in
                records.insert(count: group.count) { m in
                    let n = Int(group[group.startIndex + m])
                    return (Self.unretained(new, n)._withUnsafeGuaranteedRef { ObjectIdentifier($0) }, Int(rows[firstNewRow + m].record))
                }
            }
        }
    }

    /// Swaps the arrays ``appendRows(_:_:entries:privateColumns:to:target:firstSerial:editCount:journal:)``
    /// writes through with the solver's variable tables and `component`'s
    /// own: empty locals in, the arrays out before the writing; back after.
    /// One list of the seven, so that the two ends cannot differ.
    @inline(__always)
    private mutating func exchange(_ componentOf: inout [Int32], _ columnOf: inout [Int32], _ pool: inout [Entry],
                                   _ columns: inout [Component.Column], _ rows: inout [Component.Row], _ basis: inout [Int32],
                                   _ x: inout [Double], with component: inout Component) {
        swap(&componentOf, &variableComponent)
        swap(&columnOf, &variableColumn)
        swap(&pool, &component.pool)
        swap(&columns, &component.columns)
        swap(&rows, &component.rows)
        swap(&basis, &component.basis)
        swap(&x, &component.x)
    }
}
