import ArrangeSolver

/// The root's four safe-area insets as solver variables (edit variables,
/// suggested from outside).
struct SafeAreaVariables {
    let top: Variable
    let left: Variable
    let bottom: Variable
    let right: Variable

    var all: [Variable] { [top, left, bottom, right] }
}

extension LayoutTree {
    /// Gives the root safe-area insets from outside (nil removes them).
    ///
    /// The first time, the insets become four edit variables and the tree's
    /// arrangements are lowered again so that the root's margin anchors
    /// include them; after that, a change is a suggestion to the edit
    /// variables, re-solved incrementally as a root resize is. If required
    /// constraints keep the insets from their values, the step is taken back
    /// and the error names the insets asked for and those the layout would give.
    func applySafeArea(_ insets: EdgeInsets?) throws(ArrangeError) {
        let physical = insets?.resolved(for: root.layoutDirection)
        guard let physical else {
            guard let old = safeArea else { return }
            safeArea = nil
            do throws(ArrangeError) { try relowerAll() } catch {
                safeArea = old
                throw error
            }
            for v in old.all { try? solver.removeEditVariable(v) }
            forget(spacers: old.all)
            return
        }
        let values = [physical.top, physical.left, physical.bottom, physical.right]
        if let safe = safeArea {
            var reached = values
            let kept: Bool
            do {
                kept = try solver.suggestValues(Array(zip(safe.all, values))) { solver in
                    reached = safe.all.map { solver[$0] }
                    return zip(reached, values).allSatisfy { Swift.abs($0 - $1) <= 1e-9 * Swift.max(1, Swift.abs($1)) }
                }
            } catch {
                throw .internalError(error.description)
            }
            guard kept else { throw safeAreaConflict(physical, reached) }
            laidOut()
            return
        }
        func make(_ side: String) -> Variable {
            let v = solver.makeVariable("\(root.name).safeArea.\(side)")
            owners[v.id] = .spacer(Provenance(verb: "safe area", items: [root.name], role: side))
            return v
        }
        let safe = SafeAreaVariables(top: make("top"), left: make("left"), bottom: make("bottom"), right: make("right"))
        do {
            for v in safe.all { try solver.addEditVariable(v, strength: Self.rootSizeStrength) }
            try solver.suggestValues(Array(zip(safe.all, values)))
        } catch {
            throw .internalError(error.description)
        }
        safeArea = safe
        // Insets the layout cannot reach refuse the lowering step itself, so
        // that the solver takes it back whole (lowering out again would pivot
        // differently and change frames in their last bits).
        var unreached: [Double]?
        extraAcceptance = { solver in
            let reached = safe.all.map { solver[$0] }
            guard zip(reached, values).allSatisfy({ Swift.abs($0 - $1) <= 1e-9 * Swift.max(1, Swift.abs($1)) }) else {
                unreached = reached
                return false
            }
            return true
        }
        defer { extraAcceptance = nil }
        do throws(ArrangeError) { try relowerAll() } catch {
            safeArea = nil
            for v in safe.all { try? solver.removeEditVariable(v) }
            // Out of every constraint, they must not read as unfixed spacers.
            forget(spacers: safe.all)
            if let unreached { throw safeAreaConflict(physical, unreached) }
            throw error
        }
        laidOut()
    }

    /// The error for safe-area insets the layout cannot take.
    private func safeAreaConflict(_ asked: EdgeInsets, _ reached: [Double]) -> ArrangeError {
        let got = EdgeInsets(top: reached[0], left: reached[1], bottom: reached[2], right: reached[3])
        return .unsupportedRelation(relation: "safe area \(asked) of '\(root.name)'", verb: "safeAreaInsets",
                                    reason: "required constraints keep it at \(got); relax the constraints on the root's margins", at: CallSite(fileID: "(safeAreaInsets)", line: 0))
    }
}
