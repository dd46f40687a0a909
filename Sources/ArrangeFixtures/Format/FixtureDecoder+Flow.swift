/// `flow` calls: `{"flow": ["a", "b", "c"], "spacing": 8, "lineSpacing": 4, "alignment": "justified"}`.
extension FixtureDecoder {
    /// The keys a `flow` call may carry beside its verb.
    static let flowKeys = ["spacing", "lineSpacing", "alignment"]
    static let flowAlignments = ["leading", "center", "trailing", "justified"]

    /// The flow call `call` at `path`.
    func flow(_ call: JSONValue, _ path: JSONPath) throws(FixtureError) -> Call.Kind {
        guard case let .object(m) = call else { throw fail(path, "a flow call", call) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let names = try items(get("flow"), path.appending("flow"))
        let spacing = try get("spacing").map { v throws(FixtureError) in try number(v, path.appending("spacing")) } ?? 0
        let lineSpacing = try get("lineSpacing").map { v throws(FixtureError) in try number(v, path.appending("lineSpacing")) }
        var alignment = "leading"
        if let value = get("alignment") {
            let what = "one of " + FixtureDecoder.flowAlignments.joined(separator: " ")
            alignment = try string(value, path.appending("alignment"), what)
            guard FixtureDecoder.flowAlignments.contains(alignment) else { throw fail(path.appending("alignment"), what, value) }
        }
        return .flow(items: names, spacing: spacing, lineSpacing: lineSpacing, alignment: alignment)
    }
}
