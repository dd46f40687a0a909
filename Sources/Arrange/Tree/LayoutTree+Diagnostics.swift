import ArrangeSolver

extension LayoutTree {
    /// Everything worth knowing, in this order: the values nothing fixes,
    /// item by item (depth first, parents first; per item horizontal before
    /// vertical, position before size), then the flexible spacer units; the
    /// sizes below zero (items in the same order, horizontal first); the
    /// duplicate constraints (in installation order of the repeat); the
    /// rejected changes.
    func diagnostics() -> [Diagnostic] {
        settleIfNeeded()
        return ambiguities() + negativeSizes() + duplicates().map(\.diagnostic) + ignoredIntrinsicSizes() + rejections + measurementDiagnostics
    }

    /// Intrinsic sizes with a NaN or infinite number, given when their items
    /// were made (an initialiser cannot refuse them; the setters do): they
    /// are ignored, and told. Items depth first, parents first.
    func ignoredIntrinsicSizes() -> [Diagnostic] {
        root.subtree.compactMap { item in
            guard let size = item.intrinsicSize, !size.isSolvable else { return nil }
            return Diagnostic(subject: item.name, kind: .rejectedChange,
                              message: "\(Snippet.text(item.name)): intrinsic size \(size) has a NaN or infinite number; it is ignored")
        }
    }

    /// The values nothing fixes: items, then spacer units; `pending`
    /// constraints (being installed) count among those that touch them.
    func ambiguities(pending: [LayoutConstraint] = []) -> [Diagnostic] {
        let free = Set(solver.undeterminedVariables().map(\.id))
        var result: [Diagnostic] = []
        var touching: [ObjectIdentifier: [LayoutConstraint]]?   // lookup only; built at the first ambiguity
        func touches(_ item: Item, _ axis: Axis) -> [ConstraintSummary] {
            if touching == nil { touching = constraintsByItem(pending: pending) }
            return (touching![ObjectIdentifier(item)] ?? []).filter { names($0.lowered, ObjectIdentifier(item), on: axis) }.map(\.summary)
        }
        for item in root.subtree {
            let vars = owns(item) ? item.variables : nil
            let checks: [(Axis, Aspect, Int?)] = [
                (.horizontal, .position, vars?.left.id), (.horizontal, .size, vars?.width.id),
                (.vertical, .position, vars?.top.id), (.vertical, .size, vars?.height.id),
            ]
            for (axis, aspect, id) in checks where id.map(free.contains) ?? true {
                result.append(.ambiguous(item.displayName, axis: axis, aspect: aspect, touchedBy: touches(item, axis)))
            }
        }
        for (id, owner) in owners.enumerated() {
            if case let .spacer(provenance) = owner, free.contains(id) {
                result.append(Diagnostic(subject: "flexible spacer of \(provenance.verb) at \(provenance.location.map(\.description) ?? "?")",
                                         kind: .ambiguous(axis: provenance.verb == "yPlace" ? .vertical : .horizontal, aspect: .size),
                                         message: "the flexible spacers of \(provenance.verb) at \(provenance.location.map(\.description) ?? "?") have no fixed size; give the list an end or a wall"))
            }
        }
        return result
    }

    /// The installed arrangement constraints of the tree's groups (then
    /// `pending`) by the items they name, each list in installation order.
    ///
    /// - Complexity: O(installed constraints).
    func constraintsByItem(pending: [LayoutConstraint] = []) -> [ObjectIdentifier: [LayoutConstraint]] {
        var result: [ObjectIdentifier: [LayoutConstraint]] = [:]
        for c in groups.flatMap(\.constraints) + pending {
            for ref in c.lowered.references { result[ref.id, default: []].append(c) }
        }
        return result
    }

    /// How far below zero a solved size must be to be reported (solver rounding stays well inside).
    static var negativeSizeTolerance: Double { 1e-9 }

    /// Every solved width or height below zero, with the constraints that
    /// squeeze it (``squeezing(_:axis:)``).
    ///
    /// - Complexity: O(items) when no size is negative; O(constraints) more per negative size.
    func negativeSizes() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for item in root.subtree where owns(item) {
            guard let vars = item.variables else { continue }
            for axis in Axis.allCases {
                let size = solver[axis == .horizontal ? vars.width : vars.height]
                guard size < -Self.negativeSizeTolerance else { continue }
                result.append(.negativeSize(item.displayName, axis: axis, size: size, squeezedBy: squeezing(item, axis: axis).map(\.summary)))
            }
        }
        return result
    }

    /// The constraints that hold an item's size where it is, on one axis:
    /// the installed constraints of the tree's groups (in installation
    /// order) that
    /// - name one of the item's anchors on that axis (`left right leading
    ///   trailing centerX width`, or `top bottom centerY height`; a width
    ///   related to a height counts on both axes),
    /// - are tight in the solution: an equality that holds, an inequality
    ///   at its bound (a broken non-required constraint squeezes nothing),
    /// - and name some item outside the item's own subtree, or no other item
    ///   (constraints between the item and its contents follow it rather than
    ///   squeeze it).
    ///
    /// Intrinsic sizes and the root's size are not arrangements; they are
    /// not listed.
    func squeezing(_ item: Item, axis: Axis) -> [LayoutConstraint] {
        let id = ObjectIdentifier(item)
        var result: [LayoutConstraint] = []
        for group in groups {
            for c in group.constraints where names(c.lowered, id, on: axis) && isTight(c.constraint) {
                let others = c.lowered.references.filter { $0.id != id }
                if !others.isEmpty, others.allSatisfy({ $0.item.isDescendant(of: item) }) { continue }
                result.append(c)
            }
        }
        return result
    }

    /// Whether the lowered constraint names an anchor of the item `id` on `axis`.
    func names(_ c: LoweredConstraint, _ id: ObjectIdentifier, on axis: Axis) -> Bool {
        func check(_ form: LinearForm) -> Bool {
            form.terms.contains { term in
                if case let .anchor(ref, attribute) = term.target { ref.id == id && attribute.axis == axis } else { false }
            }
        }
        return check(c.lhs) || check(c.rhs)
    }

    /// Whether the constraint holds with equality at the current solution
    /// (within a tolerance scaled by the magnitude of its terms).
    func isTight(_ constraint: Constraint) -> Bool {
        var sum = constraint.constant
        var scale = Swift.abs(sum)
        for i in 0..<constraint.termCount {
            let term = constraint.term(i)
            let t = term.coefficient * solver[term.variable]
            sum += t
            scale = Swift.max(scale, Swift.abs(t))
        }
        return Swift.abs(sum) <= 1e-8 * Swift.max(1, scale)
    }

    /// A constraint as duplicate detection compares it: the resolved solver
    /// expression (terms sorted by variable, so the same items and anchors
    /// give the same terms however they were written), the relation and the
    /// priority, with the sign fixed so that `a == b` and `b == a` (or
    /// `a <= b` and `b >= a`) are the same.
    struct DuplicateKey: Hashable {
        let terms: [Term]
        let constant: Double
        let relation: Relation
        let priority: Int

        init(_ c: LayoutConstraint) {
            let expression = c.constraint.expression
            let flip = (expression.terms.first?.coefficient ?? expression.constant) < 0
            terms = flip ? expression.terms.map { Term($0.variable, -$0.coefficient) } : expression.terms
            constant = flip ? -expression.constant : expression.constant
            switch (c.constraint.relation, flip) {
            case (.lessThanOrEqual, true): relation = .greaterThanOrEqual
            case (.greaterThanOrEqual, true): relation = .lessThanOrEqual
            case (let r, _): relation = r
            }
            priority = c.priority.value
        }
    }

    /// The constraints of the tree's groups identical to one installed
    /// before them (groups in installation order, then each group's order),
    /// each against the first of its kind, with the groups both belong to.
    ///
    /// The dictionary is only looked up, never iterated: the order is the
    /// installation order.
    func duplicates() -> [(diagnostic: Diagnostic, groups: [ObjectIdentifier])] {
        var first: [DuplicateKey: (constraint: LayoutConstraint, group: ObjectIdentifier)] = [:]
        var result: [(diagnostic: Diagnostic, groups: [ObjectIdentifier])] = []
        for group in groups {
            let groupID = ObjectIdentifier(group)
            // A hidden item's zero size comes with every call naming it (Sources/Arrange/Hidden): not a user's repeat.
            for c in group.constraints where c.lowered.role != "hidden" {
                let key = DuplicateKey(c)
                if let earlier = first[key] {
                    result.append((.duplicate(c.summary, of: earlier.constraint.summary), [earlier.group, groupID]))
                } else {
                    first[key] = (c, groupID)
                }
            }
        }
        return result
    }
}

extension Item {
    /// Everything worth knowing about the tree's layout: sizes and positions
    /// that nothing fixes (never silently 0), sizes squeezed below zero (with
    /// the constraints that squeeze them), constraints installed twice (with
    /// both `file:line`s), and changes from outside that could not be applied.
    ///
    /// - Complexity: one solver query plus O(items + installed constraints).
    public var diagnostics: [Diagnostic] {
        root.tree.diagnostics()
    }

    /// Lists a change from outside that was refused in the tree's
    /// diagnostics (making the tree if it has none yet: diagnostics are read from it).
    func reject(_ change: String, _ error: ArrangeError) {
        root.tree.rejections.append(Diagnostic(rejected: change, error))
    }
}
