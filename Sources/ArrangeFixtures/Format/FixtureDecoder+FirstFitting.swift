/// `firstFitting` calls: `{"firstFitting": [[calls of alternative 1], [calls of alternative 2]], "in": "horizontal"}`.
extension FixtureDecoder {
    /// The keys a `firstFitting` call may carry beside its verb.
    static let firstFittingKeys = ["in"]
    /// The values of `in`: the axes along which items must fit.
    static let fitAxes = ["horizontal", "vertical", "both"]

    /// The firstFitting call `value` at `path`; `lines` are those of the call object.
    func firstFitting(_ value: JSONValue, _ path: JSONPath, lines: JSONLines?) throws(FixtureError) -> Call.Kind {
        guard case let .object(m) = value else { throw fail(path, "a firstFitting call", value) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let what = "an array of alternatives, each an array of make calls"
        guard case let .array(alternatives)? = get("firstFitting") else { throw fail(path.appending("firstFitting"), what, get("firstFitting")) }
        let arrayLines = lines?.member("firstFitting", of: value)
        var decoded: [[Call]] = []
        for (k, alternative) in alternatives.enumerated() {
            guard case let .array(callValues) = alternative else { throw fail(path.appending("firstFitting").appending(k), what, alternative) }
            let altLines = arrayLines.flatMap { k < $0.children.count ? $0.children[k] : nil }
            decoded.append(try calls(callValues, path.appending("firstFitting").appending(k), lines: altLines))
        }
        var axes = "both"
        if let given = get("in") {
            let what = "one of " + FixtureDecoder.fitAxes.joined(separator: " ")
            axes = try string(given, path.appending("in"), what)
            guard FixtureDecoder.fitAxes.contains(axes) else { throw fail(path.appending("in"), what, given) }
        }
        return .firstFitting(axes: axes, alternatives: decoded)
    }
}
