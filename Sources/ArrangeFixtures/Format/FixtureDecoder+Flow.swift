/// `flow` calls: `{"flow": ["a", "b", "c"], "spacing": 8, "lineSpacing": 4, "alignment": "justified",
/// "rowAlignment": "center", "wrap": "aligned"}`.
extension FixtureDecoder {
    /// The keys a `flow` call may carry beside its verb.
    static let flowKeys = ["spacing", "lineSpacing", "alignment", "rowAlignment", "wrap"]
    static let flowAlignments = ["leading", "center", "trailing", "justified"]
    static let flowRowAlignments = ["top", "center", "bottom", "firstBaseline", "fill"]
    static let flowWraps = ["chain", "aligned"]

    /// The flow call `call` at `path`.
    func flow(_ call: JSONValue, _ path: JSONPath) throws(FixtureError) -> Call.Kind {
        guard case let .object(m) = call else { throw fail(path, "a flow call", call) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let names = try items(get("flow"), path.appending("flow"))
        let spacing = try get("spacing").map { v throws(FixtureError) in try number(v, path.appending("spacing")) } ?? 0
        let lineSpacing = try get("lineSpacing").map { v throws(FixtureError) in try number(v, path.appending("lineSpacing")) }
        /// The value of `key`, one of `allowed`, or `otherwise` when absent.
        func choice(_ key: String, _ allowed: [String], otherwise: String) throws(FixtureError) -> String {
            guard let value = get(key) else { return otherwise }
            let what = "one of " + allowed.joined(separator: " ")
            let chosen = try string(value, path.appending(key), what)
            guard allowed.contains(chosen) else { throw fail(path.appending(key), what, value) }
            return chosen
        }
        return .flow(items: names, spacing: spacing, lineSpacing: lineSpacing, alignment: try choice("alignment", FixtureDecoder.flowAlignments, otherwise: "leading"),
                     rowAlignment: try choice("rowAlignment", FixtureDecoder.flowRowAlignments, otherwise: "top"),
                     wrap: try choice("wrap", FixtureDecoder.flowWraps, otherwise: "chain"))
    }
}
