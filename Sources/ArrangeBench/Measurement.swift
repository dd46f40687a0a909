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
            let start = DispatchTime.now().uptimeNanoseconds
            checksum = trial.run()
            let end = DispatchTime.now().uptimeNanoseconds
            times.append(Double(end - start) / 1e9)
        }
        times.sort()
        let mid = times.count / 2
        let median = times.count % 2 == 1 ? times[mid] : (times[mid - 1] + times[mid]) / 2
        return (median, checksum)
    }

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
    static func jsonLine(_ fields: [(String, Any)]) -> String {
        let parts = fields.map { key, value -> String in
            let encoded: String
            switch value {
            case let s as String: encoded = "\"\(s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
            case let d as Double: encoded = d.isFinite ? "\(d)" : "null"
            case let i as Int: encoded = "\(i)"
            case let b as Bool: encoded = b ? "true" : "false"
            default: encoded = "null"
            }
            return "\"\(key)\": \(encoded)"
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
