@testable import Arrange

/// One world being fuzzed, and the checks after each operation.
final class FuzzSession {
    /// The world.
    let world: FuzzWorld

    /// The seed the violations are found under.
    let seed: UInt64
    /// The standing violations found after the previous operation (membership only).
    private var reported: Set<String> = []

    init(specs: [FuzzItemSpec], seed: UInt64) {
        world = FuzzWorld(specs)
        self.seed = seed
    }

    /// Performs operation `n` and runs every check.
    func step(_ op: FuzzOperation, index n: Int) -> FuzzStep {
        var before = FuzzSnapshot(world)
        let stateBefore = op.isQuery ? FuzzSnapshot.state(of: world) : []
        let outcome = world.perform(op, index: n)
        // A released root must go now: the snapshot lets go of it too (it never fails, so its trees are not compared).
        if case .releaseRoot = op { before.trees = [] }
        let after = FuzzSnapshot(world)
        var violations: [FuzzViolation] = []
        var rejected = false
        switch outcome {
        case let .threw(error):
            for message in error.internalErrors {
                violations.append(FuzzViolation(kind: .internalError, operation: n, message: message))
            }
            if let root = primaryItem(op)?.root {
                let names = world.foreignNames(in: error, tree: root)
                if !names.isEmpty {
                    violations.append(FuzzViolation(kind: .errorNamesOtherItems, operation: n,
                                                    message: "\(error.kindName) names \(names.joined(separator: ", ")), not in \(root.name)'s tree: \(error)"))
                }
            }
            violations += failureViolations(before: before, after: after, operation: n, what: "threw \(error.kindName)")
        case .done where op.isQuery:
            // A query that returned: nothing changes, and the size it gives is finite.
            violations += failureViolations(before: before, after: after, operation: n, what: "(a fitting query) returned", kinds: (.changedByQuery, .changedByQuery))
            if let size = world.fitted, !size.isFinite {
                violations.append(FuzzViolation(kind: .nonFiniteFittingSize, operation: n, message: "fittingSize returned \(size)"))
            }
        case .done:
            // Items that leave their tree keep the frames they were laid out at: the subtree
            // removed, or every item held but the released root's slot (no other tree changes).
            let leavers: [Int] = switch op {
            case let .removeFromParent(i): world.items[i].subtree.compactMap { world.index(of: $0) }
            case let .releaseRoot(i): world.items.indices.filter { $0 != i }
            default: []
            }
            // A root given a size is laid out at it (check (1)): it keeps no frame.
            // Under a root with a pixel scale they read on its grid: each number within two pixels of what it was.
            for j in leavers where !(world.items[j].parent == nil && world.items[j].requestedSize != nil)
                && (before.frame(j) != after.frame(j) || before.frameBits[4 * j..<4 * j + 4] != after.frameBits[4 * j..<4 * j + 4])
                && !(world.items[j].root.pixelScale.map { before.frame(j).isWithin(2 / $0, of: after.frame(j)) } ?? false) {
                violations.append(FuzzViolation(kind: .frameLostByLeaving, operation: n, message: "i\(j) read \(before.frame(j)) before and \(after.frame(j)) after"))
            }
            let notApplied = after.changesNotApplied(since: before)
            if !notApplied.isEmpty {
                rejected = true
                violations += failureViolations(before: before, after: after, operation: n, what: "was not applied (\(notApplied[0]))")
            }
        case .skipped:
            break
        }
        if op.isQuery, FuzzSnapshot.state(of: world) != stateBefore {
            violations.append(FuzzViolation(kind: .changedByQuery, operation: n, message: "the fitting query changed a tree's given size, safe area, strict mode, margins, baselines, intrinsic sizes or rejections"))
        }
        // Standing violations (an invalid priority stays installed) are reported once, when they appear.
        let standing = world.invariantViolations(after: n)
        let keys = standing.map { "\($0.kind.rawValue)|\($0.message)" }
        violations += zip(standing, keys).filter { !reported.contains($0.1) }.map(\.0)
        reported = Set(keys)
        var step = FuzzStep(n: n, kind: op.kind, violations: violations)
        switch outcome {
        case .done: step.rejected = rejected
        case let .threw(error): step.thrown = error.kindName
        case .skipped: step.skipped = true
        }
        if let root = primaryItem(op)?.root { roundTrip(root, index: n, into: &step) }
        for i in step.violations.indices {
            step.violations[i].knownFault = classify(step.violations[i], op)
            step.violations[i].seed = seed
        }
        step.digest = String(FuzzSnapshot(world).digest, radix: 16)
        if case .fitting = op, let size = world.fitted {
            // The size a query returns is part of the trace, bit for bit.
            step.digest += "/\(String(size.width.bitPattern, radix: 16)),\(String(size.height.bitPattern, radix: 16))"
        }
        return step
    }

    /// (2) for a call that failed: frames bit-identical, groups unchanged.
    private func failureViolations(before: FuzzSnapshot, after: FuzzSnapshot, operation n: Int, what: String,
                                   kinds: (frames: FuzzViolation.Kind, groups: FuzzViolation.Kind) = (.changedByFailure, .groupsChangedByFailure)) -> [FuzzViolation] {
        var result: [FuzzViolation] = []
        if before.frameBits != after.frameBits {
            result.append(FuzzViolation(kind: kinds.frames, operation: n,
                                        message: "the call \(what) but moved \(after.differences(from: before, in: world).joined(separator: "; "))"))
        }
        if !after.sameGroups(as: before) {
            result.append(FuzzViolation(kind: kinds.groups, operation: n, message: "the call \(what) but the installed groups changed"))
        }
        return result
    }

    /// (4): the root goes to another size (larger after an even operation,
    /// smaller after an odd one) and back; the frames of its tree must come
    /// back within 1e-9. A refused first resize must change nothing (2).
    private func roundTrip(_ root: Item, index n: Int, into step: inout FuzzStep) {
        guard root.parent == nil, let tree = root.ownedTree, let size = tree.appliedSize, root.size == size else { return }
        let other = n % 2 == 0
            ? Size(width: size.width + 37, height: size.height + 23)
            : Size(width: (size.width * 0.75).rounded(), height: (size.height * 0.75).rounded())
        guard other.isFinite else { return }
        let name = "i\(world.index(of: root)!)"
        step.roundTripRan = true
        // Frames kept from a tree their items left are not this layout's: a resize lays them out.
        let kept = Set(world.items.indices.filter { world.items[$0].root === root && world.items[$0].isKeepingFrame })
        let before = FuzzSnapshot(world)
        do throws(ArrangeError) {
            try root.resize(to: other)
        } catch {
            step.roundTripRefused = true
            step.roundTrip = ["try? \(name).resize(to: \(swiftSize(FuzzSize(other))))   // check (4), refused: \(error.kindName)"]
            step.violations += failureViolations(before: before, after: FuzzSnapshot(world), operation: n, what: "(a round-trip resize) threw \(error.kindName)")
            return
        }
        step.roundTrip = ["try \(name).resize(to: \(swiftSize(FuzzSize(other))))   // check (4), there", "try \(name).resize(to: \(swiftSize(FuzzSize(size))))   // check (4), and back"]
        do throws(ArrangeError) {
            try root.resize(to: size)
        } catch {
            step.violations.append(FuzzViolation(kind: .roundTripRefusedBack, operation: n, message: "\(name) went to \(other) but could not come back to \(size): \(error)"))
            return
        }
        let back = FuzzSnapshot(world)
        step.roundTripBitIdentical = back.frameBits == before.frameBits
        if step.roundTripBitIdentical { return }
        // Compared in root coordinates, leaving out values nothing fixes
        // (the solver's undetermined variables): they may come back anywhere.
        let undetermined = Set(tree.solver.undeterminedVariables().map(\.id))
        let (old, new) = (world.rootCoordinates(of: root, in: before), world.rootCoordinates(of: root, in: back))
        var moved: [String] = []
        for ((i, a), (_, b)) in zip(old, new) {
            guard !kept.contains(i), let v = world.items[i].variables, tree.owns(world.items[i]) else { continue }
            let ids = [v.left.id, v.top.id, v.width.id, v.height.id]
            for k in 0..<4 where !close(a[k], b[k], tolerance: 1e-9) {
                if undetermined.contains(ids[k]) { step.roundTripAmbiguous = true; continue }
                moved.append("i\(i).\(["x", "y", "width", "height"][k]) (root coordinates) \(a[k]) came back as \(b[k])")
            }
        }
        if !moved.isEmpty {
            step.violations.append(FuzzViolation(kind: .roundTripChanged, operation: n,
                                                 message: "\(name) \(size) → \(other) → \(size): " + moved.prefix(4).joined(separator: "; ") + (moved.count > 4 ? "; …" : "")))
        }
    }

    /// The item an operation is about, whose tree the checks look at.
    private func primaryItem(_ op: FuzzOperation) -> Item? {
        switch op {
        case let .addChild(parent, _): world.items[parent]
        case let .removeFromParent(item), let .releaseRoot(item), let .arrange(item, _), let .replace(item, _, _), let .resize(item, _, _),
             let .intrinsicSize(item, _), let .hugging(item, _, _), let .compressionResistance(item, _, _), let .direction(item, _),
             let .resizeGiven(item, _, _), let .fitting(item, _, _), let .margins(item, _), let .safeArea(item, _, _), let .baselineOffsets(item, _),
             let .measure(item, _), let .strict(item, _), let .pixelScale(item, _, _), let .hidden(item, _):
            world.items[item]
        case let .uninstall(group): world.group(group)?.reference
        }
    }

    /// Which known fault a violation is an instance of, if any.
    private func classify(_ violation: FuzzViolation, _ op: FuzzOperation) -> FuzzKnownFault? {
        switch (violation.kind, op) {
        case (.changedByFailure, .resize):
            return .refusedResizeMovesFrames
        case (.changedByFailure, _) where violation.message.contains("(a round-trip resize)"):
            return .refusedResizeMovesFrames
        case (.internalError, _) where op.body.map(Self.insetsOverflow) == true:
            return .overflowingInsets
        case (.invalidPriorityInstalled, _) where violation.message.contains("— hugging") || violation.message.contains("— compression resistance"):
            return .outOfRangeIntrinsicPriority
        case (.errorNamesOtherItems, .resize) where violation.message.hasPrefix("rootSizeConflict"):
            return .ghostMembersAfterMove
        default:
            return nil
        }
    }

    /// Whether some make context of the body adds up finite insets to a non-finite sum.
    static func insetsOverflow(_ calls: [MakeCall]) -> Bool {
        var insets = EdgeInsets.zero
        for call in calls {
            switch call {
            case let .insetEdges(e) where e.insets.isFinite: insets = insets + e.insets
            case let .insetEdge(edge) where edge.isFinite: insets = insets + EdgeInsets(edge: edge)
            case .resetEdges(.zero): insets = .zero
            case let .ref(_, inner) where insetsOverflow(inner): return true
            default: break
            }
            if !insets.isFinite { return true }
        }
        return false
    }
}

extension FuzzOperation {
    /// Whether the operation only asks (a fitting size): it must change nothing, even when it returns.
    var isQuery: Bool {
        if case .fitting = self { return true }
        return false
    }
}

extension ArrangeError {
    /// The messages of internal errors, this one's or those of every error it holds (``ArrangeError/multiple(_:)``).
    var internalErrors: [String] {
        switch self {
        case let .internalError(message): [message]
        case let .multiple(errors): errors.flatMap(\.internalErrors)
        default: []
        }
    }
}

extension Rect {
    /// Whether each number is within `distance` of `other`'s (1e-9 relative slack).
    func isWithin(_ distance: Double, of other: Rect) -> Bool {
        zip([x, y, width, height], [other.x, other.y, other.width, other.height]).allSatisfy { a, b in
            Swift.abs(a - b) <= distance + 1e-9 * Swift.max(1, Swift.abs(a), Swift.abs(b))
        }
    }
}
