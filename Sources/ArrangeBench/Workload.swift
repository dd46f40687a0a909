import ArrangeSolver

/// One benchmark workload: a named system and how to time it.
///
/// `arrange-bench` runs every workload in ``Workloads/all(oneByOne:)`` whose name
/// contains `--only`, in order, and prints one JSON line per workload with
/// the median of its timed runs. The names and systems match
/// `Benchmarks/kiwi_bench.py`, so `compare.py` can pair them up.
///
/// A workload is timed in three layers, so that nothing but the measured
/// work sits inside the clock:
/// - ``prepare`` runs once, untimed, and returns a ``Trial``;
/// - ``Trial/setUp`` runs untimed before each run (e.g. a fresh solver with
///   its variables and constraint objects);
/// - ``Trial/run`` is the timed region. Its seconds are divided by
///   ``operationsPerRun`` (e.g. 100 edits) and reported with ``unit``.
///
/// ## Adding workloads from another file
/// ``Workloads/all(oneByOne:)`` is `solver + make`. `solver` lives in
/// `SolverWorkloads.swift`. `make` has a default of no workloads (a protocol
/// extension on ``WorkloadCatalog``); the DSL's workloads replace it by
/// declaring, in `MakeWorkloads.swift`:
///
///     extension Workloads {
///         static var make: [Workload] { [Workload(name: "make-chain/1000", …), …] }
///     }
///
/// A member declared on the type itself takes precedence over the protocol
/// extension's default, so no other file has to change.
struct Workload {
    /// The name `compare.py` matches on, e.g. `chain-fixed/1000`.
    var name: String
    /// How many timed runs to make, given `--runs K` (default 5).
    var runs: (_ requested: Int) -> Int
    /// How many operations one timed run performs; reported seconds are per operation.
    var operationsPerRun: Int = 1
    /// What one reported second measures when not a whole run, e.g. `"per edit"`.
    var unit: String? = nil
    /// Builds the untimed state and returns the trial to time.
    var prepare: () -> Trial
}

/// The untimed set-up and the timed body of one workload's runs.
struct Trial {
    /// Runs before each timed run, outside the clock.
    var setUp: () -> Void = {}
    /// The timed region. Returns a number derived from the values it read
    /// (a checksum), so that the reads cannot be optimised away.
    var run: () -> Double
}

/// A source of workloads; see ``Workload`` for how other files add theirs.
protocol WorkloadCatalog {}

extension WorkloadCatalog {
    /// The DSL's workloads; none unless `MakeWorkloads.swift` declares them.
    static var make: [Workload] { [] }
}

/// The registry of every workload `arrange-bench` knows.
enum Workloads: WorkloadCatalog {
    /// Every workload, in the order they run: the solver's, then the DSL's.
    ///
    /// - Parameter oneByOne: the solver's build workloads add their
    ///   constraints one `add` call each, as kiwi_bench.py does (kiwi has no
    ///   batch call), instead of one batch.
    static func all(oneByOne: Bool = false) -> [Workload] { solver(oneByOne: oneByOne) + make }
}
