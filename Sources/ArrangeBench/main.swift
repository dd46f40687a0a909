// arrange-bench: the reference workloads of Benchmarks/kiwi_bench.py on
// ArrangeSolver, one JSON line per workload (see Workload.swift), and with
// --flex the layouts of Benchmarks/flex_bench.py written with the make
// DSL, one JSON line per workload and phase (see FlexBenchmark.swift).
//
//   arrange-bench [--only SUBSTRING] [--runs K] [--one-by-one]
//   arrange-bench --list                                  (workload names, one a line)
//   arrange-bench --determinism-probe SEED [--steps N]   (used by the tests)
//
//   arrange-bench --flex [NAME ...] [--only SUBSTRING] [--runs K]
//       times the flex workloads (all, the NAMEs given, those whose name
//       contains SUBSTRING, or both filters): {"workload", "phase":
//       "layout"|"resize", "seconds": MEDIAN, ...}; K defaults to 7, and is
//       at most 3 at size 10000, as in flex_bench.py
//   arrange-bench --flex ... --pixel-scale S
//       the same, with the roots' frames read on a grid of S pixels per point
//   arrange-bench --flex --frames [NAME ...] [--only SUBSTRING]
//       prints the same workloads' frames instead, one JSON line each, in the
//       format of `flex_bench.py --frames NAME` (x, y in root coordinates):
//       arrange-bench --flex --frames | python3 check_frames.py
//   arrange-bench --flex --list                           (flex workload names)
//
//   arrange-bench --screens [FOLDER] [--only SUBSTRING] [--runs K]
//       times the first layout of each screen fixture in FOLDER (default
//       Fixtures/screens, from the package's root): {"workload":
//       "screen/NAME", "phase": "layout", "seconds": MEDIAN, "items",
//       "us_per_item", ...}; K defaults to 101 (see ScreenBenchmark.swift)
import Arrange
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

/// Warns on standard error when this build's timings mean nothing.
func warnUnlessRelease() {
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
}

/// Writes one line to standard output at once (unbuffered: a line per workload as it ends).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

if let i = arguments.firstIndex(of: "--flex") {
    arguments.remove(at: i)
    let usage = "usage: arrange-bench --flex [--frames] [NAME ...] [--only SUBSTRING] [--runs K] [--pixel-scale S] | --flex --list"
    if let j = arguments.firstIndex(of: "--list") {
        arguments.remove(at: j)
        guard arguments.isEmpty else { fail("unknown arguments \(arguments); \(usage)") }
        print(FlexWorkloads.names.joined(separator: "\n"))
        exit(0)
    }
    let frames = arguments.contains("--frames")
    arguments.removeAll { $0 == "--frames" }
    let only = option("--only", in: &arguments) ?? ""
    let requestedRuns = option("--runs", in: &arguments).map { Int($0) ?? 0 } ?? 7
    guard requestedRuns > 0 else { fail("--runs needs a positive integer") }
    let pixelScale = option("--pixel-scale", in: &arguments).map { Double($0) ?? 0 }
    if let pixelScale, !(pixelScale > 0) { fail("--pixel-scale needs a positive number") }
    if let unknown = arguments.first(where: { $0.hasPrefix("-") }) { fail("unknown option \(unknown); \(usage)") }
    if let unknown = arguments.first(where: { !FlexWorkloads.names.contains($0) }) {
        fail("unknown flex workload \(unknown); one of: \(FlexWorkloads.names.joined(separator: " "))")
    }
    let selected = FlexWorkloads.names.filter { (arguments.isEmpty || arguments.contains($0)) && (only.isEmpty || $0.contains(only)) }
    do {
        if frames {
            for name in selected { emit(try FlexFrames.line(name)) }
        } else {
            warnUnlessRelease()
            for name in selected {
                for line in try FlexBenchmark.lines(name, requested: requestedRuns, pixelScale: pixelScale) { emit(line) }
            }
        }
    } catch {
        fail("a flex workload's arrangement was refused: \(error)")
    }
    exit(0)
}

if let i = arguments.firstIndex(of: "--screens") {
    arguments.remove(at: i)
    let only = option("--only", in: &arguments) ?? ""
    let requestedRuns = option("--runs", in: &arguments).map { Int($0) ?? 0 } ?? 101
    guard requestedRuns > 0 else { fail("--runs needs a positive integer") }
    if let unknown = arguments.first(where: { $0.hasPrefix("-") }) { fail("unknown option \(unknown); usage: arrange-bench --screens [FOLDER] [--only SUBSTRING] [--runs K]") }
    guard arguments.count <= 1 else { fail("--screens takes one folder, not \(arguments)") }
    let folder = arguments.first ?? ScreenBenchmark.folder
    warnUnlessRelease()
    do {
        for name in try ScreenBenchmark.names(in: folder) where only.isEmpty || name.contains(only) {
            emit(try ScreenBenchmark.line(name, in: folder, runs: requestedRuns))
        }
    } catch {
        fail("a screen could not be laid out: \(error)")
    }
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

warnUnlessRelease()

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
    emit(Measurement.jsonLine(fields))
}
