@testable import ArrangeFixtures
import Foundation
import Testing

/// The tool in-process: the same `Tool.run` the executable calls.
@Suite("Tool")
struct ToolTests {
    let fixture = PackagePaths.fixtures.appendingPathComponent("place/autolayoutkit-wall-end.json").path

    @Test("an out-of-range step is malformed input")
    func stepOutOfRange() {
        let result = Tool.run(["solve", fixture, "--step", "9", "--no-svg"], environment: [:])
        #expect(result.exitCode == 2)
        #expect(result.stderr == "\(fixture): --step 9 is out of range: the fixture has 1 step\n")
    }

    @Test("several files are solved in order, the worst exit code wins")
    func severalFiles() {
        let result = Tool.run(["solve", fixture, "/no/such.json", "--no-svg"], environment: [:])
        #expect(result.exitCode == 2)
        #expect(result.stdout.contains("root/blue"))
        #expect(result.stderr.contains("/no/such.json: cannot read the file"))
    }

    @Test("format rewrites a fixture in the canonical layout")
    func formats() throws {
        let folder = try PackagePaths.temporaryFolder()
        let file = folder.appendingPathComponent("f.json")
        try #"{"root": {"name": "r", "size": [1, 1]},     "steps": [{"resize": [2, 2]}]}"#.write(to: file, atomically: true, encoding: .utf8)
        let result = Tool.run(["format", file.path], environment: [:])
        #expect(result.exitCode == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\n  \"root\": {\"name\": \"r\", \"size\": [1, 1]},\n  \"steps\": [\n    {\"resize\": [2, 2]}\n  ]\n}\n")
    }

    @Test("help goes to standard output")
    func help() {
        #expect(Tool.run(["render", "--help"], environment: [:]) == Tool.Result(stdout: Usage.text(.render), stderr: "", exitCode: 0))
    }
}
