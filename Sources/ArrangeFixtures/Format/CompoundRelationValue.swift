/// A compound anchor of an item, as named in `install` relations.
package enum CompoundAnchorName: String, Sendable, CaseIterable {
    /// `top left bottom right`.
    case edges
    /// `top left bottom right` within the margins (pairs with `edges`).
    case edgesWithinMargins
    /// `top leading bottom trailing`.
    case directionalEdges
    /// `left right`.
    case horizontalEdges
    /// `top bottom`.
    case verticalEdges
    /// `width height`.
    case size
    /// `centerX centerY`.
    case center

    /// How many numbers an `"inset"` (edges) or `"offset"` (size, centre) takes.
    var partCount: Int {
        switch self {
        case .edges, .edgesWithinMargins, .directionalEdges: 4
        case .horizontalEdges, .verticalEdges, .size, .center: 2
        }
    }

    /// Whether it is one of the edge anchors (insets, `==` only).
    var isEdges: Bool { self != .size && self != .center }
}

/// A relation between compound anchors, parsed from text such as
/// `"card.edges == root.edges"` or `"thumb.size <= photo.size / 2"`, with
/// the right side's inset (edges) or offset (size, centre) given beside it:
/// `{"install": "card.edges == root.edges", "inset": [20, 16, 40, 16]}`.
package struct CompoundRelationValue: Sendable, Equatable {
    /// The item on the left.
    package var lhsItem: String
    /// The item on the right.
    package var rhsItem: String
    /// The compound anchor (the same on both sides).
    package var anchor: CompoundAnchorName
    /// The relation (`==` only for edges and centres).
    package var relation: RelationValue
    /// What the right side is scaled by (sizes only).
    package var scale: Double
    /// The right side's inset, edge by edge in the anchor's order (edges only).
    package var inset: [Double]
    /// The right side's offset: `(width, height)` or `(x, y)` (sizes and centres only).
    package var offset: [Double]
    /// The text as written.
    package var text: String
    /// The compound anchor on the right (`edgesWithinMargins` may face `edges`).
    package var rhsAnchor: CompoundAnchorName? = nil

    /// Whether `text` names compound anchors (and so is parsed by ``parse(_:)``).
    package static func names(_ text: String) -> Bool {
        CompoundAnchorName.allCases.contains { text.contains(".\($0.rawValue) ") || text.hasSuffix(".\($0.rawValue)") || text.contains(".\($0.rawValue)\t") }
    }

    /// Parses `ITEM.ANCHOR REL ITEM.ANCHOR [* k | / k]`; item names are checked by the caller.
    package static func parse(_ text: String) throws(AnchorRelationValue.ParseError) -> CompoundRelationValue {
        let tokens = text.split(separator: " ").map(String.init)
        let shape = "ITEM.ANCHOR REL ITEM.ANCHOR [* k | / k] with one compound anchor (" + CompoundAnchorName.allCases.map(\.rawValue).joined(separator: " ") + ") on both sides, tokens separated by spaces"
        guard tokens.count == 3 || tokens.count == 5, let relation = RelationValue(rawValue: tokens[1]) else {
            throw .init(expected: shape)
        }
        func side(_ token: String) throws(AnchorRelationValue.ParseError) -> (String, CompoundAnchorName) {
            let parts = token.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, let anchor = CompoundAnchorName(rawValue: String(parts[1])) else { throw .init(expected: shape) }
            return (String(parts[0]), anchor)
        }
        let (lhsItem, anchor) = try side(tokens[0])
        let (rhsItem, other) = try side(tokens[2])
        let kind = { (a: CompoundAnchorName) in a == .edgesWithinMargins ? .edges : a }
        guard kind(anchor) == kind(other) else { throw .init(expected: "the same compound anchor on both sides (\(anchor.rawValue) and \(other.rawValue) differ)") }
        guard relation == .equal || anchor == .size else { throw .init(expected: "== between \(anchor.rawValue) (only sizes take <= and >=)") }
        var scale = 1.0
        if tokens.count == 5 {
            guard anchor == .size, tokens[3] == "*" || tokens[3] == "/", let k = Double(tokens[4]), tokens[3] == "*" || k != 0 else {
                throw .init(expected: "only a size scaled by '* k' or '/ k' (k not 0) after the right-hand anchor")
            }
            scale = tokens[3] == "*" ? k : 1 / k
        }
        return CompoundRelationValue(lhsItem: lhsItem, rhsItem: rhsItem, anchor: anchor, relation: relation, scale: scale,
                                     inset: [], offset: [], text: text, rhsAnchor: other)
    }
}
