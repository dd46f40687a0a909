extension Solver: CustomDebugStringConvertible {
    /// A readable dump: variables with values, then each component's rows
    /// (constraint, basic column and value) in storage order.
    public var debugDescription: String {
        state.flushPendingEdits()
        return components().dump()
    }
}

extension SolverState {
    func dump() -> String {
        if direct != nil { return materialized().dump() }
        func label(_ v: Int) -> String { names[v].isEmpty ? "v\(v)" : names[v] }
        var lines = ["Solver: \(names.count) variables, \(records.count) constraints (\(edits.count) edit)"]
        for v in 0..<names.count {
            let where_ = variableComponent[v] >= 0 ? "component \(variableComponent[v])" : "unconstrained"
            lines.append("  \(label(v)) = \(values[v])  (\(where_))")
        }
        for (k, c) in components.enumerated() {
            guard let c else { continue }
            lines.append("component \(k): \(c.rowCount) rows, \(c.columnCount) columns")
            func columnName(_ j: Int) -> String {
                if c.columns[j].variable >= 0 { return label(Int(c.columns[j].variable)) }
                let owner = c.columns[j].ownerRow
                let role = c.rows[Int(owner)].logical == Int32(j) ? "s" : "e"
                return "\(role)\(owner).\(j)"
            }
            for i in 0..<c.rowCount {
                let r = slots[Int(c.rows[i].record)]!
                var parts: [String] = []
                c.forEachEntry(row: i) { j, value in parts.append("\(value) \(columnName(j))") }
                let terms = parts.joined(separator: " + ")
                lines.append("  row \(i): \(terms) = \(c.rows[i].rhs)    [\(r.isEdit ? "edit" : "\(r.constraint.relation.rawValue) \(r.constraint.strength)")]")
            }
            let basics = c.basis.enumerated().map { "\(columnName(Int($0.element)))=\(c.x[$0.offset])" }
            lines.append("  basis: " + basics.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
