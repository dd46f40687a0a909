/// `grid` calls: `{"grid": [["a", "b"], [null, {"item": "c", "columns": 2}]], "columns": ["fit", 80, {"flexible": 1}], "spacing": 8}`.
extension FixtureDecoder {
    /// The keys a `grid` call may carry beside its verb.
    static let gridKeys = ["columns", "spacing", "rowSpacing", "alignment", "rowAlignment"]
    static let horizontalAlignments = ["leading", "center", "trailing", "fill"]
    static let verticalAlignments = ["top", "center", "bottom", "firstBaseline", "fill"]

    /// The grid call `call` at `path`.
    func grid(_ call: JSONValue, _ path: JSONPath) throws(FixtureError) -> GridValue {
        guard case let .object(m) = call else { throw fail(path, "a grid call", call) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let rowsPath = path.appending("grid")
        guard case let .array(rowValues)? = get("grid") else { throw fail(rowsPath, "an array of rows, each an array of cells", get("grid")) }
        var rows: [[GridValue.Cell]] = []
        for (r, rowValue) in rowValues.enumerated() {
            guard case let .array(cellValues) = rowValue else { throw fail(rowsPath.appending(r), "a row: an array of cells", rowValue) }
            var row: [GridValue.Cell] = []
            for (k, cellValue) in cellValues.enumerated() { row.append(try gridCell(cellValue, rowsPath.appending(r).appending(k))) }
            rows.append(row)
        }
        var columns: [GridValue.Column] = []
        if let value = get("columns") {
            guard case let .array(list) = value else { throw fail(path.appending("columns"), "an array of \"fit\", widths and {\"flexible\": weight}", value) }
            for (j, c) in list.enumerated() {
                let p = path.appending("columns").appending(j)
                switch c {
                case .string("fit"): columns.append(.fit)
                case .string("flexible"): columns.append(.flexible(1))
                case .number: columns.append(.fixed(try number(c, p)))
                case let .object(o) where o.count == 1 && o[0].key == "flexible":
                    columns.append(.flexible(try number(o[0].value, p.appending("flexible"), "a weight (number)")))
                default: throw fail(p, "\"fit\", a width, \"flexible\" or {\"flexible\": weight}", c)
                }
            }
        }
        let spacing = try get("spacing").map { v throws(FixtureError) in try number(v, path.appending("spacing")) } ?? 0
        let rowSpacing = try get("rowSpacing").map { v throws(FixtureError) in try number(v, path.appending("rowSpacing")) }
        let alignment = try gridAlignment(get("alignment"), path.appending("alignment"), FixtureDecoder.horizontalAlignments) ?? "center"
        let rowAlignment = try gridAlignment(get("rowAlignment"), path.appending("rowAlignment"), FixtureDecoder.verticalAlignments) ?? "center"
        return GridValue(rows: rows, columns: columns, spacing: spacing, rowSpacing: rowSpacing, alignment: alignment, rowAlignment: rowAlignment)
    }

    /// A cell: an item name, `null` (empty), or `{"item": "c", "columns": 2, "alignment": "leading", "rowAlignment": "top"}`
    /// (`{"columns": 2}` alone: an empty cell across two columns).
    private func gridCell(_ value: JSONValue, _ path: JSONPath) throws(FixtureError) -> GridValue.Cell {
        switch value {
        case .null: return GridValue.Cell()
        case .string: return GridValue.Cell(item: try item(value, path))
        case .object:
            let m = try members(value, path, "a cell", allowed: ["item", "columns", "alignment", "rowAlignment"])
            func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
            var cell = GridValue.Cell()
            if let name = get("item") { cell.item = try item(name, path.appending("item")) }
            if let span = get("columns") {
                let n = try number(span, path.appending("columns"), "a whole number of columns")
                guard n == n.rounded(), abs(n) < 1e9 else { throw fail(path.appending("columns"), "a whole number of columns", span) }
                cell.columns = Int(n)
            }
            cell.alignment = try gridAlignment(get("alignment"), path.appending("alignment"), FixtureDecoder.horizontalAlignments)
            cell.rowAlignment = try gridAlignment(get("rowAlignment"), path.appending("rowAlignment"), FixtureDecoder.verticalAlignments)
            return cell
        default:
            throw fail(path, "an item name, null (an empty cell) or {\"item\": name, \"columns\": n, \"alignment\": …}", value)
        }
    }

    private func gridAlignment(_ value: JSONValue?, _ path: JSONPath, _ names: [String]) throws(FixtureError) -> String? {
        guard let value else { return nil }
        let text = try string(value, path, "one of " + names.joined(separator: " "))
        guard names.contains(text) else { throw fail(path, "one of " + names.joined(separator: " "), value) }
        return text
    }
}
