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
    /// `ObjectIdentifier(token)`.
    let tokenID: ObjectIdentifier
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
        self.tokenID = ObjectIdentifier(token)
        self.direction = root.requestedDirection
        let vars = variables(of: root)
        let origin = [
            LoweredConstraint(lhs: LinearForm(root, .left), relation: .equal, rhs: LinearForm(), priority: .required, verb: "root origin"),
            LoweredConstraint(lhs: LinearForm(root, .top), relation: .equal, rhs: LinearForm(), priority: .required, verb: "root origin"),
        ]
        originConstraints = resolve(origin)
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
        if item.variablesTreeID == tokenID, let vars = item.variables { return vars }
        func make(_ attribute: Attribute) -> Variable {
            let v = solver.makeVariable("\(item.name).\(attribute.rawValue)")
            if owners.count <= v.id { owners.append(contentsOf: repeatElement(nil, count: v.id - owners.count + 1)) }
            owners[v.id] = .item(ItemReference(item), attribute)
            return v
        }
        let vars = ItemVariables(left: make(.left), top: make(.top), width: make(.width), height: make(.height))
        item.variables = vars
        item.variablesToken = token
        item.variablesTreeID = tokenID
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
                let v = ref.withItem { variables(of: $0) }
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

    /// Resolves lowered constraints (without spacers) into solver constraints.
    func resolve(_ lowered: [LoweredConstraint]) -> [LayoutConstraint] {
        var resolver = Resolver(tree: self, excluded: [])
        for c in lowered { resolver.accept(c) }
        return resolver.result
    }

    /// Lowers declarations with the tree's direction and resolves them as
    /// they come, leaving out constraints that mention `excluded` items
    /// (detached earlier); appends the spacer units it makes to `spacers`.
    func build(_ declarations: [Declaration], excluding excluded: Set<ObjectIdentifier> = [], spacers: inout [Variable]) -> [LayoutConstraint] {
        var lowering = Lowering(direction: direction)
        var resolver = Resolver(tree: self, excluded: excluded)
        resolver.result.reserveCapacity(declarations.count * 2)
        lowering.lower(declarations, into: &resolver)
        spacers += resolver.units
        return resolver.result
    }

    /// The sink that resolves each lowered constraint into a solver constraint.
    struct Resolver: LoweringSink {
        let tree: LayoutTree
        /// Items that left the tree: constraints mentioning them are left
        /// out by identity, before anything dereferences them.
        let excluded: Set<ObjectIdentifier>
        /// This lowering's spacer units, by index.
        var units: [Variable] = []
        var result: [LayoutConstraint] = []

        mutating func accept(_ c: consuming LoweredConstraint) {
            if !excluded.isEmpty, c.lhs.mentions(any: excluded) || c.rhs.mentions(any: excluded) { return }
            for term in c.lhs.terms {
                if case let .spacer(index) = term.target, index >= units.count { makeUnits(through: index, for: c) }
            }
            for term in c.rhs.terms {
                if case let .spacer(index) = term.target, index >= units.count { makeUnits(through: index, for: c) }
            }
            let constraint = Constraint(tree.resolve(c.lhs, minus: c.rhs, spacers: units), c.relation, strength: c.priority.strength)
            result.append(LayoutConstraint(lowered: c, constraint: constraint))
        }

        /// Makes spacer units up to `index`; lowering introduces each with
        /// its `unit >= 0` constraint, which names it.
        private mutating func makeUnits(through index: Int, for c: LoweredConstraint) {
            while units.count <= index {
                let provenance = Provenance(verb: c.verb, argument: c.argument, location: c.location, role: "flexible spacer unit")
                let v = tree.solver.makeVariable("spacer \(provenance)")
                if tree.owners.count <= v.id { tree.owners.append(contentsOf: repeatElement(nil, count: v.id - tree.owners.count + 1)) }
                tree.owners[v.id] = .spacer(provenance)
                units.append(v)
            }
        }
    }

    /// Forgets spacer units that no installed constraint uses any more.
    func forget(spacers: [Variable]) {
        for v in spacers { owners[v.id] = nil }
    }

    /// Whether the item's variables were made by this tree.
    func owns(_ item: Item) -> Bool { item.variablesTreeID == tokenID }

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
