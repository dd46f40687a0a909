import Foundation
import Testing

/// Runs fuzz work in child processes (Swift Testing exit tests), so that a
/// trap (a failed precondition, in a debug build often one of the solver's
/// invariant checks) ends one child, is reported with the operation that
/// caused it, and can be shrunk, instead of ending the whole test run.
///
/// A child writes lines to its standard output, each flushed at once so
/// that they survive a crash: `op JSON` before each operation (its index
/// and the operation), `step JSON` after it (what it did and found, when
/// replaying), and `report JSON` at the end of a whole run. It then exits
/// with status ``finishedStatus`` (3), never 0, so that the expectation
/// `.failure` matches a finished child and a crashed one alike and the
/// output is observed in both cases; the status tells them apart.
///
/// The same mechanism as the solver's determinism test (a child process
/// per run), with the child being the test binary itself.
enum FuzzChild {
    /// The status of a child that finished its work.
    static let finishedStatus: CInt = 3

    /// What a child does.
    enum Mode: String, Codable, Sendable {
        /// A whole seed: `payload` is `{"seed":S,"operations":N}`.
        case seed
        /// A list of operations on a seed's items: `payload` is a ``Replay``.
        case replay
    }

    /// A replay's input.
    struct Replay: Codable, Sendable {
        var seed: UInt64
        var specs: [FuzzItemSpec]
        var operations: [Numbered]
    }

    /// An operation and its index in the run.
    struct Numbered: Codable, Sendable {
        var n: Int
        var op: FuzzOperation
    }

    /// A whole run's input.
    struct SeedRun: Codable, Sendable {
        var seed: UInt64
        var operations: Int
    }

    /// What the parent learnt from a child.
    struct Output: Sendable {
        /// Whether it finished its work (else it crashed).
        var finished: Bool
        /// The status, for messages.
        var status: String
        /// The operations it started, in order.
        var operations: [Numbered]
        /// The steps it finished, in order.
        var steps: [FuzzStep]
        /// The hash probe (``hashProbe``) of the child's process.
        var hashProbe: String?
        /// The trap's message (the first line of standard error that says
        /// `Fatal error`, `Precondition failed` or `Assertion failed`).
        var trap: String?
    }

    // MARK: - Parent side

    /// Runs `mode` with `payload` in a child process.
    static func run(_ mode: Mode, payload: String) async -> Output {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) { [mode, payload] in
            FuzzChild.main(mode, payload: payload)
        }
        guard let result else {
            return Output(finished: false, status: "no result", operations: [], steps: [], hashProbe: nil, trap: "the child process could not be run")
        }
        var output = Output(finished: result.exitStatus == .exitCode(finishedStatus), status: "\(result.exitStatus)",
                            operations: [], steps: [], hashProbe: nil, trap: nil)
        for line in String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("op ") {
                if let value = decode(Numbered.self, line.dropFirst(3)) { output.operations.append(value) }
            } else if line.hasPrefix("step ") {
                if let value = decode(FuzzStep.self, line.dropFirst(5)) { output.steps.append(value) }
            } else if line.hasPrefix("hash ") {
                output.hashProbe = String(line.dropFirst(5))
            }
        }
        if !output.finished {
            let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
            output.trap = stderr.split(separator: "\n").first { line in
                ["Fatal error", "Precondition failed", "Assertion failed"].contains { line.contains($0) }
            }.map(String.init) ?? "exit status \(result.exitStatus) without a trap message"
        }
        return output
    }

    /// Runs a seed in a child: the report of its steps (if it crashed, of
    /// the steps before the crash, with the crash as a violation), and its output.
    static func runSeed(_ seed: UInt64, operations: Int) async -> (report: FuzzReport, output: Output) {
        let output = await run(.seed, payload: encode(SeedRun(seed: seed, operations: operations)))
        var report = FuzzReport(seed: seed)
        for step in output.steps { report.record(step) }
        if !output.finished {
            let n = output.operations.last?.n ?? -1
            report.operations = output.operations.count
            report.violations.append(FuzzViolation.crash(output.trap ?? "?", operation: n, seed: seed))
        }
        return (report, output)
    }

    /// Replays operations in a child with every check.
    static func replay(seed: UInt64, operations: [Numbered]) async -> Output {
        await run(.replay, payload: encode(Replay(seed: seed, specs: FuzzGenerator(seed: seed).specs, operations: operations)))
    }

    /// A number that differs between processes unless hashing is
    /// deterministic (`SWIFT_DETERMINISTIC_HASHING`): the hash of a constant.
    static var hashProbe: String {
        var hasher = Hasher()
        hasher.combine(0x5eed)
        return String(UInt64(bitPattern: Int64(hasher.finalize())), radix: 16)
    }

    // MARK: - Child side

    /// The child's work; never returns.
    static func main(_ mode: Mode, payload: String) -> Never {
        switch mode {
        case .seed:
            let input = decode(SeedRun.self, Substring(payload))!
            emit("hash \(hashProbe)")
            _ = Fuzzer(seed: input.seed).run(operations: input.operations,
                                             beforeEach: { n, op in emit("op " + encode(Numbered(n: n, op: op))) },
                                             afterEach: { step in emit("step " + encode(step)) })
        case .replay:
            let input = decode(Replay.self, Substring(payload))!
            let session = FuzzSession(specs: input.specs, seed: input.seed)
            for numbered in input.operations {
                emit("op " + encode(numbered))
                emit("step " + encode(session.step(numbered.op, index: numbered.n)))
            }
        }
        exit(finishedStatus)
    }

    /// Writes a line to standard output at once.
    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    // MARK: - JSON

    /// JSON on one line; NaN and infinities as strings (operations hold them).
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: Substring) -> T? {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try? decoder.decode(type, from: Data(text.utf8))
    }
}

extension FuzzViolation {
    /// A crash during operation `n` (or its checks), with the trap's message.
    static func crash(_ trap: String, operation n: Int, seed: UInt64) -> FuzzViolation {
        var violation = FuzzViolation(kind: .crash, operation: n, message: trap, seed: seed)
        if trap.contains("LayoutTree.detach: removing installed constraints failed: unknown constraint") {
            violation.knownFault = .ghostMembersAfterMove
        }
        return violation
    }

    /// The message with its numbers left out: crashes and violations with
    /// the same signature are taken for the same failure.
    var signature: String {
        var result = kind.rawValue + ": "
        var inNumber = false
        for character in message {
            if character.isNumber || (inNumber && (character == "." || character == "e")) {
                if !inNumber { result.append("#") }
                inNumber = true
            } else {
                inNumber = false
                result.append(character)
            }
        }
        return result
    }
}

