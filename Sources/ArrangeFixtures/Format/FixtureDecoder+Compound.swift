/// Relations of compound anchors (`edges`, `size`, `center` …) in `install` calls.
extension FixtureDecoder {
    /// The compound relation `text` of the `install` call `call` at `path`,
    /// with its `"inset"` (edges: a number, or one per edge) or `"offset"`
    /// (size and centre: `[x, y]`).
    func compoundRelation(_ text: String, call: JSONValue, _ path: JSONPath) throws(FixtureError) -> CompoundRelationValue {
        let argPath = path.appending("install")
        var relation: CompoundRelationValue
        do { relation = try CompoundRelationValue.parse(text) } catch {
            throw .malformed(file: file, path: argPath, expected: error.expected, found: Snippet.quoted(text))
        }
        for name in [relation.lhsItem, relation.rhsItem] where !knownItems.contains(name) {
            throw .malformed(file: file, path: argPath, expected: "anchors of items in the tree (" + Snippet.list(itemNames) + ")", found: "\(Snippet.quoted(name)), which names no item")
        }
        guard case let .object(m) = call else { return relation }
        let count = relation.anchor.partCount
        for (key, value) in m where key == "inset" || key == "offset" {
            let keyPath = path.appending(key)
            let fits = (key == "inset") == relation.anchor.isEdges
            guard fits else {
                throw .malformed(file: file, path: keyPath, expected: relation.anchor.isEdges ? "\"inset\" for edges" : "\"offset\" for a size or centre", found: "\"\(key)\" beside \(relation.anchor.rawValue)")
            }
            var numbers: [Double] = []
            if key == "inset", case .number = value {
                numbers = Array(repeating: try number(value, keyPath), count: count)
            } else {
                guard case let .array(list) = value, list.count == count else {
                    throw fail(keyPath, "\(count) numbers, in the order of \(relation.anchor.rawValue)'s parts", value)
                }
                for (i, e) in list.enumerated() { numbers.append(try number(e, keyPath.appending(i))) }
            }
            if key == "inset" { relation.inset = numbers } else { relation.offset = numbers }
        }
        return relation
    }
}
