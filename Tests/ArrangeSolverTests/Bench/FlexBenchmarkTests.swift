import Foundation
import Testing

/// `arrange-bench --flex` in its timing mode must print what
/// `compare_flex.py` reads: one JSON line per workload and phase, layout
/// first, with flex_bench.py's run counts. Timing is never asserted; a run's
/// checksum (the sum of every x, y, width and height read in both phases)
/// is compared with the value the formulas give.
@Suite("arrange-bench --flex timing")
struct FlexBenchmarkTests {
    func run(_ arguments: [String]) throws -> [[String: Any]] {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        return try DeterminismTests.run(bench, arguments).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("a workload prints a layout line then a resize line with the fields compare_flex.py reads")
    func phases() throws {
        let rows = try run(["--flex", "nest/100", "--runs", "1"])
        #expect(rows.map { $0["workload"] as? String } == ["nest/100", "nest/100"])
        #expect(rows.map { $0["phase"] as? String } == ["layout", "resize"])
        for row in rows {
            #expect((row["seconds"] as? Double).map { $0 > 0 } == true)
            #expect(row["runs"] as? Int == 1)
            #expect(row["items"] as? Int == 100)
            #expect(row["engine"] as? String == "arrange")
        }
    }

    @Test("the frames read in both phases of row/100 add up to the formulas' sum, to 1e-9 relative")
    func rowChecksum() throws {
        let row = try #require(try run(["--flex", "row/100", "--runs", "1"]).first)
        // c{i} = (16 + i(w + 8), 16, w, 44), in the root's (its parent's) coordinates,
        // with w = 50 at the first size and 51 after the resize.
        var expected = 0.0
        for w in [50.0, 51.0] {
            for i in 0..<100 {
                let x: Double = 16 + Double(i) * (w + 8)
                expected += x + 16 + w + 44
            }
        }
        let checksum = try #require(row["checksum"] as? Double)
        #expect(Swift.abs(checksum - expected) <= 1e-9 * expected, "checksum \(checksum), formulas \(expected)")
    }

    @Test("--runs K gives K runs up to size 1000, and --only and names select together")
    func runCounts() throws {
        let rows = try run(["--flex", "grid/100", "nest/100", "row/100", "--only", "d/", "--runs", "2"])
        #expect(rows.map { $0["workload"] as? String } == ["grid/100", "grid/100"])
        #expect(rows.map { $0["runs"] as? Int } == [2, 2])
    }
}
