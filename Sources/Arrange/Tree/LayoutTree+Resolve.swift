import ArrangeSolver

// Resolution: lowered constraints in item terms become solver constraints
// over each item's four variables (right = left + width, centerX = left +
// width/2, and so on) and the spacer units.
extension LayoutTree {
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
        Self.normalize(&terms)
        return Expression(terms, constant: lhs.constant - rhs.constant)
    }

    /// Sorts by variable, merges repeats and drops zeros, in place: what
    /// `Expression.normalized()` does, without its allocations (constraints
    /// have a handful of terms, so insertion sort).
    static func normalize(_ terms: inout [Term]) {
        guard terms.count > 1 else {
            if terms.first?.coefficient == 0 { terms.removeAll() }
            return
        }
        for i in 1..<terms.count {
            let term = terms[i]
            var j = i
            while j > 0, terms[j - 1].variable.id > term.variable.id {
                terms[j] = terms[j - 1]
                j -= 1
            }
            terms[j] = term
        }
        var write = 0
        for read in 0..<terms.count {
            if write > 0, terms[write - 1].variable == terms[read].variable {
                terms[write - 1].coefficient += terms[read].coefficient
            } else {
                terms[write] = terms[read]
                write += 1
            }
        }
        terms.removeLast(terms.count - write)
        terms.removeAll { $0.coefficient == 0 }
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
}
