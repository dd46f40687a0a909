/// A fixture's `xStack`/`yStack` call:
/// `{"xStack": ["a", "b"], "spacing": 8, "distribution": "fillEqually", "alignment": "center", "spacingAfter": {"a": 16}}`.
package struct StackValue: Sendable {
    /// The stack's axis.
    package var axis: AxisValue
    /// The items, in order.
    package var items: [String]
    /// The spacing (0 when absent).
    package var spacing: Double
    /// A `StackDistribution` case name (`fill` when absent).
    package var distribution: String
    /// A `StackAlignment` case name (`fill` when absent).
    package var alignment: String
    /// The custom spacings, in the fixture's order.
    package var spacingAfter: [(item: String, spacing: Double)]
}

extension FixtureDecoder {
    /// The keys a stack call may have beside its verb.
    static let stackKeys = ["spacing", "distribution", "alignment", "spacingAfter"]

    /// A `true` or `false`.
    func bool(_ value: JSONValue?, _ path: JSONPath) throws(FixtureError) -> Bool {
        guard case let .bool(b)? = value else { throw fail(path, "true or false", value) }
        return b
    }

    /// `{"xStack": [...], …}` at `path`.
    func stack(_ verb: String, _ argument: JSONValue?, call: JSONValue, _ path: JSONPath) throws(FixtureError) -> Call.Kind {
        guard case let .object(m) = call else { throw fail(path, "a make call", call) }
        func get(_ key: String) -> JSONValue? { m.first { $0.key == key }?.value }
        let names = try items(argument, path.appending(verb))
        let spacing = try get("spacing").map { v throws(FixtureError) in try number(v, path.appending("spacing"), "the spacing (a number)") } ?? 0
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        let alignments = ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"]
        let distribution = try get("distribution").map { v throws(FixtureError) in try string(v, path.appending("distribution")) } ?? "fill"
        guard distributions.contains(distribution) else {
            throw fail(path.appending("distribution"), "a distribution among " + distributions.joined(separator: " "), get("distribution"))
        }
        let alignment = try get("alignment").map { v throws(FixtureError) in try string(v, path.appending("alignment")) } ?? "fill"
        guard alignments.contains(alignment) else {
            throw fail(path.appending("alignment"), "an alignment among " + alignments.joined(separator: " "), get("alignment"))
        }
        var after: [(item: String, spacing: Double)] = []
        if let value = get("spacingAfter") {
            guard case let .object(pairs) = value else { throw fail(path.appending("spacingAfter"), "an object {\"item\": spacing}", value) }
            for pair in pairs {
                let name = try item(.string(pair.key), path.appending("spacingAfter"))
                after.append((name, try number(pair.value, path.appending("spacingAfter").appending(pair.key), "a spacing (a number)")))
            }
        }
        return .stack(StackValue(axis: verb == "xStack" ? .horizontal : .vertical, items: names, spacing: spacing, distribution: distribution,
                                 alignment: alignment, spacingAfter: after))
    }
}
