import Foundation
import Testing

/// `animate-constant/1000` is timed against `resize-drag/1000`: it must run
/// the same system and say what one of its seconds measures.
@Suite("arrange-bench animate-constant")
struct ConstantWorkloadsTests {
    @Test("animate-constant/1000 is listed after resize-drag/1000 and reports seconds per change over 3 runs")
    func workload() throws {
        let bench = try #require(DeterminismTests.benchBinary(), "arrange-bench was not found; run `swift build` first")
        let listed = try DeterminismTests.run(bench, ["--list"]).split(separator: "\n").map(String.init)
        let drag = try #require(listed.firstIndex(of: "resize-drag/1000"))
        #expect(listed.firstIndex(of: "animate-constant/1000") == drag + 1)
        #expect(listed.contains("make-handle-constant/1000"))   // not run here: a debug build checks every solver step
        let output = try DeterminismTests.run(bench, ["--only", "animate-constant/1000"])
        let row = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(row["workload"] as? String == "animate-constant/1000")
        #expect(row["unit"] as? String == "per change")
        #expect(row["runs"] as? Int == 3)
        #expect((row["checksum"] as? Double).map(\.isFinite) == true)
    }
}
