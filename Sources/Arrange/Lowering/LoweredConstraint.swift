import ArrangeSolver

/// A primitive constraint in item terms: `lhs relation rhs` over anchors and
/// spacer units, with its priority and where it came from. The output of
/// ``Lowering``; installing resolves it into solver variables.
struct LoweredConstraint {
    var lhs: LinearForm
    var relation: Relation
    var rhs: LinearForm
    var priority: Priority
    var verb: String
    /// The 1-based argument position that produced it, if one did.
    var argument: Int?
    /// Which part of the verb's lowering (`wall gap`, `spacer unit >= 0`), if the verb makes several.
    var role: String?
    var location: CallSite?

    /// The provenance, with the names of the items mentioned.
    var provenance: Provenance {
        var seen = lhs.references
        for ref in rhs.references where !seen.contains(where: { $0.id == ref.id }) { seen.append(ref) }
        return Provenance(verb: verb, argument: argument, items: seen.map(\.name), location: location, role: role)
    }

    /// For example `red.left == root.left + 20`.
    var relationDescription: String {
        "\(lhs.description) \(relation.rawValue) \(rhs.description)"
    }

    /// Whether either side mentions `item`.
    func mentions(_ item: Item) -> Bool {
        lhs.mentions(item) || rhs.mentions(item)
    }
}
