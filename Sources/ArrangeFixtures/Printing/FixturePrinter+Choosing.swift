import Arrange

// The choosing layouts as fixture calls (Fixtures/README.md): `grid`,
// `flow`, `firstFitting` with an array of calls per alternative.
extension FixturePrinter {
    /// A grid, flow or firstFitting call as a fixture writes it; `with`
    /// adds the priority and identifier.
    static func choosing(_ call: PrintedCall, with: ([(key: String, value: JSONValue)], PrintedOptions) -> JSONValue) -> JSONValue {
        switch call {
        case let .grid(g, options):
            let rows: [JSONValue] = g.rows.map { row in
                .array(row.map { cell -> JSONValue in
                    guard cell.columns != 1 || cell.alignment != nil || cell.rowAlignment != nil || cell.item == nil else { return .string(cell.item!) }
                    if cell.item == nil && cell.columns == 1 { return .null }
                    var members: [(key: String, value: JSONValue)] = []
                    if let item = cell.item { members.append(("item", .string(item))) }
                    if cell.columns != 1 { members.append(("columns", number(Double(cell.columns)))) }
                    if let a = cell.alignment { members.append(("alignment", .string(a))) }
                    if let a = cell.rowAlignment { members.append(("rowAlignment", .string(a))) }
                    return .object(members)
                })
            }
            var members: [(key: String, value: JSONValue)] = [("grid", .array(rows))]
            if !g.columns.isEmpty {
                members.append(("columns", .array(g.columns.map { column in
                    switch column {
                    case .fit: .string("fit")
                    case let .fixed(w): number(w)
                    case let .flexible(weight): weight == 1 ? .string("flexible") : .object([("flexible", number(weight))])
                    }
                })))
            }
            members.append(("spacing", number(g.spacing)))
            if g.rowSpacing != g.spacing { members.append(("rowSpacing", number(g.rowSpacing))) }
            return with(members, options)
        case let .flow(f, options):
            var members: [(key: String, value: JSONValue)] = [("flow", .array(f.items.map(JSONValue.string))), ("spacing", number(f.spacing))]
            if f.lineSpacing != f.spacing { members.append(("lineSpacing", number(f.lineSpacing))) }
            if f.alignment != "leading" { members.append(("alignment", .string(f.alignment))) }
            if f.rowAlignment != "top" { members.append(("rowAlignment", .string(f.rowAlignment))) }
            if f.wrap != "chain" { members.append(("wrap", .string(f.wrap))) }
            return with(members, options)
        case let .firstFitting(axes, alternatives, options):
            var members: [(key: String, value: JSONValue)] = [("firstFitting", .array(alternatives.map { .array($0.map(self.call)) }))]
            if axes != "both" { members.append(("in", .string(axes))) }
            return with(members, options)
        default:
            return .null
        }
    }
}
