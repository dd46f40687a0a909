import Foundation
import Testing

/// The built `arrange` executable, run as a subprocess the way a user runs it.
@Suite("arrange as a subprocess")
struct ToolProcessTests {
    @Test("the executable is found next to the tests")
    func executableExists() {
        #expect(ToolProcess.executable != nil, "build the package first: swift build")
    }

    @Test("solve prints a frame table and writes an SVG beside the current directory")
    func solvePrintsAndDraws() throws {
        let folder = try PackagePaths.temporaryFolder()
        let fixture = PackagePaths.fixtures.appendingPathComponent("place/autolayoutkit-wall-middle.json").path
        let out = try ToolProcess.run(["solve", fixture], in: folder)
        #expect(out.status == 0)
        #expect(out.stdout.contains("""
              item         x      y  width  height
              root         0      0    375     603
              root/red    20  251.5    100     100
              root/blue  255  251.5    100     100
            """))
        #expect(out.stdout.contains("picture of step 1: autolayoutkit-wall-middle.svg"))
        let svg = try String(contentsOf: folder.appendingPathComponent("autolayoutkit-wall-middle.svg"), encoding: .utf8)
        #expect(svg.contains("<g id=\"blue\">"))
    }

    @Test("solve --json prints JSON, --step picks a step, --size overrides the root size")
    func solveOptions() throws {
        let fixture = PackagePaths.fixtures.appendingPathComponent("resize/resize-root.json").path
        let out = try ToolProcess.run(["solve", fixture, "--json", "--step", "1", "--size", "320x480", "--no-svg"])
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("["))
        #expect(out.stdout.contains(#""label": "arrange root""#))
        #expect(out.stdout.contains(#""frame": [200, 190, 100, 100]"#))
        #expect(!out.stdout.contains(#""step": 2"#))
    }

    @Test("check passes on the golden fixtures and exits 0")
    func checkPasses() throws {
        let out = try ToolProcess.run(["check", "Fixtures/place", "Fixtures/screens"])
        #expect(out.status == 0, "\(out.stdout)")
        #expect(out.stdout.contains("passed"))
    }

    @Test("check reports a mismatch with a picture of the actual layout and exits 1")
    func checkFails() throws {
        let folder = try PackagePaths.temporaryFolder()
        let source = try String(contentsOf: PackagePaths.fixtures.appendingPathComponent("place/autolayoutkit-wall-middle.json"), encoding: .utf8)
        let broken = folder.appendingPathComponent("broken.json")
        try source.replacingOccurrences(of: "\"blue\": [255,", with: "\"blue\": [250,").write(to: broken, atomically: true, encoding: .utf8)
        let out = try ToolProcess.run(["check", broken.path], in: folder, environment: ["ARRANGE_ARTEFACTS": folder.appendingPathComponent("art").path])
        #expect(out.status == 1)
        #expect(out.stdout.contains("blue.x expected 250, actual 255"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("art").appendingPathComponent(folder.lastPathComponent).appendingPathComponent("broken-step1.svg").path))
    }

    @Test("recording rewrites the file and fails the run; CI refuses to record")
    func recording() throws {
        let folder = try PackagePaths.temporaryFolder()
        let file = folder.appendingPathComponent("new.json")
        try #"{"description": "new", "root": {"name": "root", "size": [100, 100], "children": [{"name": "a"}]}, "steps": [{"arrange": "root", "calls": [{"equal": "a"}]}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let refused = try ToolProcess.run(["check", file.path], in: folder, environment: ["ARRANGE_RECORD": "missing", "CI": "1"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("CI never records"))
        let recorded = try ToolProcess.run(["check", file.path], in: folder, environment: ["ARRANGE_RECORD": "missing", "CI": ""])
        #expect(recorded.status == 1)
        #expect(recorded.stdout.contains("RECORD"))
        let again = try ToolProcess.run(["check", file.path], in: folder, environment: ["CI": ""])
        #expect(again.status == 0, "\(again.stdout)")
    }

    @Test("a layout error is printed as Arrange reports it, with exit code 1")
    func layoutError() throws {
        let out = try ToolProcess.run(["solve", "Fixtures/errors/conflict-width.json", "--no-svg"])
        #expect(out.status == 1)
        #expect(out.stdout.contains("error (conflict): conflicting required constraints"))
        #expect(out.stdout.contains("at Fixtures/errors/conflict-width.json:"))
    }

    @Test("malformed input never crashes: one line naming file, JSON path and expectation, exit code 2", arguments: [
        ("bad-json.json", "not valid JSON: line 3, column 13: expected a value"),
        ("unknown-verb.json", "$.steps[0].calls[0].xLefft: expected exactly one verb among"),
        ("unknown-item.json", "$.steps[0].calls[0].xPlace[3]: expected the name of an item in the tree (root, red), found \"bleu\""),
        ("wrong-type.json", "$.root.size[1]: expected a size [width, height] of two numbers, found the string \"603\""),
        ("mixed-axes.json", "$.steps[0].calls[0].install: expected anchors on one axis"),
        ("unknown-saved-insets.json", "$.steps[0].calls[1].resetEdges: expected the name given to an earlier insetEdges"),
        ("hugging-out-of-range.json", "$.root.children[0].hugging[0]: expected a priority within 1…1000 (an item refuses others), found 5000"),
    ])
    func malformedInput(_ name: String, _ message: String) throws {
        for command in [["solve", "--no-svg"], ["check"], ["render", "-o", "/dev/null"]] {
            let path = "Fixtures/_malformed/\(name)"
            let out = try ToolProcess.run([command[0], path] + command.dropFirst())
            #expect(out.status == 2, "\(command[0]) \(name): \(out.stdout) \(out.stderr)")
            let line = (out.stderr + out.stdout).split(separator: "\n").first { $0.contains(path) }.map(String.init) ?? ""
            #expect(line.contains(message), "\(command[0]) \(name): \(line)")
        }
    }

    @Test("a missing file is one line and exit code 2")
    func missingFile() throws {
        let out = try ToolProcess.run(["solve", "Fixtures/no-such-fixture.json"])
        #expect(out.status == 2)
        #expect(out.stderr == "Fixtures/no-such-fixture.json: cannot read the file: no such file or directory\n")
    }

    @Test("a bad command line is a usage error with exit code 2; --help exits 0")
    func usage() throws {
        let bad = try ToolProcess.run(["solve", "--step", "zero", "x.json"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("see 'arrange solve --help'"))
        for arguments in [["--help"], ["solve", "--help"], ["check", "--help"], ["render", "--help"], ["help", "format"]] {
            let help = try ToolProcess.run(arguments)
            #expect(help.status == 0)
            #expect(help.stdout.contains("Usage"))
        }
    }

    @Test("render writes the picture of the chosen step")
    func render() throws {
        let folder = try PackagePaths.temporaryFolder()
        let svg = folder.appendingPathComponent("cell.svg").path
        let out = try ToolProcess.run(["render", "Fixtures/nested/cell-in-screen.json", "-o", svg, "--step", "2"])
        #expect(out.status == 0)
        #expect(out.stdout == "picture of step 2: \(svg)\n")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<g id=\"title\">"))
    }

    @Test("a root too large to draw at a readable scale is still drawn, and the tool exits 0", arguments: ["1e308", "1.2e29"])
    func hugeRootIsDrawn(_ width: String) throws {
        let file = try PackagePaths.temporaryFile("huge.json", containing:
            #"{"root": {"name": "root", "size": [WIDTH, 100], "children": [{"name": "a"}]}, "steps": [{"arrange": "root", "calls": [{"equal": "a"}]}]}"#
                .replacingOccurrences(of: "WIDTH", with: width))
        let folder = file.deletingLastPathComponent()
        for arguments in [["solve", file.path], ["render", file.path, "-o", folder.appendingPathComponent("r.svg").path]] {
            let out = try ToolProcess.run(arguments, in: folder)
            #expect(out.status == 0 || out.status == 1, "\(arguments[0]): \(out.stderr)")
            #expect(out.stdout.contains("picture of step 1"), "\(arguments[0]): \(out.stdout)")
        }
    }

    @Test("an absurd --size is a usage error on one line, exit code 2", arguments: ["1e300x1e300", "nanx1", "1xinf"])
    func absurdSizeIsRefused(_ size: String) throws {
        let out = try ToolProcess.run(["solve", "Fixtures/place/autolayoutkit-wall-middle.json", "--no-svg", "--size", size])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("arrange solve: --size expects WIDTHxHEIGHT, two numbers from 0 to 1000000"))
        #expect(out.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("hostile nesting never crashes: too deep is one line and exit code 2; deep but allowed is solved", arguments: [
        ("arrays.json", HostileInputs.nestedArrays(100_000), Int32(2)),
        ("refs.json", HostileInputs.nestedRefs(10_000), Int32(0)),
        ("chain.json", HostileInputs.itemChain(1_000), Int32(0)),
    ])
    func hostileNesting(_ name: String, _ text: String, _ status: Int32) throws {
        let folder = try PackagePaths.temporaryFile(name, containing: text).deletingLastPathComponent()
        let out = try ToolProcess.run(["solve", name, "--no-svg"], in: folder)
        #expect(out.status == status, "\(name): \(out.stderr)")
        if status == 2 {
            #expect(out.stderr == "\(name): too large to read: line 1, column 25001: arrays and objects nest deeper than 25000 levels, the most this parser reads\n")
        }
    }

    @Test("every error is one bounded line: a 1 MB name, an escaped newline, a write that fails")
    func errorsAreOneLine() throws {
        let folder = try PackagePaths.temporaryFolder()
        let huge = String(repeating: "n", count: 1 << 20)
        try "{\"root\": {\"name\": \"\(huge)\", \"size\": [1, 1]}, \"steps\": [{\"arrange\": \"\(huge)x\", \"calls\": []}]}"
            .write(to: folder.appendingPathComponent("huge.json"), atomically: true, encoding: .utf8)
        try #"{"root": {"name": "r", "size": [1, 1], "children": [{"name": "a"}]}, "steps": [{"arrange": "r", "calls": [{"xLeft": "line\nbreak"}]}]}"#
            .write(to: folder.appendingPathComponent("newline.json"), atomically: true, encoding: .utf8)
        let good = PackagePaths.fixtures.appendingPathComponent("place/autolayoutkit-wall-middle.json").path
        for arguments in [["solve", "huge.json"], ["solve", "newline.json"], ["render", good, "-o", "/proc/version", "--force"]] {
            let out = try ToolProcess.run(arguments, in: folder)
            #expect(out.status == 2, "\(arguments)")
            #expect(out.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(out.stderr.prefix(300))")
            #expect(out.stderr.utf8.count < 1_000)
            #expect(!out.stderr.contains("NSCocoaErrorDomain"))
        }
        let write = try ToolProcess.run(["render", good, "-o", "/proc/version", "--force"], in: folder)
        #expect(write.stderr.hasPrefix("/proc/version: cannot write the file: "))
        let newline = try ToolProcess.run(["solve", "newline.json"], in: folder)
        #expect(newline.stderr.contains(#"found "line\nbreak", which names no item"#))
    }
}
