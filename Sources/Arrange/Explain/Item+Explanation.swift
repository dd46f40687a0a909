import ArrangeSolver

extension Item {
    /// Why the item's `value` (x, y, width or height of its ``frame``) is
    /// what it is at the current solution: the constraints that pin it, each
    /// with what it adds to the value, the priority constraints that won and
    /// those that lost (with how far each is violated), each with its verb,
    /// items and `file:line`.
    ///
    /// ```swift
    /// print(title.explanation(of: .width))
    /// // title.width = 327
    /// //   = +375  screen.width == 375 — root size (screen)
    /// //     -24   title.left == screen.left + 24 — xEqual argument 1 (title, screen) at App/Login.swift:12
    /// //     …
    /// ```
    ///
    /// Read from the solver's optimal basis (`Solver/basicRow(of:)`):
    /// the pins are the active constraints whose rows make up the value.
    ///
    /// - Complexity: one transposed solve with the basis, plus
    ///   O(installed constraints) to name them.
    public func explanation(of value: FrameValue) -> Explanation {
        let tree = self.tree
        // A frame kept from a tree the item left: no constraint of this tree makes it.
        if let kept = tree.keptFrames?[ObjectIdentifier(self)] {
            let amount = switch value { case .x: kept.x; case .y: kept.y; case .width: kept.width; case .height: kept.height }
            let kept = ConstraintSummary(relation: "\(displayName).\(value.rawValue) == \(formatNumber(amount))", priority: .required,
                                         provenance: Provenance(verb: "kept frame", items: [displayName], role: "laid out in the tree it left"))
            return Explanation(item: displayName, value: value, amount: amount, pins: [Explanation.Pin(constraint: kept, contribution: amount)],
                               losses: [], isAmbiguous: false, touching: [])
        }
        return tree.explanation(of: value, for: self)
    }
}

extension LayoutTree {
    /// ``Item/explanation(of:)``.
    func explanation(of value: FrameValue, for item: Item) -> Explanation {
        settleIfNeeded()   // the frames as read: measured sizes and choices decided
        let vars = variables(of: item)
        let own = variable(of: value, for: item)
        var terms = [Term(own)]
        // The root's left and top are 0, not unknowns: measured from the root, x is left itself.
        if value == .x || value == .y, let parent = item.parent, parent !== root {
            let p = variables(of: parent)
            terms.append(Term(value == .x ? p.left : p.top, -1))
        }
        let expression = Expression(terms)
        let row = solver.basicRow(of: expression)
        var amount = 0.0
        for term in terms { amount += term.coefficient * solver[term.variable] }

        let installed = orderedInstalled()
        var known: [ObjectIdentifier: LayoutConstraint] = [:]   // lookup only
        for c in installed { known[ObjectIdentifier(c.constraint)] = c }
        let pins = creationOrder(row.terms, constraint: \.constraint).map { term in
            let summary = term.isEdit ? rootSizeSummary(term.constraint) : (known[ObjectIdentifier(term.constraint)]?.summary ?? unrecorded(term.constraint))
            return Explanation.Pin(constraint: summary, contribution: term.contribution)
        }
        // The anchors on this axis: x and width both move an item's right
        // edge and centre, so constraints naming any of its anchors on the axis count.
        let axisVariables: Set<Variable> = value.axis == .horizontal ? [vars.left, vars.width] : [vars.top, vars.height]
        func touches(_ c: LayoutConstraint) -> Bool { c.constraint.expression.terms.contains { axisVariables.contains($0.variable) } }
        var losses: [Explanation.Loss] = []
        for c in installed where !c.constraint.strength.isRequired && c.constraint.expression.terms.contains(where: { $0.variable == own }) {
            let violation = solver.violation(of: c.constraint)
            guard violation > 1e-9 * Swift.max(1, Swift.abs(c.constraint.expression.constant)) else { continue }
            losses.append(Explanation.Loss(constraint: c.summary, violation: violation))
        }
        let ownUnpinned = row.unpinned.contains(own)
        var explanation = Explanation(item: item.displayName, value: value, amount: amount, pins: ownUnpinned ? [] : pins, losses: losses,
                                      isAmbiguous: ownUnpinned || solver.undeterminedVariables().contains(own),
                                      touching: installed.filter(touches).map(\.summary))
        explanation.choices = fitChoices(for: item)
        if pixelGrid != nil {
            let frame = item.frame
            explanation.rounded = switch value {
            case .x: frame.x
            case .y: frame.y
            case .width: frame.width
            case .height: frame.height
            }
        }
        return explanation
    }

    /// The item's own solver variable for a frame value: its left, top, width or height.
    func variable(of value: FrameValue, for item: Item) -> Variable {
        let vars = variables(of: item)
        return switch value {
        case .x: vars.left
        case .y: vars.top
        case .width: vars.width
        case .height: vars.height
        }
    }

    /// Every installed layout constraint in a fixed order: the root's
    /// origin, the groups' constraints (in installation order), then the
    /// intrinsic sizes (items depth first).
    func orderedInstalled() -> [LayoutConstraint] {
        var all = originConstraints
        for group in groups { all += group.constraints }
        for item in root.subtree { all += intrinsic[ObjectIdentifier(item)] ?? [] }
        return all
    }

    /// An edit constraint of the root's size, as `root.width == 375 — root size (root)`.
    func rootSizeSummary(_ edit: Constraint) -> ConstraintSummary {
        let vars = variables(of: root)
        let variable = edit.expression.terms.first?.variable
        let anchor = variable == vars.height ? "height" : "width"
        let size = appliedSize ?? Size(width: solver[vars.width], height: solver[vars.height])
        let amount = anchor == "height" ? size.height : size.width
        return ConstraintSummary(relation: "\(root.displayName).\(anchor) == \(formatNumber(amount))", priority: .required,
                                 provenance: Provenance(verb: "root size", items: [root.displayName]))
    }
}
