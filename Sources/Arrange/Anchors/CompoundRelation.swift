import ArrangeSolver

/// Several relations made at once by a compound anchor (``EdgesAnchor``,
/// ``SizeAnchor``, ``CenterAnchor``), installed as one call with one
/// priority and one handle: `make.install(card.edges == screen.edges.inset(20))`.
///
/// Each part is named by the anchor its left side sets (`top`, `left`,
/// `width`, `centerX` …), which is how the handle names its numbers:
/// `try handle.setConstant(40, on: .bottom)`.
public struct CompoundRelation {
    /// The parts, each with the anchor that names it.
    var parts: [(attribute: Attribute, relation: AnchorRelation)]
    /// The priority of every part; required unless `~` says otherwise.
    public var priority: Priority = .required

    init(_ parts: [(attribute: Attribute, relation: AnchorRelation)]) {
        self.parts = parts
    }

    /// Pairs two lists of anchor forms, part by part.
    init(_ lhs: [(Attribute, LinearForm)], _ relation: Relation, _ rhs: [(Attribute, LinearForm)], retaining retained: RetainedItems) {
        self.init(zip(lhs, rhs).map { l, r in (l.0, AnchorRelation(l.1, relation, r.1, retaining: retained)) })
    }

    /// The same relations at another priority: `a.edges == b.edges ~ .high`.
    public static func ~ (relation: CompoundRelation, priority: Priority) -> CompoundRelation {
        var copy = relation
        copy.priority = priority
        return copy
    }
}

extension CompoundRelation: CustomStringConvertible {
    /// The parts, separated by `, ` (for example `a.width == b.width, a.height == b.height`).
    public var description: String {
        parts.map { "\($0.relation.lhs.description) \($0.relation.relation.rawValue) \($0.relation.rhs.description)" }
            .joined(separator: ", ") + (priority.isRequired ? "" : " ~ \(priority)")
    }
}
