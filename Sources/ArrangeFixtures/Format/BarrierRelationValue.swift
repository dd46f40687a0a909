/// A relation to a barrier, parsed from `"field.leading == barrier + 8"` with
/// the barrier given beside it: `"barrier": {"trailing": ["name", "email"]}`.
package struct BarrierRelationValue: Sendable, Equatable {
    /// The position on the left.
    package var lhs: AnchorRef
    /// The relation.
    package var relation: RelationValue
    /// The edge the barrier follows: `left right leading trailing top bottom`.
    package var edge: AnchorName
    /// The items it follows.
    package var items: [String]
    /// The barrier's shift.
    package var constant: Double
    /// The text as written.
    package var text: String

    /// The edges a barrier can follow.
    package static let edges: [AnchorName] = [.left, .right, .leading, .trailing, .top, .bottom]

    /// Parses `ITEM.ANCHOR REL barrier [+ c | - c]` (tokens separated by
    /// spaces); the anchor must be a position on the edge's axis.
    package static func parse(_ text: String, edge: AnchorName, items: [String]) throws(AnchorRelationValue.ParseError) -> BarrierRelationValue {
        let tokens = text.split(separator: " ").map(String.init)
        let shape = "ITEM.ANCHOR REL barrier [+ c | - c], tokens separated by spaces"
        guard tokens.count == 3 || tokens.count == 5, let relation = RelationValue(rawValue: tokens[1]), tokens[2] == "barrier" else {
            throw .init(expected: shape)
        }
        let parts = tokens[0].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let anchor = AnchorName(rawValue: String(parts[1])) else { throw .init(expected: shape) }
        guard !anchor.isSize, anchor.axis == edge.axis else {
            throw .init(expected: "a position on the barrier's axis (\(edge.rawValue) is \(edge.axis.rawValue); \(tokens[0]) is not such a position)")
        }
        var constant = 0.0
        if tokens.count == 5 {
            guard tokens[3] == "+" || tokens[3] == "-", let c = Double(tokens[4]) else { throw .init(expected: shape) }
            constant = tokens[3] == "+" ? c : -c
        }
        return BarrierRelationValue(lhs: AnchorRef(item: String(parts[0]), anchor: anchor), relation: relation, edge: edge,
                                    items: items, constant: constant, text: text)
    }
}
