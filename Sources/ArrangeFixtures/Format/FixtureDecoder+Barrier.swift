/// Relations to barriers in `install` calls.
extension FixtureDecoder {
    /// The relation `text` of an `install` call at `path` whose `"barrier"`
    /// is `barrier`: `{"trailing": ["name", "email"]}`.
    func barrierRelation(_ text: String, _ barrier: JSONValue, _ path: JSONPath) throws(FixtureError) -> BarrierRelationValue {
        let barrierPath = path.appending("barrier")
        let edgeNames = BarrierRelationValue.edges.map(\.rawValue)
        guard case let .object(m) = barrier, m.count == 1, let edge = AnchorName(rawValue: m[0].key), BarrierRelationValue.edges.contains(edge) else {
            throw fail(barrierPath, "one edge among \(edgeNames.joined(separator: " ")) and its items: {\"trailing\": [\"name\", \"email\"]}", barrier)
        }
        let names = try items(m[0].value, barrierPath.appending(edge.rawValue))
        let relation: BarrierRelationValue
        do { relation = try BarrierRelationValue.parse(text, edge: edge, items: names) } catch {
            throw .malformed(file: file, path: path.appending("install"), expected: error.expected, found: Snippet.quoted(text))
        }
        guard knownItems.contains(relation.lhs.item) else {
            throw .malformed(file: file, path: path.appending("install"), expected: "anchors of items in the tree (" + Snippet.list(itemNames) + ")", found: "\(Snippet.quoted(relation.lhs.item)), which names no item")
        }
        return relation
    }
}
