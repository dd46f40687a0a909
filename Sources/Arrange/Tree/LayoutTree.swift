import ArrangeSolver

/// The solver of one tree of items, with everything installed in it.
///
/// Owned by the root item, created on first use. It owns: the solver; each
/// item's four variables (left, top, width, height in root coordinates);
/// the root's origin pins (`left == 0`, `top == 0`, required) and size edit
/// variables; the intrinsic-size constraints; the installed groups, in
/// installation order; and a map from solver constraints back to their
/// provenance, so that solver errors name the user's declarations.
final class LayoutTree {
    /// Who a solver variable belongs to, for diagnostics.
    enum VariableOwner {
        /// One of an item's four variables.
        case item(ItemReference, Attribute)
        /// The unit of a flexible spacer list.
        case spacer(Provenance)
    }

    /// Identifies the tree to its items' variables: items hold it strongly,
    /// so its address is never reused while an item could compare with it.
    final class Token {}

    let solver = Solver()
    let token = Token()
    unowned let root: Item
    /// The installed groups, in installation order.
    var groups: [ConstraintGroup] = []
    /// By variable id.
    var owners: [VariableOwner?] = []
    /// `root.left == 0`, `root.top == 0`.
    var originConstraints: [LayoutConstraint] = []
    /// Intrinsic-size constraints by item identity (lookups only, never iterated).
    var intrinsic: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The size the root's edit variables hold, if any.
    var appliedSize: Size?
    /// The layout direction the installed groups were lowered with.
    var direction: LayoutDirection
    /// Changes made from outside (a root size, a direction, a moved subtree) that could not be applied.
    var rejections: [Diagnostic] = []

    /// The edit variables' strength: the strongest non-required one, so that
    /// nothing below required can move the root; when required constraints
    /// do, it is reported (``ArrangeError/rootSizeConflict(root:requested:conflicts:)``).
    static let rootSizeStrength = Strength(strong: 1000, medium: 1000, weak: 999)

    init(root: Item) {
        self.root = root
        self.direction = root.requestedDirection
        let vars = variables(of: root)
        let origin = [
            LoweredConstraint(lhs: LinearForm(root, .left), relation: .equal, rhs: LinearForm(), priority: .required, verb: "root origin"),
            LoweredConstraint(lhs: LinearForm(root, .top), relation: .equal, rhs: LinearForm(), priority: .required, verb: "root origin"),
        ]
        originConstraints = resolve(origin, spacerCount: 0)
        var batch = originConstraints
        for item in root.subtree { batch += intrinsicConstraints(for: item) }
        do {
            try solver.add(batch.map(\.constraint))
        } catch {
            assertionFailure("LayoutTree: the root's origin and intrinsic sizes cannot fail: \(error)")
        }
        _ = vars
        if let size = root.requestedSize {
            do throws(ArrangeError) { try applySize(size) } catch { rejections.append(Diagnostic(rejected: "root size \(size)", error)) }
        }
    }

    /// The item's variables in this tree's solver, made on first use.
    func variables(of item: Item) -> ItemVariables {
        if item.variablesToken === token, let vars = item.variables { return vars }
        func make(_ attribute: Attribute) -> Variable {
            let v = solver.makeVariable("\(item.name).\(attribute.rawValue)")
            if owners.count <= v.id { owners.append(contentsOf: repeatElement(nil, count: v.id - owners.count + 1)) }
            owners[v.id] = .item(ItemReference(item), attribute)
            return v
        }
        let vars = ItemVariables(left: make(.left), top: make(.top), width: make(.width), height: make(.height))
        item.variables = vars
        item.variablesToken = token
        return vars
    }

    /// Turns a form in item terms into a solver expression.
    func resolve(_ form: LinearForm, spacers: [Variable]) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(form.terms.count * 2)
        append(form, times: 1, to: &terms, spacers: spacers)
        return Expression(terms, constant: form.constant)
    }

    /// `lhs − rhs` as one solver expression (one allocation).
    func resolve(_ lhs: LinearForm, minus rhs: LinearForm, spacers: [Variable]) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity((lhs.terms.count + rhs.terms.count) * 2)
        append(lhs, times: 1, to: &terms, spacers: spacers)
        append(rhs, times: -1, to: &terms, spacers: spacers)
        return Expression(terms, constant: lhs.constant - rhs.constant)
    }

    /// Appends `sign ×` the form's terms, in solver variables.
    private func append(_ form: LinearForm, times sign: Double, to terms: inout [Term], spacers: [Variable]) {
        for term in form.terms {
            let c = sign * term.coefficient
            switch term.target {
            case let .spacer(index):
                terms.append(Term(spacers[index], c))
            case let .anchor(ref, attribute):
                let v = variables(of: ref.item)
                switch attribute.physical(direction) {
                case .left: terms.append(Term(v.left, c))
                case .right: terms.append(Term(v.left, c)); terms.append(Term(v.width, c))
                case .centerX: terms.append(Term(v.left, c)); terms.append(Term(v.width, c / 2))
                case .width: terms.append(Term(v.width, c))
                case .top: terms.append(Term(v.top, c))
                case .bottom: terms.append(Term(v.top, c)); terms.append(Term(v.height, c))
                case .centerY: terms.append(Term(v.top, c)); terms.append(Term(v.height, c / 2))
                case .height: terms.append(Term(v.height, c))
                case .leading, .trailing: preconditionFailure("physical(_:) never returns leading or trailing")
                }
            }
        }
    }

    /// Resolves lowered constraints into solver constraints, making the spacer units.
    func resolve(_ lowered: [LoweredConstraint], spacerCount: Int) -> [LayoutConstraint] {
        var spacers: [Variable] = []
        return resolve(lowered, spacerCount: spacerCount, spacers: &spacers)
    }

    /// Resolves lowered constraints, appending the spacer units it makes to `spacers`.
    func resolve(_ lowered: [LoweredConstraint], spacerCount: Int, spacers: inout [Variable]) -> [LayoutConstraint] {
        let first = spacers.count
        for index in 0..<spacerCount {
            let owner = lowered.first { c in
                (c.lhs.terms + c.rhs.terms).contains { if case .spacer(index) = $0.target { true } else { false } }
            }
            let provenance = owner.map { Provenance(verb: $0.verb, argument: $0.argument, location: $0.location, role: "flexible spacer unit") }
                ?? Provenance(verb: "flexible spacer")
            let v = solver.makeVariable("spacer \(provenance)")
            if owners.count <= v.id { owners.append(contentsOf: repeatElement(nil, count: v.id - owners.count + 1)) }
            owners[v.id] = .spacer(provenance)
            spacers.append(v)
        }
        let units = Array(spacers[first...])
        return lowered.map { c in
            let constraint = Constraint(resolve(c.lhs, minus: c.rhs, spacers: units), c.relation, strength: c.priority.strength)
            return LayoutConstraint(lowered: c, constraint: constraint)
        }
    }

    /// Lowers declarations with the tree's direction and resolves them,
    /// leaving out constraints that mention `excluded` items (detached
    /// earlier); appends the spacer units it makes to `spacers`.
    func build(_ declarations: [Declaration], excluding excluded: Set<ObjectIdentifier> = [], spacers: inout [Variable]) -> [LayoutConstraint] {
        var lowering = Lowering(direction: direction)
        var lowered = lowering.lower(declarations)
        if !excluded.isEmpty {
            // Items that left the tree may be gone: filter by identity before anything dereferences them.
            lowered.removeAll { c in c.lhs.mentions(any: excluded) || c.rhs.mentions(any: excluded) }
        }
        return resolve(lowered, spacerCount: lowering.spacerCount, spacers: &spacers)
    }

    /// Forgets spacer units that no installed constraint uses any more.
    func forget(spacers: [Variable]) {
        for v in spacers { owners[v.id] = nil }
    }

    /// Whether the item's variables were made by this tree.
    func owns(_ item: Item) -> Bool { item.variablesToken === token }

    /// Every installed layout constraint by solver constraint identity, for
    /// naming the constraints of a solver error (built only then).
    func installedByIdentity() -> [ObjectIdentifier: LayoutConstraint] {
        var all = originConstraints
        for group in groups { all += group.constraints }
        var map: [ObjectIdentifier: LayoutConstraint] = [:]
        for c in all { map[ObjectIdentifier(c.constraint)] = c }
        for (_, list) in intrinsic { for c in list { map[ObjectIdentifier(c.constraint)] = c } }
        return map
    }

    deinit {
        // Groups still pointing here (their weak `tree` reads nil now) mention
        // items that may go away with the root: empty them (see ItemReference).
        for group in groups where group.tree == nil {
            group.constraints = []
            group.spacers = []
            group.isInstalled = false
        }
    }
}
