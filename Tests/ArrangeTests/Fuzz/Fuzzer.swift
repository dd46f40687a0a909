@testable import Arrange

/// A seeded operation fuzzer for Arrange (project issue 9).
///
/// A run builds 2 or 3 trees of 20–50 items from its seed, then performs
/// random operations (``FuzzGenerator``) and checks after every one of them:
/// 1. every required constraint of every installed group holds at the
///    frames (each group's solver constraints evaluated with the items'
///    frames summed into root coordinates, within 1e-7 relative), and every
///    root has the size it was given;
/// 2. a call that threw (or a change recorded as not applied) left every
///    frame of every tree bit-identical, and the groups as they were;
/// 3. every frame is finite;
/// 4. resizing the root of the operation's item to another size and back
///    restores every frame of that tree within 1e-9 (relative to the
///    magnitude; bit-identity is counted in the figures, not required).
///
/// (5), determinism across processes, is checked by running a seed in child
/// processes and comparing ``FuzzReport/trace``.
///
/// A run's figures and findings are a ``FuzzReport``. Runs go to child
/// processes (``FuzzChild``), so that a trap is a finding like the others;
/// a violation comes with a reproduction (``FuzzReproduction``): the
/// operations up to it, shrunk by replaying subsets, printed as Swift.
struct Fuzzer {
    /// The seed: the trees, the items and every operation follow from it.
    let seed: UInt64

    /// Runs `operations` operations (the setup that builds the trees
    /// counts). `beforeEach` sees each operation before it runs, and
    /// `afterEach` what it did and found (a child process prints both, so
    /// that a crash shows where, after what).
    func run(operations: Int, beforeEach: (Int, FuzzOperation) -> Void = { _, _ in }, afterEach: (FuzzStep) -> Void = { _ in }) -> FuzzReport {
        var generator = FuzzGenerator(seed: seed)
        let session = FuzzSession(specs: generator.specs, seed: seed)
        var report = FuzzReport(seed: seed)
        for n in 0..<operations {
            let op = generator.next(session.world, index: n)
            beforeEach(n, op)
            let step = session.step(op, index: n)
            afterEach(step)
            report.record(step)
        }
        return report
    }
}

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
        let before = FuzzSnapshot(world)
        let outcome = world.perform(op, index: n)
        let after = FuzzSnapshot(world)
        var violations: [FuzzViolation] = []
        var rejected = false
        switch outcome {
        case let .threw(error):
            if case let .internalError(message) = error {
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
        case .done:
            let notApplied = after.changesNotApplied(since: before)
            if !notApplied.isEmpty {
                rejected = true
                violations += failureViolations(before: before, after: after, operation: n, what: "was not applied (\(notApplied[0]))")
            }
        case .skipped:
            break
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
        return step
    }

    /// (2) for a call that failed: frames bit-identical, groups unchanged.
    private func failureViolations(before: FuzzSnapshot, after: FuzzSnapshot, operation n: Int, what: String) -> [FuzzViolation] {
        var result: [FuzzViolation] = []
        if before.frameBits != after.frameBits {
            result.append(FuzzViolation(kind: .changedByFailure, operation: n,
                                        message: "the call \(what) but moved \(after.differences(from: before, in: world).joined(separator: "; "))"))
        }
        if !after.sameGroups(as: before) {
            result.append(FuzzViolation(kind: .groupsChangedByFailure, operation: n, message: "the call \(what) but the installed groups changed"))
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
            guard let v = world.items[i].variables, tree.owns(world.items[i]) else { continue }
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
        case let .removeFromParent(item), let .arrange(item, _), let .replace(item, _, _), let .resize(item, _, _),
             let .intrinsicSize(item, _), let .hugging(item, _, _), let .compressionResistance(item, _, _), let .direction(item, _):
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

/// What one operation did and what the checks after it found.
struct FuzzStep: Codable, Sendable {
    /// The operation's index.
    var n: Int
    /// Its kind (``FuzzOperation/kind``).
    var kind: String
    /// The ``ArrangeError`` case it threw, if it threw.
    var thrown: String?
    /// Whether it was a change recorded as not applied.
    var rejected = false
    /// Whether it could not be performed (only while shrinking).
    var skipped = false
    var violations: [FuzzViolation]
    /// The resize round trip after it, as Swift (empty when none).
    var roundTrip: [String] = []
    /// Whether a round trip ran, was refused, restored bit for bit, and moved values nothing fixes.
    var roundTripRan = false, roundTripRefused = false, roundTripBitIdentical = false, roundTripAmbiguous = false
    /// A digest of every frame after it (and its round trip).
    var digest = ""

    /// `ok`, `rejected`, `threw KIND` or `skipped`.
    var outcome: String {
        if let thrown { return "threw \(thrown)" }
        return skipped ? "skipped" : rejected ? "rejected" : "ok"
    }

    /// One line of the cross-process trace.
    var trace: String {
        "\(n) \(kind) \(outcome)\(roundTripRan ? (roundTripRefused ? ", round trip refused" : ", round trip") : ""): \(digest)"
    }
}

/// The figures and findings of one or more fuzz runs.
struct FuzzReport: Sendable, Codable {
    /// The seeds run, in order.
    var seeds: [UInt64]
    var operations = 0
    /// Throws by ``ArrangeError`` case name (printed sorted by name).
    var throwsByKind: [String: Int] = [:]
    /// Changes recorded as not applied (`size =`, directions, intrinsic sizes).
    var rejectedChanges = 0
    /// Operations skipped (only while shrinking; zero in a run).
    var skipped = 0
    /// Resize round trips (check 4): run, refused, restored bit for bit.
    var roundTrips = 0, roundTripsRefused = 0, roundTripsBitIdentical = 0
    /// Round trips that moved values nothing fixes (not a violation).
    var roundTripsAmbiguous = 0
    var violations: [FuzzViolation] = []
    /// One line per operation: the call, its outcome and a digest of every frame.
    var trace: [String] = []

    init(seed: UInt64) { seeds = [seed] }

    /// Counts one step.
    mutating func record(_ step: FuzzStep) {
        operations += 1
        if let thrown = step.thrown { throwsByKind[thrown, default: 0] += 1 }
        if step.skipped { skipped += 1 }
        if step.rejected { rejectedChanges += 1 }
        if step.roundTripRan {
            roundTrips += 1
            if step.roundTripRefused { roundTripsRefused += 1 }
            if step.roundTripBitIdentical { roundTripsBitIdentical += 1 }
            if step.roundTripAmbiguous { roundTripsAmbiguous += 1 }
        }
        violations += step.violations
        trace.append(step.trace)
    }

    /// Adds another run's figures and findings (not its trace).
    mutating func merge(_ other: FuzzReport) {
        seeds += other.seeds
        operations += other.operations
        throwsByKind.merge(other.throwsByKind, uniquingKeysWith: +)
        rejectedChanges += other.rejectedChanges
        skipped += other.skipped
        roundTrips += other.roundTrips
        roundTripsRefused += other.roundTripsRefused
        roundTripsBitIdentical += other.roundTripsBitIdentical
        roundTripsAmbiguous += other.roundTripsAmbiguous
        violations += other.violations
    }

    /// The violations that are no known fault.
    var newViolations: [FuzzViolation] { violations.filter { $0.knownFault == nil } }

    /// The figures, one paragraph: operations, throws by kind, round trips,
    /// violations by kind (known faults named), seeds with violations.
    var figures: String {
        let throwsText = throwsByKind.keys.sorted().map { "\($0) \(throwsByKind[$0]!)" }.joined(separator: ", ")
        var lines = [
            "fuzz: \(operations) operations over \(seeds.count) seed(s) (\(seeds.first.map(String.init) ?? "-")…\(seeds.last.map(String.init) ?? "-"))",
            "fuzz: throws \(throwsByKind.values.reduce(0, +)): \(throwsText.isEmpty ? "none" : throwsText)",
            "fuzz: changes not applied \(rejectedChanges); root round trips \(roundTrips) (\(roundTripsBitIdentical) bit-identical, \(roundTrips - roundTripsBitIdentical - roundTripsRefused) within 1e-9 only, \(roundTripsRefused) refused, \(roundTripsAmbiguous) moved values nothing fixes)",
            "fuzz: violations \(newViolations.count) new, \(violations.count - newViolations.count) of known faults",
        ]
        for kind in FuzzViolation.Kind.allCases {
            let of = violations.filter { $0.kind == kind }
            guard !of.isEmpty else { continue }
            let known = FuzzKnownFault.allCases.compactMap { fault in
                let count = of.filter { $0.knownFault == fault }.count
                return count == 0 ? nil : "\(count) \(fault.rawValue)"
            }
            lines.append("fuzz:   \(kind.rawValue): \(of.count)\(known.isEmpty ? "" : " (\(known.joined(separator: ", ")))")")
        }
        return lines.joined(separator: "\n")
    }
}
