import ArrangeSolver

extension LayoutTree {
    /// The size `item` takes with `width` and `height` asked of it, its
    /// subtree measured on its own: in one ``Solver/transaction(_:)``, the
    /// constraints that relate the subtree to other items (for the root: its
    /// size edits) are lifted, the fitting constraints added, the measured
    /// content of the subtree settled in passes and the size read; then
    /// everything is taken back, the tree's records included.
    func fittingSize(of item: Item, width: Fitting, height: Fitting, at location: CallSite) throws(ArrangeError) -> Size {
        for (argument, fitting) in [width, height].enumerated() where !(Swift.abs(fitting.value) <= 1e100) {
            throw .nonFinite(verb: "fittingSize", argument: argument + 1, value: fitting.value, at: location)
        }
        let subtree = item.subtree
        for member in subtree { _ = variables(of: member) }   // made outside the transaction, which would forget them
        let vars = variables(of: item)
        let wishes = resolve([(Attribute.width, width, 1), (Attribute.height, height, 2)].map { attribute, fitting, argument in
            LoweredConstraint(lhs: LinearForm(item, attribute), relation: .equal, rhs: LinearForm(constant: fitting.value),
                              priority: fitting.priority, verb: "fittingSize", argument: argument, location: location)
        })
        let lifted = item === root ? [] : constraints(crossing: subtree)
        let measured = subtree.filter { $0.content != nil }
        // What the passes change besides the solver, put back afterwards.
        let saved = (given: appliedGiven, intrinsic: intrinsic, applied: measured.map { $0.content!.applied }, settling: isSettling)
        defer {
            appliedGiven = saved.given
            intrinsic = saved.intrinsic
            for (member, applied) in zip(measured, saved.applied) { member.content!.applied = applied }
            isSettling = saved.settling
        }
        isSettling = true
        var size = Size.zero
        var outcome: PassOutcome?
        try solver.transaction { (solver: Solver) throws(ArrangeError) -> Bool in
            if item === root {
                appliedGiven = nil
                do throws(SolverError) {
                    for v in [vars.width, vars.height] where solver.hasEditVariable(v) { try solver.removeEditVariable(v) }
                } catch {
                    throw .internalError(error.description)
                }
            }
            try commit(removing: lifted, adding: wishes.map(\.constraint), describing: wishes)
            outcome = try measure(measured)
            size = Size(width: solver[vars.width], height: solver[vars.height])
            return false
        }
        if let outcome, !outcome.settled {
            throw .unsettledMeasurement(items: outcome.changing.map(\.name), passes: outcome.passes, at: location)
        }
        for (axis, fitting, value) in [(Axis.horizontal, width, size.width), (.vertical, height, size.height)]
        where fitting.target == .expanded && value >= Fitting.expandedLimit * (1 - 1e-9) {
            throw .unboundedFittingSize(item: item.name, axis: axis, at: location)
        }
        return size
    }

    /// The installed arrangement constraints that name an item of `subtree`
    /// and an item outside it, in installation order.
    ///
    /// - Complexity: O(installed arrangement constraints × items each names).
    func constraints(crossing subtree: [Item]) -> [Constraint] {
        let members = Set(subtree.map(ObjectIdentifier.init))
        var crossing: [Constraint] = []
        for group in groups {
            let resolved = group.resolved
            for (lowered, constraint) in zip(resolved.lowered(handles: group.handles), resolved.solverConstraints) {
                var inside = false, outside = false
                for ref in lowered.references {
                    if members.contains(ref.id) { inside = true } else { outside = true }
                }
                if inside && outside { crossing.append(constraint) }
            }
        }
        return crossing
    }
}
