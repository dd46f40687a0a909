import Foundation
import Testing

/// The same calls give bit-identical values in every process, whatever the
/// hash seed: `arrange-bench --determinism-probe SEED` prints every value of
/// a randomised call sequence as bit patterns, and this test runs it in
/// child processes with `SWIFT_DETERMINISTIC_HASHING` set and unset (Swift
/// picks a fresh random hash seed per process unless it is set) and
/// compares their output byte for byte.
///
/// The binary is the one `swift build` / `swift test` builds beside the test
/// bundle. If it cannot be found the test fails (it never passes vacuously);
/// `ARRANGE_BENCH` may name it explicitly.
@Suite("Determinism across processes")
struct DeterminismTests {
    static let steps = 300

    @Test("a randomised scenario gives bit-identical values in processes with different hash seeds", arguments: [1, 2, 3] as [UInt64])
    func acrossProcesses(seed: UInt64) throws {
        let bench = try #require(Self.benchBinary(), "arrange-bench was not found; run `swift build` first (looked in \(Self.candidateDirectories().map(\.path)))")
        let deterministic = try Self.probe(bench, seed: seed, deterministicHashing: true)
        let random1 = try Self.probe(bench, seed: seed, deterministicHashing: false)
        let random2 = try Self.probe(bench, seed: seed, deterministicHashing: false)

        // The output is real: one line per step, values that moved, a dump.
        let lines = deterministic.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("step ") }.count == Self.steps)
        let steps = lines.filter { $0.hasPrefix("step ") }
        #expect(steps.contains { $0.split(separator: ":").last!.split(separator: " ").contains { $0 != "0" } }, "no value ever moved")
        #expect(steps.contains { $0.contains(" failed: ") }, "the scenario never exercised a failing call")
        #expect(steps.contains { $0.contains(" suggest ") }, "the scenario never suggested a value")
        #expect(deterministic.contains("Solver:"))

        #expect(random1 == deterministic, "first differing line: \(Self.firstDifference(random1, deterministic))")
        #expect(random2 == deterministic, "first differing line: \(Self.firstDifference(random2, deterministic))")
    }

    @Test("the probe depends on its seed, so equal outputs mean something")
    func seedMatters() throws {
        let bench = try #require(Self.benchBinary(), "arrange-bench was not found; run `swift build` first")
        #expect(try Self.probe(bench, seed: 1, deterministicHashing: true) != Self.probe(bench, seed: 2, deterministicHashing: true))
    }

    /// Runs the probe and returns its standard output.
    static func probe(_ bench: URL, seed: UInt64, deterministicHashing: Bool) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
        return try run(bench, ["--determinism-probe", "\(seed)", "--steps", "\(steps)"], environment: environment)
    }

    /// Runs `arrange-bench` with `arguments` and returns its standard output;
    /// throws if it exits with a non-zero status.
    static func run(_ bench: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> String {
        let process = Process()
        process.executableURL = bench
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchFailure(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct BenchFailure: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        var description: String { "arrange-bench \(arguments.joined(separator: " ")) exited with status \(status)" }
    }

    static func firstDifference(_ a: String, _ b: String) -> String {
        let (la, lb) = (a.split(separator: "\n"), b.split(separator: "\n"))
        for (x, y) in zip(la, lb) where x != y { return "\(x.prefix(160))… vs \(y.prefix(160))…" }
        return "line counts \(la.count) vs \(lb.count)"
    }

    /// Where to look, best first: `ARRANGE_BENCH`'s folder, the folder of
    /// the running test bundle (same build configuration), then the package's
    /// `.build/debug` and `.build/release`.
    static func candidateDirectories() -> [URL] {
        var directories: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["ARRANGE_BENCH"] {
            directories.append(URL(fileURLWithPath: explicit).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        let linuxSelf = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        directories.append(linuxSelf.deletingLastPathComponent())
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        directories.append(package.appendingPathComponent(".build/debug"))
        directories.append(package.appendingPathComponent(".build/release"))
        return directories
    }

    static func benchBinary() -> URL? {
        if let explicit = ProcessInfo.processInfo.environment["ARRANGE_BENCH"] {
            return FileManager.default.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
        }
        return candidateDirectories().map { $0.appendingPathComponent("arrange-bench") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
