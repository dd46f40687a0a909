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
