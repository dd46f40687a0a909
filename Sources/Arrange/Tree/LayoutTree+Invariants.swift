import ArrangeSolver

extension LayoutTree {
    /// Nil when the tree's records list exactly the constraints installed in
    /// its solver (the root's origin, every group's, every intrinsic size's,
    /// each once); otherwise what differs, for tests and assertions.
    ///
    /// A record that lists a constraint the solver does not hold makes a later
    /// removal fail (and, as one batch, leave every other constraint of it
    /// installed: ghosts); a constraint the solver holds that no record lists
    /// can never be removed.
    ///
    /// - Complexity: O(installed constraints).
    func bookkeepingMismatch() -> String? {
        var recorded = originConstraints.map(\.constraint)
        for group in groups { recorded += group.resolved.solverConstraints }
        // The intrinsic records in tree order, so that the message is deterministic.
        for item in root.subtree { recorded += (intrinsic.record(of: ObjectIdentifier(item))?.solverConstraints ?? []) }
        let installed = solver.constraints
        let installedIDs = Set(installed.map(ObjectIdentifier.init))
        let recordedIDs = Set(recorded.map(ObjectIdentifier.init))
        var problems: [String] = []
        let inTree = Set(root.subtree.map(ObjectIdentifier.init))
        if intrinsic.keys.contains(where: { !inTree.contains($0) }) { problems.append("intrinsic records for items outside the tree") }
        if intrinsic.hasEmptyRecord { problems.append("an empty intrinsic record") }
        let missing = recorded.filter { !installedIDs.contains(ObjectIdentifier($0)) }
        if !missing.isEmpty { problems.append("recorded but not installed: \(missing.map(\.description))") }
        let unrecorded = installed.filter { !recordedIDs.contains(ObjectIdentifier($0)) }
        if !unrecorded.isEmpty { problems.append("installed but not recorded (ghosts): \(unrecorded.map(\.description))") }
        if recordedIDs.count != recorded.count { problems.append("a constraint is recorded twice") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}
