/// A linear combination of item anchors and spacer units, plus a constant.
///
/// The untyped representation behind ``Anchor`` and behind every lowered
/// constraint. Terms keep the order they were written in, so descriptions
/// read like the source.
struct LinearForm {
    /// What a term multiplies.
    enum Target {
        /// An anchor of an item.
        case anchor(ItemReference, Attribute)
        /// The shared unit of the `index`-th flexible spacer list of one group's lowering.
        case spacer(Int)
    }

    /// One coefficient × target.
    struct Term {
        var target: Target
        var coefficient: Double
    }

    var terms: [Term]
    var constant: Double

    init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ item: Item, _ attribute: Attribute) {
        self.init(ItemReference(item), attribute)
    }

    init(_ ref: ItemReference, _ attribute: Attribute) {
        self.init([Term(target: .anchor(ref, attribute), coefficient: 1)])
    }

    init(constant: Double) {
        self.init([], constant: constant)
    }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        LinearForm(a.terms + b.terms, constant: a.constant + b.constant)
    }

    static func - (a: LinearForm, b: LinearForm) -> LinearForm { a + b * -1 }

    static func + (a: LinearForm, c: Double) -> LinearForm {
        LinearForm(a.terms, constant: a.constant + c)
    }

    static func * (a: LinearForm, c: Double) -> LinearForm {
        LinearForm(a.terms.map { Term(target: $0.target, coefficient: $0.coefficient * c) }, constant: a.constant * c)
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The items the form mentions, each once, in order of appearance.
    var references: [ItemReference] {
        var seen: [ItemReference] = []
        for term in terms {
            if case let .anchor(ref, _) = term.target, !seen.contains(where: { $0.id == ref.id }) { seen.append(ref) }
        }
        return seen
    }

    /// The items the form mentions, each once, in order of appearance.
    /// Only for forms whose items are in a live tree (see ``ItemReference``).
    var items: [Item] { references.map(\.item) }

    /// Whether the form mentions `item`.
    func mentions(_ item: Item) -> Bool {
        let id = ObjectIdentifier(item)
        return terms.contains { if case let .anchor(ref, _) = $0.target { ref.id == id } else { false } }
    }

    /// Whether the form mentions an item whose identity is in `ids`.
    func mentions(any ids: Set<ObjectIdentifier>) -> Bool {
        terms.contains { if case let .anchor(ref, _) = $0.target { ids.contains(ref.id) } else { false } }
    }

    /// The same form with `leading`/`trailing` made physical.
    func physical(_ direction: LayoutDirection) -> LinearForm {
        let needsMapping = terms.contains { term in
            if case .anchor(_, .leading) = term.target { return true }
            if case .anchor(_, .trailing) = term.target { return true }
            return false
        }
        guard needsMapping else { return self }
        return LinearForm(terms.map { term in
            guard case let .anchor(ref, attribute) = term.target else { return term }
            return Term(target: .anchor(ref, attribute.physical(direction)), coefficient: term.coefficient)
        }, constant: constant)
    }

    /// For example `root.right - 20` or `0.5 * root.width + 4`.
    var description: String {
        var text = ""
        for term in terms {
            let name: String
            switch term.target {
            case let .anchor(ref, attribute): name = "\(ref.name).\(attribute.rawValue)"
            case let .spacer(index): name = "spacer\(index)"
            }
            let c = term.coefficient
            let magnitude = Swift.abs(c) == 1 ? name : "\(formatNumber(Swift.abs(c))) * \(name)"
            if text.isEmpty {
                text = c < 0 ? "-\(magnitude)" : magnitude
            } else {
                text += c < 0 ? " - \(magnitude)" : " + \(magnitude)"
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}
