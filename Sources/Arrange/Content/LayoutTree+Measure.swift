import ArrangeSolver

// Measuring passes: solve, measure each measured item at its solved
// width, update its intrinsic height, re-solve, until nothing changes.
extension LayoutTree {
    /// The most measuring passes one layout runs; content still changing
    /// after them is reported (``Diagnostic/Kind/unsettledMeasurement``).
    static let measurePassLimit = 10

    /// What measuring passes ended with.
    struct PassOutcome {
        /// Whether a pass found nothing to change.
        var settled: Bool
        /// The passes that changed something.
        var passes: Int
        /// The items the last pass changed (none when settled).
        var changing: [Item]
        /// Measured items whose function returned no valid size.
        var invalid: [Item]
    }

    /// Runs measuring passes when the solver has changed since the last
    /// ones; before frames and diagnostics are read.
    @inline(__always)
    func settleIfNeeded() {
        if needsSettling && solver.revision != settledRevision && !isSettling { settle() }
    }

    /// Runs measuring passes over every measured item of the tree, and
    /// keeps what they found for ``diagnostics()``.
    func settle() {
        isSettling = true
        settlingAfterResizeOnly = solver.revision == resizeOnlyRevision
        settleCount &+= 1
        defer { isSettling = false; settledRevision = solver.revision }
        let items = root.subtree.filter { $0.content != nil }
        var found: [Diagnostic] = []
        do throws(ArrangeError) {
            var outcome = try measure(items)
            // Layouts that choose (flows) decide again from what was solved, then measure again.
            for _ in 0..<Self.measurePassLimit where hasChoosingLayouts {
                guard try rechooseLayouts() else { break }
                outcome = try measure(items)
            }
            for item in outcome.invalid {
                found.append(Diagnostic(subject: item.name, kind: .rejectedChange,
                                        message: "\(Snippet.text(item.name)): \(item.content!.measure.name) returned a size with a NaN, infinite or negative number; it is ignored"))
            }
            if !outcome.settled { found.append(.unsettled(outcome.changing, passes: outcome.passes)) }
        } catch {
            found.append(Diagnostic(rejected: "measured sizes of \(Snippet.text(root.name))'s content", error))
        }
        measurementDiagnostics = found
    }

    /// Measuring passes over `items` (each with a measure function), at most
    /// ``measurePassLimit``: each measures every item at its solved width
    /// (or height, for a measure proposing `.vertical`; below zero: 0) and re-installs, in one solver step, the intrinsic
    /// constraints of those whose size changed (their constants only).
    ///
    /// - Throws: the error of a step the layout cannot take (a required
    ///   hugging in conflict, a root pushed off its size); that step is
    ///   taken back, the earlier ones stay.
    func measure(_ items: [Item]) throws(ArrangeError) -> PassOutcome {
        var outcome = PassOutcome(settled: false, passes: 0, changing: [], invalid: [])
        for _ in 0..<Self.measurePassLimit {
            var changing: [(item: Item, size: Size, record: IntrinsicRecords.Record)] = []
            var invalid: [Item] = []
            // Usually only the height changes: the rows whose constant stays keep their constraint.
            var removing: [Constraint] = [], adding: [Constraint] = []
            /// The new entries, by item (in `changing`) and position, named only should the step fail.
            var added: [(item: Int, entry: Int)] = []
            var inPlace = true
            for item in items {
                let content = item.content!
                let vars = variables(of: item)
                let solved = solver[content.measure.proposing == .horizontal ? vars.width : vars.height]
                guard let size = content.target(at: solved > 0 ? solved : 0) else { invalid.append(item); continue }
                guard size != content.applied else { continue }
                let old = intrinsic.record(of: ObjectIdentifier(item))
                if let old, let (moved, changed) = old.holding(size) {
                    for n in 0..<4 where changed & (1 << n) != 0 {
                        removing.append(old.entries[n].constraint)
                        adding.append(moved.entries[n].constraint)
                        added.append((changing.count, n))
                    }
                    changing.append((item, size, moved))
                    continue
                }
                // Not four entries before or after (an invalid size before, a first one): replaced whole.
                let new = intrinsicRecord(for: item, size: size)
                let oldEntries = old?.entries ?? []
                if oldEntries.count == new.entries.count {
                    var record = new
                    for (n, (before, after)) in zip(oldEntries, new.entries).enumerated() {
                        if before.constraint.constant == after.constraint.constant {
                            record.entries[n] = before
                        } else {
                            removing.append(before.constraint)
                            adding.append(after.constraint)
                            added.append((changing.count, n))
                        }
                    }
                    changing.append((item, size, record))
                } else {
                    inPlace = false
                    removing += oldEntries.map(\.constraint)
                    for n in new.entries.indices {
                        adding.append(new.entries[n].constraint)
                        added.append((changing.count, n))
                    }
                    changing.append((item, size, new))
                }
            }
            outcome.invalid = invalid
            guard !changing.isEmpty else {
                outcome.settled = true
                outcome.changing = []
                return outcome
            }
            try commit(removing: removing, adding: adding, constantsOnly: inPlace, describing: added.map { item, entry in
                let record = changing[item].record
                return LayoutConstraint(system: record.entries[entry].lowered(record.item), constraint: record.entries[entry].constraint)
            })
            for entry in changing {
                entry.item.content!.applied = entry.size
                intrinsic.set(entry.record)
            }
            outcome.passes += 1
            outcome.changing = changing.map(\.item)
        }
        return outcome
    }
}

extension Diagnostic {
    /// Measured content still changing after the last pass.
    static func unsettled(_ items: [Item], passes: Int) -> Diagnostic {
        let names = Snippet.list(items.map(\.name))
        return Diagnostic(subject: items.first?.name ?? "", kind: .unsettledMeasurement,
                          message: "measured content did not settle after \(passes) passes (\(names) still changing height at the width it gets); "
                              + "the frames are those of the last pass: make the measure function depend on the width only, or fix the size the layout gives it")
    }
}
