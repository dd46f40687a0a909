@testable import ArrangeFixtures
import Testing

@Suite("ArgumentParser")
struct ArgumentParserTests {
    func parse(_ line: String) throws(UsageError) -> ToolCommand {
        try ArgumentParser.parse(line.split(separator: " ").map(String.init))
    }

    @Test("solve takes files and options in any order, with = or a separate value")
    func parsesSolve() throws {
        var expected = SolveOptions(files: ["a.json", "b.json"])
        expected.json = true
        expected.step = 2
        expected.size = SizeValue(width: 320, height: 480)
        #expect(try parse("solve a.json --json --step 2 b.json --size=320x480") == .solve(expected))
        var one = SolveOptions(files: ["a.json"])
        one.output = "out.svg"
        #expect(try parse("solve -o out.svg a.json") == .solve(one))
        #expect(try parse("solve --output=out.svg a.json") == .solve(one))
        var quiet = SolveOptions(files: ["a.json"])
        quiet.noPicture = true
        #expect(try parse("solve a.json --no-svg") == .solve(quiet))
    }

    @Test("check and format take files and folders; render needs one file and -o")
    func parsesOthers() throws {
        #expect(try parse("check Fixtures x.json") == .check(files: ["Fixtures", "x.json"]))
        #expect(try parse("format Fixtures") == .format(files: ["Fixtures"]))
        #expect(try parse("render a.json -o a.svg --step 1 --size 10X20") ==
            .render(RenderOptions(file: "a.json", output: "a.svg", step: 1, size: SizeValue(width: 10, height: 20))))
    }

    @Test("help is available for the tool and for each subcommand")
    func parsesHelp() throws {
        #expect(try ArgumentParser.parse([]) == .help(nil))
        #expect(try parse("--help") == .help(nil))
        #expect(try parse("-h") == .help(nil))
        #expect(try parse("help render") == .help(.render))
        #expect(try parse("solve --help") == .help(.solve))
        #expect(try parse("check a.json -h") == .help(.check))
    }

    @Test("-- ends the options, so a file may start with a dash")
    func endsOptions() throws {
        #expect(try parse("check -- --odd.json") == .check(files: ["--odd.json"]))
    }

    @Test("mistakes are usage errors that name the subcommand", arguments: [
        ("frobnicate", nil),
        ("solve", "solve"),
        ("solve a.json --step 0", "solve"),
        ("solve a.json --step x", "solve"),
        ("solve a.json --step", "solve"),
        ("solve a.json --size 3", "solve"),
        ("solve a.json --size -3x4", "solve"),
        ("solve a.json --size 1e300x1e300", "solve"),
        ("solve a.json --size 375xnan", "solve"),
        ("solve a.json --size infx603", "solve"),
        ("render a.json -o a.svg --size 1000001x1", "render"),
        ("solve a.json b.json -o x.svg", "solve"),
        ("solve a.json -o x.svg --no-svg", "solve"),
        ("solve a.json --json=yes", "solve"),
        ("solve a.json --colour", "solve"),
        ("check a.json --json", "check"),
        ("render a.json", "render"),
        ("render a.json b.json -o x.svg", "render"),
        ("help me please", nil),
        ("help frobnicate", nil),
    ] as [(String, String?)])
    func rejectsMistakes(_ line: String, _ subcommand: String?) {
        #expect {
            try parse(line)
        } throws: { error in
            (error as? UsageError)?.subcommand?.rawValue == subcommand
        }
    }

    @Test("explain takes a file, an item and an optional step, and nothing else")
    func parsesExplain() throws {
        #expect(try parse("explain a.json title") == .explain(ExplainOptions(file: "a.json", item: "title", step: nil)))
        #expect(try parse("explain --step 2 a.json title") == .explain(ExplainOptions(file: "a.json", item: "title", step: 2)))
        #expect(throws: UsageError.self) { try parse("explain a.json") }
        #expect(throws: UsageError.self) { try parse("explain a.json title --json") }
    }

    @Test("--scale takes device pixels per point, above 0 and at most 10⁶, for solve and render")
    func parsesScale() throws {
        var expected = SolveOptions(files: ["a.json"])
        expected.scale = 3
        #expect(try parse("solve a.json --scale 3") == .solve(expected))
        #expect(try parse("solve a.json --scale=3") == .solve(expected))
        #expect(try parse("render a.json -o a.svg --scale 2") == .render(RenderOptions(file: "a.json", output: "a.svg", scale: 2)))
        for bad in ["0", "-1", "nan", "x", "2000000"] {
            #expect(throws: UsageError.self) { try parse("solve a.json --scale \(bad)") }
        }
        #expect(throws: UsageError.self) { try parse("check a.json --scale 2") }
    }
}
