import Foundation
import Testing

/// `fit-cells/1000` and `text-list/1000` are listed and report seconds per cell.
@Suite("arrange-bench fit-cells and text-list")
struct ContentWorkloadsTests {
    @Test("both are listed; fit-cells/1000 reports seconds per cell and a checksum of the fitted heights")
    func workloads() throws {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        let listed = try DeterminismTests.run(bench, ["--list"]).split(separator: "\n").map(String.init)
        #expect(listed.contains("fit-cells/1000") && listed.contains("text-list/1000"))
        // text-list is not run here: a debug build checks every solver step of a 1000-row column.
        let output = try DeterminismTests.run(bench, ["--only", "fit-cells/1000", "--runs", "1"])
        let row = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(row["workload"] as? String == "fit-cells/1000")
        #expect(row["unit"] as? String == "per cell")
        // Every cell is at least 64 high (the 40-point avatar and 24 of insets): the heights sum to at least 64 000.
        #expect((row["checksum"] as? Double).map { $0 >= 64_000 && $0.isFinite } == true)
    }

    @Test("font-wrap/10000 reports seconds per glyph and the sizes flex_bench.py's text_size gives the same texts")
    func fontWrap() throws {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        let output = try DeterminismTests.run(bench, ["--only", "font-wrap/10000", "--runs", "1"])
        let row = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(row["workload"] as? String == "font-wrap/10000")
        #expect(row["unit"] as? String == "per glyph")
        // Σ over labels 0…9999 of the height at 343 and the natural width, by flex_bench.py's own
        // wrap: sum(text_size(t, 343)[1] + text_size(t, None)[0] for t in map(label_text, range(10000))).
        #expect(row["checksum"] as? Double == 8_364_072)
    }
}
