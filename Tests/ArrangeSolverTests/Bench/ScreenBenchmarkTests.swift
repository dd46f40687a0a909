import Foundation
import Testing

/// `arrange-bench --screens` must time the first layout of every bundled
/// screen fixture and print one JSON line each. Timing is never asserted: a
/// run's checksum (the sum of every frame's x, y, width and height after the
/// first layout) is compared with the frames the fixture's note computes.
@Suite("arrange-bench --screens")
struct ScreenBenchmarkTests {
    /// The package's `Fixtures/screens`, found from this file.
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/screens").path

    func run(_ arguments: [String]) throws -> [[String: Any]] {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        return try DeterminismTests.run(bench, ["--screens", Self.screens] + arguments).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("every bundled screen prints one layout line, in name order, with the fields a comparison reads")
    func everyScreen() throws {
        let rows = try run(["--runs", "1"])
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.screens).filter { $0.hasSuffix(".json") }.sorted()
        #expect(rows.map { $0["workload"] as? String } == names.map { "screen/" + $0.dropLast(".json".count) })
        for row in rows {
            #expect(row["phase"] as? String == "layout")
            #expect((row["seconds"] as? Double).map { $0 > 0 } == true)
            #expect((row["items"] as? Int).map { $0 > 0 } == true)
            #expect(row["runs"] as? Int == 1)
            let perItem = try #require(row["us_per_item"] as? Double)
            let seconds = try #require(row["seconds"] as? Double), items = try #require(row["items"] as? Int)
            #expect(Swift.abs(perItem - seconds * 1e6 / Double(items)) <= 1e-9 * perItem)
        }
    }

    @Test("the login form's first layout reads the frames its fixture's note computes")
    func loginFormChecksum() throws {
        let row = try #require(try run(["--only", "login-form", "--runs", "2"]).first)
        #expect(row["workload"] as? String == "screen/login-form")
        #expect(row["items"] as? Int == 8)
        #expect(row["runs"] as? Int == 2)
        // Parent coordinates, from login-form.json's note: full-width items
        // x 24, width 327; logo (187.5 − 40, 60, 80, 80); forgot (187.5 − 70, 416, 140, 20);
        // each icon 12 from its field's left, centred in 44: (12, 12, 20, 20).
        let frames: [[Double]] = [
            [147.5, 60, 80, 80], [24, 164, 327, 32], [24, 228, 327, 44], [12, 12, 20, 20],
            [24, 284, 327, 44], [12, 12, 20, 20], [24, 352, 327, 48], [117.5, 416, 140, 20],
        ]
        let expected = frames.joined().reduce(0, +)   // 3789
        let checksum = try #require(row["checksum"] as? Double)
        #expect(Swift.abs(checksum - expected) <= 1e-9 * expected, "checksum \(checksum), note \(expected)")
    }
}
