import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// How much the fuzzer runs, from the environment.
///
/// - `ARRANGE_FUZZ_OPERATIONS=N`: about N operations in all (default 3,000,
///   times `ARRANGE_PROPERTY_SCALE`), as runs of ``operationsPerSeed`` over
///   seeds 0, 1, 2, …, so the first seeds are always those CI runs.
/// - `ARRANGE_FUZZ_SEED=S`: only seed S (with `ARRANGE_FUZZ_OPERATIONS`
///   operations if given, else ``operationsPerSeed``), to replay a finding.
/// - `ARRANGE_FUZZ_REPRODUCTIONS=K`: shrink at most K new failures (default 3).
/// - `ARRANGE_FUZZ_FIRST_SEED=F`: start at seed F instead of 0 (to split a
///   long run across processes).
struct FuzzConfiguration: Sendable {
    /// The operations of one seed's run (its trees' setup included).
    static let operationsPerSeed = 250
    /// The default total, before `ARRANGE_PROPERTY_SCALE`.
    static let defaultOperations = 3_000

    /// The seeds to run, in order.
    var seeds: [UInt64]
    /// The operations of each.
    var operationsPerSeed: Int
    /// How many new failures (distinct signatures) get a shrunk reproduction
    /// (`ARRANGE_FUZZ_REPRODUCTIONS`, default 3; each costs up to
    /// ``FuzzReproduction/replayBudget`` child processes).
    var reproductions = integer("ARRANGE_FUZZ_REPRODUCTIONS") ?? 3

    /// Read from the environment.
    static func fromEnvironment() -> FuzzConfiguration {
        let total = integer("ARRANGE_FUZZ_OPERATIONS")
        if let seed = integer("ARRANGE_FUZZ_SEED") {
            return FuzzConfiguration(seeds: [UInt64(seed)], operationsPerSeed: total ?? operationsPerSeed)
        }
        let operations = total ?? defaultOperations * propertyScale()
        let first = UInt64(integer("ARRANGE_FUZZ_FIRST_SEED") ?? 0)
        let count = Swift.max(1, (operations + operationsPerSeed - 1) / operationsPerSeed)
        return FuzzConfiguration(seeds: (0..<UInt64(count)).map { first + $0 }, operationsPerSeed: operationsPerSeed)
    }

    /// A non-negative integer from the environment, if set.
    private static func integer(_ name: String) -> Int? {
        guard let raw = getenv(name), let value = Int(String(cString: raw)), value >= 0 else { return nil }
        return value
    }
}
