/// `align` and `distribute`: verbs that relate items with each other.
extension FixtureDecoder {
    /// `{"align": "top", "items": [...]}` or `{"distribute": "horizontal", "by": 10, "items": [...]}`.
    func itemsVerb(_ verb: String, _ argument: JSONValue?, call: JSONValue, _ path: JSONPath) throws(FixtureError) -> Call.Kind {
        let argPath = path.appending(verb)
        guard case let .object(m) = call else { throw fail(path, "a make call", call) }
        let itemsValue = m.first { $0.key == "items" }?.value
        let names = try items(itemsValue, path.appending("items"))
        if verb == "align" {
            let text = try string(argument, argPath, "an anchor name")
            guard let anchor = AnchorName(rawValue: text) else {
                throw .malformed(file: file, path: argPath, expected: "an anchor among " + AnchorName.allCases.map(\.rawValue).joined(separator: " "), found: Snippet.quoted(text))
            }
            return .alignItems(anchor: anchor, items: names)
        }
        let text = try string(argument, argPath, "\"horizontal\" or \"vertical\"")
        guard let axis = AxisValue(rawValue: text) else { throw fail(argPath, "\"horizontal\" or \"vertical\"", argument) }
        let gap = try number(m.first { $0.key == "by" }?.value, path.appending("by"), "the gap (a number)")
        return .distribute(axis: axis, gap: gap, items: names)
    }
}
