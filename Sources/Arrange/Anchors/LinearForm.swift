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

    /// The first term, inline: most forms have exactly one (`b.right`,
    /// `R.left + 20`), and lowering makes two forms per primitive
    /// constraint, so keeping it out of an array saves an allocation each.
    /// Terms hold no references (see ``ItemReference``), so this costs no
    /// reference counting either.
    private var head: Term?
    /// The terms after the first (empty when there is no first).
    private var tail: [Term]
    var constant: Double

    init(_ terms: [Term] = [], constant: Double = 0) {
        self.head = terms.first
        self.tail = terms.count > 1 ? Array(terms.dropFirst()) : []
        self.constant = constant
    }

    private init(head: Term?, tail: [Term], constant: Double) {
        self.head = head
        self.tail = tail
        self.constant = constant
    }

    init(_ item: Item, _ attribute: Attribute) {
        self.init(ItemReference(item), attribute)
    }

    init(_ ref: ItemReference, _ attribute: Attribute) {
        self.init(head: Term(target: .anchor(ref, attribute), coefficient: 1), tail: [], constant: 0)
    }

    /// `coefficient ×` the `index`-th spacer unit.
    init(spacer index: Int, coefficient: Double) {
        self.init(head: Term(target: .spacer(index), coefficient: coefficient), tail: [], constant: 0)
    }

    init(constant: Double) {
        self.init(head: nil, tail: [], constant: constant)
    }

    /// The terms, in the order they were written.
    var terms: Terms { Terms(head: head, tail: tail) }

    /// How many terms there are.
    var termCount: Int { head == nil ? 0 : 1 + tail.count }

    /// The only term, for a form of exactly one; nil for none or several.
    var onlyTerm: Term? { tail.isEmpty ? head : nil }

    /// Whether the form is a number: no term at all.
    var isConstant: Bool { head == nil }

    /// Calls `body` with each term in order, without building a collection.
    func forEachTerm(_ body: (Term) -> Void) {
        guard let head else { return }
        body(head)
        for term in tail { body(term) }
    }

    /// The highest spacer index among the terms, or -1 if none is a spacer.
    var highestSpacer: Int {
        var highest = -1
        if case let .spacer(index)? = head?.target { highest = index }
        for term in tail {
            if case let .spacer(index) = term.target { highest = Swift.max(highest, index) }
        }
        return highest
    }

    /// The terms of a form: the inline first one, then the rest.
    struct Terms: RandomAccessCollection {
        let head: Term?
        let tail: [Term]
        /// 0.
        var startIndex: Int { 0 }
        /// The number of terms.
        var endIndex: Int { head == nil ? 0 : 1 + tail.count }
        /// The term at `position` (0 is the first).
        subscript(position: Int) -> Term {
            position == 0 ? head! : tail[position - 1]
        }
    }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        guard let bHead = b.head else { return LinearForm(head: a.head, tail: a.tail, constant: a.constant + b.constant) }
        guard let aHead = a.head else { return LinearForm(head: bHead, tail: b.tail, constant: a.constant + b.constant) }
        var tail = a.tail
        tail.reserveCapacity(a.tail.count + 1 + b.tail.count)
        tail.append(bHead)
        tail.append(contentsOf: b.tail)
        return LinearForm(head: aHead, tail: tail, constant: a.constant + b.constant)
    }

    static func - (a: LinearForm, b: LinearForm) -> LinearForm { a + b * -1 }

    static func + (a: LinearForm, c: Double) -> LinearForm {
        LinearForm(head: a.head, tail: a.tail, constant: a.constant + c)
    }

    static func * (a: LinearForm, c: Double) -> LinearForm {
        func scaled(_ term: Term) -> Term { Term(target: term.target, coefficient: term.coefficient * c) }
        return LinearForm(head: a.head.map(scaled), tail: a.tail.map(scaled), constant: a.constant * c)
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

    /// Whether `lhs` and `rhs` together name both `leading`/`trailing` and
    /// `left`/`right`, which one relation must not (one pair mirrors, the other does not).
    static func mixEdgeFamilies(_ lhs: LinearForm, _ rhs: LinearForm) -> Bool {
        let l = lhs.edgeFamilies, r = rhs.edgeFamilies
        return (l.directional || r.directional) && (l.absolute || r.absolute)
    }

    /// Which horizontal edge families the form names: `leading`/`trailing`
    /// (mirroring with the direction) and `left`/`right` (not).
    var edgeFamilies: (directional: Bool, absolute: Bool) {
        var directional = false, absolute = false
        forEachTerm { term in
            guard case let .anchor(_, attribute) = term.target else { return }
            switch attribute {
            case .leading, .trailing, .leadingMargin, .trailingMargin: directional = true
            case .left, .right, .leftMargin, .rightMargin: absolute = true
            default: break
            }
        }
        return (directional, absolute)
    }

    /// For example `root.right - 20` or `0.5 * root.width + 4`; reads the
    /// items' names, so only while they are alive.
    var description: String { description { $0.name } }

    /// The description, with the items' names given by `name`.
    func description(naming name: (ItemReference) -> String) -> String {
        if let divided = dividedDescription(naming: name) { return divided }
        var text = ""
        for term in terms {
            let target: String
            switch term.target {
            case let .anchor(ref, attribute): target = "\(name(ref)).\(attribute.rawValue)"
            case let .spacer(index): target = "spacer\(index)"
            }
            let c = term.coefficient
            let magnitude = Swift.abs(c) == 1 ? target : "\(formatNumber(Swift.abs(c))) * \(target)"
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
