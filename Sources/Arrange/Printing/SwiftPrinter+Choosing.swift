// The choosing layouts in Swift: `make.grid(…)`, `make.flow(…)`,
// `make.firstFitting(in:_:)` with one closure per alternative.
extension SwiftPrinter {
    /// The lines of a grid, flow or firstFitting call on `context`;
    /// `finish` adds the priority and identifier.
    static func renderChoosing(_ call: PrintedCall, on context: String, indent: String, names: (values: [String], byName: [String: String]),
                               refs: inout Int, finish: (String, PrintedOptions) -> String) -> [String] {
        func v(_ item: String) -> String { names.byName[item] ?? item }
        switch call {
        case let .grid(g, options):
            let rows = g.rows.map { row in
                "[" + row.map { cell -> String in
                    guard let item = cell.item else { return cell.columns == 1 ? "\(context).empty" : "\(context).empty(columns: \(cell.columns))" }
                    guard cell.columns != 1 || cell.alignment != nil || cell.rowAlignment != nil else { return v(item) }
                    var arguments = [v(item)]
                    if cell.columns != 1 { arguments.append("columns: \(cell.columns)") }
                    if let a = cell.alignment { arguments.append("alignment: .\(a)") }
                    if let a = cell.rowAlignment { arguments.append("rowAlignment: .\(a)") }
                    return "\(context).cell(\(arguments.joined(separator: ", ")))"
                }.joined(separator: ", ") + "]"
            }
            var arguments = ["[" + rows.joined(separator: ", ") + "]"]
            if !g.columns.isEmpty {
                arguments.append("columns: [" + g.columns.map { column in
                    switch column {
                    case .fit: ".fit"
                    case let .fixed(w): ".fixed(\(number(w)))"
                    case let .flexible(weight): weight == 1 ? ".flexible()" : ".flexible(weight: \(number(weight)))"
                    }
                }.joined(separator: ", ") + "]")
            }
            arguments.append("spacing: \(number(g.spacing))")
            if g.rowSpacing != g.spacing { arguments.append("rowSpacing: \(number(g.rowSpacing))") }
            return [finish("\(context).grid(\(arguments.joined(separator: ", ")))", options)]
        case let .flow(f, options):
            var arguments = ["[" + f.items.map(v).joined(separator: ", ") + "]", "spacing: \(number(f.spacing))"]
            if f.lineSpacing != f.spacing { arguments.append("lineSpacing: \(number(f.lineSpacing))") }
            if f.alignment != "leading" { arguments.append("alignment: .\(f.alignment)") }
            if f.rowAlignment != "top" { arguments.append("rowAlignment: .\(f.rowAlignment)") }
            if f.wrap != "chain" { arguments.append("wrap: .\(f.wrap)") }
            return [finish("\(context).flow(\(arguments.joined(separator: ", ")))", options)]
        case let .firstFitting(axes, alternatives, options):
            let set = axes == "both" ? "[.horizontal, .vertical]" : ".\(axes)"
            let inner = "\(context)Alternative"
            var lines: [String] = []
            for (k, calls) in alternatives.enumerated() {
                lines.append(indent + "    { \(inner) in")
                for call in calls { lines += render(call, on: inner, indent: indent + "        ", names: names, refs: &refs) }
                lines.append(indent + "    }" + (k == alternatives.count - 1 ? "" : ","))
            }
            // A call of many lines: `(make.firstFitting(…) ~ p).identifier = "…"` wraps all of them.
            var open = "\(context).firstFitting(in: \(set), [", close = "])"
            if let p = options.priority { close += " ~ \(p)" }
            if let id = options.identifier {
                open = "(" + open
                close += ").identifier = \(quoted(id))"
            }
            return [indent + open] + lines + [indent + close]
        default:
            return []
        }
    }
}
