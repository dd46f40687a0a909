import Foundation

/// Timing, medians, peak memory and the JSON line a workload reports.
enum Measurement {
    /// Runs `trial` `runs` times (set-up outside the clock) and returns the
    /// median seconds of the timed region (the mean of the middle two for an
    /// even count, as Python's `statistics.median`) and the last checksum.
    static func median(of trial: Trial, runs: Int) -> (seconds: Double, checksum: Double) {
        var times: [Double] = []
        var checksum = 0.0
        for _ in 0..<runs {
            trial.setUp()
            let start = now()
            checksum = trial.run()
            let end = now()
            times.append(seconds(from: start, to: end))
        }
        return (median(times), checksum)
    }

    /// The median of `samples` (the mean of the middle two for an even count,
    /// as Python's `statistics.median`).
    ///
    /// - Precondition: `samples` is not empty.
    static func median(_ samples: [Double]) -> Double {
        precondition(!samples.isEmpty, "the median of no samples")
        let sorted = samples.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The clock every timed region reads: monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The seconds between two readings of ``now()``.
    static func seconds(from start: UInt64, to end: UInt64) -> Double { Double(end - start) / 1e9 }

    /// Resets the kernel's peak-RSS mark for this process (Linux ≥ 4.0), so
    /// that the next ``peakResidentKilobytes()`` covers one workload only.
    /// Returns whether the reset worked.
    @discardableResult
    static func resetPeakResident() -> Bool {
        FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
            && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }

    /// The process's peak resident set size in kB (`VmHWM` in
    /// /proc/self/status), or `nil` where that file does not exist.
    static func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }

    /// One JSON object on one line, with the keys in the given order.
    ///
    /// Values: `String`, `Double` (`null` when not finite), `Int`, `Bool`,
    /// arrays of values (`[Any]`) and nested objects (`[(String, Any)]`,
    /// keys in order); anything else is `null`.
    static func jsonLine(_ fields: [(String, Any)]) -> String {
        json(fields)
    }

    /// One value in JSON, on one line (see ``jsonLine(_:)`` for the types).
    static func json(_ value: Any) -> String {
        switch value {
        case let s as String: return "\"\(s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        case let d as Double: return d.isFinite ? "\(d)" : "null"
        case let i as Int: return "\(i)"
        case let b as Bool: return b ? "true" : "false"
        case let fields as [(String, Any)] where type(of: value) == [(String, Any)].self:  // not an empty [Any]
            return "{" + fields.map { "\(json($0.0)): \(json($0.1))" }.joined(separator: ", ") + "}"
        case let array as [Any]: return "[" + array.map(json).joined(separator: ", ") + "]"
        default: return "null"
        }
    }
}
