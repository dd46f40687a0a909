/// Keeping the state's tables (variable → column, record → row, values) in step
/// with a component.
extension SolverState {
    /// Re-points variables and records at their columns and rows, and refreshes values.
    mutating func sync(component k: Int) {
        // Moved out while it is read: reading it in place would copy it.
        let c = components[k].take()!
        sync(component: k, c)
        components[k] = consume c
    }

    /// Re-points variables and records at the columns and rows of `c`, which
    /// is (or is about to be stored as) component `k`, and refreshes values.
    ///
    /// With `fromColumn` and `fromRow`, only the columns and rows from there
    /// on (just appended, while no basic value of the others changed).
    ///
    /// Over buffers: it runs once per installation (every `add`), where
    /// each write through the state's arrays checked their uniqueness. Not
    /// inlined: inlined into `install`, the component it reads was copied
    /// (a memcpy of the struct per call).
    @inline(never)
    mutating func sync(component k: Int, _ c: Component, fromColumn: Int = 0, fromRow: Int = 0) {
        c.columns.withUnsafeBufferPointer { columns in
            c.x.withUnsafeBufferPointer { x in
                variableComponent.withUnsafeMutableBufferPointer { variableComponent in
                    variableColumn.withUnsafeMutableBufferPointer { variableColumn in
                        values.withUnsafeMutableBufferPointer { values in
                            for j in fromColumn..<columns.count {
                                let v = Int(columns[j].variable)
                                guard v >= 0 else { continue }
                                variableComponent[v] = Int32(k)
                                variableColumn[v] = Int32(j)
                                let p = Int(columns[j].position)
                                values[v] = p >= 0 ? x[p] : 0
                            }
                        }
                    }
                }
            }
        }
        c.rows.withUnsafeBufferPointer { rows in
            slots.withUnsafeMutableBufferPointer { slots in
                for i in fromRow..<rows.count {
                    let s = Int(rows[i].record)
                    slots[s]!.component = Int32(k)
                    slots[s]!.row = Int32(i)
                }
            }
        }
    }

    /// Refreshes the values of `c`'s variables, whose columns and rows did
    /// not move (a suggestion, a constant change, or its undo: only
    /// right-hand sides and basic values changed).
    mutating func syncValues(_ c: Component) {
        c.columns.withUnsafeBufferPointer { columns in
            for column in columns where column.variable >= 0 {
                let p = Int(column.position)
                values[Int(column.variable)] = p >= 0 ? c.x[p] : 0
            }
        }
    }

    /// ``syncValues(_:)`` after a change of right-hand sides: when only the
    /// basic values its journal lists moved, re-reads just those (a resize
    /// of a large component moves a part of it), else all.
    mutating func syncValues(_ c: Component, of change: ConstantUndo.Change) {
        guard change.movedOnlyJournaled else { return syncValues(c) }
        c.basis.withUnsafeBufferPointer { basis in
            c.columns.withUnsafeBufferPointer { columns in
                c.x.withUnsafeBufferPointer { x in
                    values.withUnsafeMutableBufferPointer { values in
                        for (p, _) in change.values {
                            let v = Int(columns[Int(basis[p])].variable)
                            if v >= 0 { values[v] = x[p] }
                        }
                    }
                }
            }
        }
    }
}
