import ArrangeSolver

// Many calls' constraints swapped in one solver step: the choosing passes'
// changes (a firstFitting's alternative, Fits/), each call lowered again on
// its own and every other constraint left as it is.
extension LayoutTree {
    /// A call whose installed constraints give way to those of `new`.
    struct CallSwap {
        /// The call's handle: it keeps `new` once the swap is made.
        var handle: ConstraintHandle
        /// The group the handle's constraints are installed in.
        var group: ConstraintGroup
        /// The declaration to install, with the handle's index.
        var new: Declaration
    }

    /// Installs every swap's declaration in place of its handle's installed
    /// constraints, all in one solver step (``commit(removing:adding:constantsOnly:keepingPending:judgingAmbiguity:describing:)``):
    /// each call is lowered again on its own (``build(_:of:)``, with its
    /// group's spacer units, hidden items and items that left the tree as
    /// the group has them), and nothing else is touched. What it costs is
    /// the calls that move, not the tree: no other call is lowered again.
    ///
    /// - Throws: the error of a step the layout cannot take; then nothing
    ///   changed (every handle keeps its declaration, every group its
    ///   constraints and spacer units, every value its bits).
    func replace(_ swaps: [CallSwap]) throws(ArrangeError) {
        guard !swaps.isEmpty else { return }
        // Each group's spacer count before, in the order the groups are first met.
        var spacerCounts: [(group: ConstraintGroup, count: Int)] = []
        var met = Set<ObjectIdentifier>()   // membership only
        var removing: [Constraint] = [], adding: [Constraint] = []
        var built: [(swap: CallSwap, range: Range<Int>, rebuilt: ResolvedConstraints)] = []
        built.reserveCapacity(swaps.count)
        for swap in swaps {
            let group = swap.group
            if met.insert(ObjectIdentifier(group)).inserted { spacerCounts.append((group, group.spacers.count)) }
            let range = group.resolved.range(ofDeclaration: swap.new.index)
            removing += group.resolved.solverConstraints[range]
            let rebuilt = build(swap.new, of: group)
            adding += rebuilt.solverConstraints
            built.append((swap, range, rebuilt))
        }
        do {
            try commit(removing: removing, adding: adding, describing: built.flatMap { entry in
                entry.rebuilt.layoutConstraints(handles: entry.swap.group.handles, pending: entry.swap.new)
            })
        } catch {
            for (group, count) in spacerCounts {
                forget(spacers: Array(group.spacers[count...]))
                group.spacers.removeLast(group.spacers.count - count)
            }
            throw error
        }
        // Later ranges first, so that the earlier ones of the same group still hold.
        for entry in built.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            entry.swap.group.resolved.replaceSubrange(entry.range, with: entry.rebuilt)
            entry.swap.handle.declaration = entry.swap.new
        }
    }
}
