import Foundation
import Testing

/// `arrange-bench` must keep running the same systems by the same names as
/// `kiwi_bench.py`, and its systems must be the right ones. Timing is never
/// asserted: a run's checksum (the sum of the values it read) is compared
/// with the value the system must have.
@Suite("arrange-bench")
struct ArrangeBenchTests {
    static let kiwiNames = [
        "chain-fixed/100", "chain-fixed/1000", "chain-fixed/3000", "chain-flex/100", "chain-flex/1000",
        "groups/1000", "groups/3000", "grid/100", "grid/400", "resize-drag/1000", "resize-jump/100",
        "replace/100", "replace/300",
    ]

    func run(_ arguments: [String]) throws -> String {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        return try DeterminismTests.run(bench, arguments)
    }

    func lines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("it lists every kiwi_bench workload by the same name, in the same order, plus chain-fixed/10000")
    func names() throws {
        let listed = try run(["--list"]).split(separator: "\n").map(String.init)
        #expect(listed.filter { Self.kiwiNames.contains($0) } == Self.kiwiNames)
        #expect(listed.contains("chain-fixed/10000"))
    }

    @Test("a build workload prints one JSON line with the fields compare.py reads")
    func buildWorkload() throws {
        let rows = try lines(run(["--only", "grid/100", "--runs", "1"]))  // "grid/100" is no other name's substring
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row["workload"] as? String == "grid/100")
        #expect((row["seconds"] as? Double).map { $0 > 0 } == true)
        #expect(row["runs"] as? Int == 1)
        #expect(row["engine"] as? String == "arrange")
    }

    @Test("grid/100 fits its 10 × 10 boxes exactly at their weak sizes")
    func gridChecksum() throws {
        let row = try #require(try lines(run(["--only", "grid/100", "--runs", "1"])).first)
        // cw = 58·10 + 32 and ch = 38·10 + 32 leave room for every box at
        // 50 × 30 with gaps of 8 and margins of 20, so left = 20 + 58·c,
        // top = 20 + 38·r; the probe sums cl, ct, cw, ch and every l, t, w, h.
        let columns = (0..<10).map(Double.init)
        let lefts = 10 * columns.reduce(0) { $0 + 20 + 58 * $1 }
        let tops = 10 * columns.reduce(0) { $0 + 20 + 38 * $1 }
        let expected = 0 + 0 + 612 + 412 + lefts + tops + 100 * 50 + 100 * 30
        #expect(row["checksum"] as? Double == expected)
    }

    @Test("chain-fixed reads back l_i = 20 + 108·i and widths 100")
    func chainChecksum() throws {
        let row = try #require(try lines(run(["--only", "chain-fixed/100", "--runs", "1"])).first)
        let n = 100.0
        let expected = 20 * n + 108 * n * (n - 1) / 2 + 100 * n
        #expect(row["workload"] as? String == "chain-fixed/100")
        #expect(row["checksum"] as? Double == expected)
    }

    @Test("--one-by-one adds one constraint per call and reads the same values as one batch")
    func oneByOne() throws {
        // grid/100 is no other name's substring, and small enough for a checks build.
        for name in ["grid/100"] {
            let batch = try #require(try lines(run(["--only", name, "--runs", "1"])).first)
            let single = try #require(try lines(run(["--only", name, "--runs", "1", "--one-by-one"])).first)
            #expect(single["workload"] as? String == name)
            let (a, b) = (try #require(batch["checksum"] as? Double), try #require(single["checksum"] as? Double))
            #expect(Swift.abs(a - b) <= 1e-9 * Swift.abs(a), "\(name)")
        }
    }

    @Test("per-edit and per-round workloads say so")
    func units() throws {
        let rows = try lines(run(["--only", "resize-jump/100"])) + lines(run(["--only", "replace/100"]))
        #expect(rows.map { $0["unit"] as? String } == ["per edit", "per round"])
        #expect(rows.map { $0["runs"] as? Int } == [3, 10])
    }

    @Test("every build workload takes the median of --runs runs, whatever its size")
    func runCounts() throws {
        let rows = try ["grid/400", "chain-fixed/3000", "groups/1000", "grid/100"].flatMap { try lines(run(["--only", $0, "--runs", "2"])) }
        let runs = Dictionary(rows.compactMap { row in (row["workload"] as? String).map { ($0, row["runs"] as? Int) } }, uniquingKeysWith: { a, _ in a })
        for name in ["grid/400", "chain-fixed/3000", "groups/1000", "grid/100"] {
            #expect(runs[name] == 2, "\(name)")
        }
    }
}
