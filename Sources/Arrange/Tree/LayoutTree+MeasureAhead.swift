import ArrangeSolver

/// Whether layouts take the direct path: measured content measured at the
/// width (or height) the required equalities of an arrangement fix, before
/// the solver sees it (``LayoutTree/measuredAhead(_:constraints:)``).
///
/// A task-local switch, for the differential tests and benchmarks:
/// `LayoutPath.$forcesGeneral.withValue(true) { … }` lays out everything in
/// the closure through the general path (the solver, then the measuring
/// passes), which must give the same frames.
package enum LayoutPath {
    /// True: every layout in the task takes the general path.
    @TaskLocal package static var forcesGeneral = false
}

// Measuring ahead: an arrangement that takes pending measured content
// resolves, by substitution, what its required equalities fix (from the
// root's origin and given size), measures each measured item whose
// proposed dimension that fixes, and installs its intrinsic size at the
// measured size in the same solver step. The measuring pass that follows
// the first frame read then finds every such item settled: the solver
// solves once, with the right heights, instead of solving with one-line
// heights and then changing thousands of constants in place.
extension LayoutTree {
    /// What measuring ahead changed, to put back if the step fails.
    struct MeasuredAhead {
        /// The records to install: the pending ones, with those of the
        /// items measured ahead remade at their measured size.
        var records: [IntrinsicRecords.Record]
        /// Each item measured ahead, with the size its content applied before.
        var previous: [(content: MeasuredContent, applied: Size?)]

        /// Puts every measured item's applied size back.
        func restore() {
            for (content, applied) in previous { content.applied = applied }
        }
    }

    /// `intrinsic` (pending records an arrangement takes) with the record
    /// of each measured item whose proposed dimension `constraints` fix
    /// remade at the size its content measures there (below zero: 0, as the
    /// measuring pass does); nil when no record is measured content, no
    /// such dimension is fixed, or the general path is forced.
    ///
    /// - Complexity: linear in the terms of `constraints`, and one
    ///   measurement per measured item (the measuring pass then finds it
    ///   in the item's cache).
    func measuredAhead(_ intrinsic: [IntrinsicRecords.Record], constraints: [Constraint]) -> MeasuredAhead? {
        guard !LayoutPath.forcesGeneral,
              intrinsic.contains(where: { record in record.item.withItem { $0.content != nil } }) else { return nil }
        let vars = variables(of: root)
        var seeds: [(Variable, Double)] = [(vars.left, 0), (vars.top, 0)]
        if let width = appliedGiven?.width { seeds.append((vars.width, width)) }
        if let height = appliedGiven?.height { seeds.append((vars.height, height)) }
        let resolution = DirectResolution(seeds: seeds, constraints: constraints)
        guard resolution.resolvedCount > 0 else { return nil }
        var ahead = MeasuredAhead(records: intrinsic, previous: [])
        for index in intrinsic.indices {
            let item = intrinsic[index].item.item
            guard let content = item.content else { continue }
            let own = variables(of: item)
            guard let proposed = resolution[content.measure.proposing == .horizontal ? own.width : own.height],
                  let size = content.target(at: proposed > 0 ? proposed : 0), size != content.applied else { continue }
            ahead.previous.append((content, content.applied))
            content.applied = size
            var record = intrinsicRecord(for: item, size: size)
            record.creationIndex = intrinsic[index].creationIndex
            ahead.records[index] = record
        }
        return ahead.previous.isEmpty ? nil : ahead
    }
}
