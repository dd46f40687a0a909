import ArrangeSolver

/// A primitive constraint in item terms: `lhs relation rhs` over anchors and
/// spacer units, with its priority and where it came from. The output of
/// ``Lowering``; installing resolves it into solver variables.
///
/// Stored widest fields first, the relation in the priority's padding and
/// the argument as an `Int32` beside ``declaration``: 168 bytes, not 192
/// (a group keeps one per primitive constraint).
struct LoweredConstraint {
    var lhs: LinearForm
    var rhs: LinearForm
    var priority: Priority
    var relation: Relation
    var verb: String
    /// Which part of the verb's lowering (`wall gap`, `spacer unit >= 0`), if the verb makes several.
    var role: String?
    var location: CallSite?
    /// ``argument``, or −1 for none.
    var argumentStorage: Int32
    /// The declaration it was lowered from: its index among its closure's
    /// declarations (``Declaration/index``), −1 for the system's own constraints.
    var declaration: Int32

    /// The items it mentions, each once, in order of appearance (left side first).
    var references: [ItemReference] {
        var seen = lhs.references
        for ref in rhs.references where !seen.contains(where: { $0.id == ref.id }) { seen.append(ref) }
        return seen
    }

    /// The provenance, with the names of the items mentioned (read from the
    /// items, so only while they are alive).
    var provenance: Provenance { provenance { $0.name } }

    /// The provenance, with the items' names given by `name`.
    func provenance(naming name: (ItemReference) -> String) -> Provenance {
        Provenance(verb: verb, argument: argument, items: references.map(name), location: location, role: role)
    }

    /// For example `red.left == root.left + 20` (names read from the items).
    var relationDescription: String { relationDescription { $0.name } }

    /// The relation, with the items' names given by `name`.
    func relationDescription(naming name: (ItemReference) -> String) -> String {
        "\(lhs.description(naming: name)) \(relation.rawValue) \(rhs.description(naming: name))"
    }

    /// Whether either side mentions `item`.
    func mentions(_ item: Item) -> Bool {
        lhs.mentions(item) || rhs.mentions(item)
    }
}

extension LoweredConstraint {
    /// The 1-based argument position that produced it, if one did.
    var argument: Int? {
        get { argumentStorage < 0 ? nil : Int(argumentStorage) }
        set { argumentStorage = newValue.map { Int32($0) } ?? -1 }
    }

    /// A constraint in the fields' reading order (the stored order is the
    /// compact one); made through the memberwise initialiser, so that the
    /// value is built in place (an initialiser assigning field by field
    /// made lowering copy each constraint once more).
    init(lhs: LinearForm, relation: Relation, rhs: LinearForm, priority: Priority, verb: String, argument: Int? = nil,
         role: String? = nil, location: CallSite? = nil, declaration: Int32 = -1) {
        self.init(lhs: lhs, rhs: rhs, priority: priority, relation: relation, verb: verb, role: role, location: location,
                  argumentStorage: argument.map { Int32($0) } ?? -1, declaration: declaration)
    }

    /// `lhs relation rhs` lowered from `d`: its verb, location and index.
    init(_ lhs: LinearForm, _ relation: Relation, _ rhs: LinearForm, priority: Priority, from d: borrowing Declaration, argument: Int?, role: String?) {
        self.init(lhs: lhs, relation: relation, rhs: rhs, priority: priority, verb: d.verb, argument: argument, role: role,
                  location: d.location, declaration: d.index)
    }
}
