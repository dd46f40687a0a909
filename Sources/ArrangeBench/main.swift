// arrange-bench: the reference workloads of ../shared/bench/kiwi_bench.py on
// ArrangeSolver, one JSON line per workload (see Workload.swift).
//
//   arrange-bench [--only SUBSTRING] [--runs K] [--one-by-one]
//   arrange-bench --list                                  (workload names, one a line)
//   arrange-bench --determinism-probe SEED [--steps N]   (used by the tests)
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("arrange-bench: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let i = arguments.firstIndex(of: name) else { return nil }
    guard i + 1 < arguments.count else { fail("\(name) needs a value") }
    let value = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return value
}

if let seedText = option("--determinism-probe", in: &arguments) {
    guard let seed = UInt64(seedText) else { fail("--determinism-probe needs an unsigned integer seed, not \(seedText)") }
    let steps = option("--steps", in: &arguments).map { Int($0) ?? 0 } ?? 300
    var probe = DeterminismProbe(seed: seed)
    print(probe.run(steps: steps).joined(separator: "\n"))
    exit(0)
}

if let i = arguments.firstIndex(of: "--list") {
    arguments.remove(at: i)
    print(Workloads.all().map(\.name).joined(separator: "\n"))
    exit(0)
}

let oneByOne = arguments.contains("--one-by-one")
arguments.removeAll { $0 == "--one-by-one" }

let only = option("--only", in: &arguments) ?? ""
let requestedRuns = option("--runs", in: &arguments).map { Int($0) ?? 0 } ?? 5
guard requestedRuns > 0 else { fail("--runs needs a positive integer") }
guard arguments.isEmpty else { fail("unknown arguments \(arguments); usage: arrange-bench [--only SUBSTRING] [--runs K] [--one-by-one]") }

#if ARRANGE_SOLVER_CHECKS
FileHandle.standardError.write(Data("""
    ************************************************************************
    arrange-bench: WARNING: built with ARRANGE_SOLVER_CHECKS. Every solver
    mutation verifies its invariants, so these timings mean NOTHING.
    Build with: swift build -c release --product arrange-bench
    ************************************************************************

    """.utf8))
#elseif DEBUG
FileHandle.standardError.write(Data("arrange-bench: WARNING: a debug build; timings are not representative (use -c release)\n".utf8))
#endif

for workload in Workloads.all(oneByOne: oneByOne) where workload.name.contains(only) || only.isEmpty {
    let runs = workload.runs(requestedRuns)
    let trial = workload.prepare()
    Measurement.resetPeakResident()
    let (seconds, checksum) = Measurement.median(of: trial, runs: runs)
    var fields: [(String, Any)] = [
        ("workload", workload.name), ("seconds", seconds / Double(workload.operationsPerRun)),
        ("runs", runs), ("engine", "arrange"),
    ]
    if let unit = workload.unit { fields.append(("unit", unit)) }
    if let kb = Measurement.peakResidentKilobytes() { fields.append(("peak_rss_mb", Double(kb) / 1024)) }
    fields.append(("checksum", checksum))
    FileHandle.standardOutput.write(Data((Measurement.jsonLine(fields) + "\n").utf8))  // unbuffered: one line per workload as it ends
}
