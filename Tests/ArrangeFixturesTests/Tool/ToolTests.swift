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

    /// A fresh folder with a copy of the fixture, as `f.json`.
    func scratch() throws -> (folder: URL, fixture: String) {
        let folder = try PackagePaths.temporaryFolder()
        let copy = folder.appendingPathComponent("f.json")
        try FileManager.default.copyItem(atPath: fixture, toPath: copy.path)
        return (folder, copy.path)
    }

    @Test("a picture never replaces its input: solve and render refuse -o onto the fixture, even with --force")
    func neverReplacesAnInput() throws {
        let (_, file) = try scratch()
        let before = try String(contentsOfFile: file, encoding: .utf8)
        for arguments in [["solve", file, "-o", file], ["render", file, "-o", file], ["solve", file, "-o", file, "--force"],
                          ["render", file, "--force", "-o", file]] {
            let result = Tool.run(arguments, environment: [:])
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.stderr == "\(file): not overwritten: it is a fixture this command reads; a picture never replaces an input, even with --force\n")
            #expect(result.stdout.isEmpty)
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
    }

    @Test("a file arrange did not draw is replaced only with --force; its own pictures are replaced freely")
    func replacesOnlyItsOwnPictures() throws {
        let (folder, file) = try scratch()
        let notes = folder.appendingPathComponent("notes.svg").path
        try "mine".write(toFile: notes, atomically: false, encoding: .utf8)
        let refused = Tool.run(["render", file, "-o", notes], environment: [:])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr == "\(notes): not overwritten: it is not a picture arrange drew; pass --force to replace it\n")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "mine")
        #expect(Tool.run(["render", file, "-o", notes, "--force"], environment: [:]).exitCode == 0)
        #expect(PictureFile.isOwnPicture(at: notes))
        #expect(Tool.run(["solve", file, "-o", notes, "--no-svg"], environment: [:]).exitCode == 2)
        #expect(Tool.run(["solve", file, "-o", notes], environment: [:]).exitCode == 0)
    }

    @Test("the default picture does not replace a file arrange did not draw either")
    func defaultPictureIsGuarded() throws {
        let (folder, _) = try scratch()
        let result = try ToolProcess.run(["solve", "f.json"], in: folder)
        #expect(result.status == 0)
        try "mine".write(to: folder.appendingPathComponent("f.svg"), atomically: false, encoding: .utf8)
        let refused = try ToolProcess.run(["solve", "f.json"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr == "f.svg: not overwritten: it is not a picture arrange drew; pass --force to replace it\n")
        #expect(refused.stdout.isEmpty)
    }

    @Test("fixtures of one name in different folders get distinct pictures in one run")
    func distinctPictures() throws {
        let (folder, file) = try scratch()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("other"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: file, toPath: folder.appendingPathComponent("other/f.json").path)
        let out = try ToolProcess.run(["solve", "f.json", "other/f.json"], in: folder)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("picture of step 1: f.svg\n"))
        #expect(out.stdout.contains("picture of step 1: f-2.svg\n"))
        #expect(PictureFile.isOwnPicture(at: folder.appendingPathComponent("f.svg").path))
        #expect(PictureFile.isOwnPicture(at: folder.appendingPathComponent("f-2.svg").path))
    }

    @Test("format refuses a read-only file on one line, and leaves it as it was")
    func formatRefusesReadOnlyFiles() throws {
        let text = #"{"root": {"name": "r", "size": [1, 1]},     "steps": [{"resize": [2, 2]}]}"#
        let file = try PackagePaths.temporaryFile("f.json", containing: text, permissions: 0o444)
        let result = Tool.run(["format", file.path], environment: [:])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("\(file.path): cannot write the file: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test("format writes through a symbolic link, keeps the file's mode, and skips a file already formatted")
    func formatKeepsLinksAndModes() throws {
        let file = try PackagePaths.temporaryFile("real.json", containing: #"{"root": {"name": "r", "size": [1, 1]},     "steps": [{"resize": [2, 2]}]}"#,
                                                  permissions: 0o600)
        let link = file.deletingLastPathComponent().appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
        #expect(Tool.run(["format", link.path], environment: [:]) == Tool.Result(stdout: "formatted \(link.path)\n", exitCode: 0))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
        #expect(try FileStatus.of(file.path)?.permissions == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("{\n  \"root\""))
        #expect(Tool.run(["format", link.path], environment: [:]).stdout == "already formatted \(link.path)\n")
    }

    @Test("format keeps numbers as written: integers beyond 2^53, trailing zeros, exponents")
    func formatKeepsNumberText() throws {
        let file = try PackagePaths.temporaryFile("f.json", containing:
            #"{"note": "n", "root": {"name": "r", "size": [9007199254740993, 1.50]},   "steps": [{"resize": [2e2, -0.0]}]}"#)
        #expect(Tool.run(["format", file.path], environment: [:]).exitCode == 0)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("[9007199254740993, 1.50]"))
        #expect(text.contains("[2e2, -0.0]"))
    }

    @Test("nothing to do is a failure: an empty folder, a folder named x.json, or a folder that holds only skipped ones")
    func emptyInputFails() throws {
        let folder = try PackagePaths.temporaryFolder()
        let named = folder.appendingPathComponent("x.json")
        try FileManager.default.createDirectory(at: named.appendingPathComponent("_skipped"), withIntermediateDirectories: true)
        for command in ["check", "solve", "format"] {
            for path in [folder.path, named.path] {
                let result = Tool.run([command, path], environment: [:])
                #expect(result.exitCode == 2, "\(command) \(path)")
                #expect(result.stderr == "\(path): no fixtures: the folder holds no *.json file (folders whose name starts with _ or . are skipped)\n"
                    + "arrange \(command): no fixture to \(command): nothing was done\n")
                #expect(!result.stdout.contains("0 of 0"))
            }
        }
    }

    @Test("an empty folder beside real fixtures still fails the run, after the fixtures are checked")
    func emptyFolderBesideFixtures() throws {
        let folder = try PackagePaths.temporaryFolder()
        let result = Tool.run(["check", fixture, folder.path], environment: [:])
        #expect(result.exitCode == 2)
        #expect(result.stdout.hasSuffix("1 of 1 fixture passed\n"))
        #expect(result.stderr.contains("no fixtures"))
    }

    @Test("help goes to standard output")
    func help() {
        #expect(Tool.run(["render", "--help"], environment: [:]) == Tool.Result(stdout: Usage.text(.render), stderr: "", exitCode: 0))
    }

    @Test("format writes a chain of 10,000 nested items in about the size it read, not a gigabyte of indentation")
    func formatsDeepChains() throws {
        let text = HostileInputs.itemChain(10_000)
        let file = try PackagePaths.temporaryFile("chain.json", containing: text)
        #expect(Tool.run(["format", file.path], environment: [:]).exitCode == 0)
        let formatted = try String(contentsOf: file, encoding: .utf8)
        #expect(formatted.utf8.count < 2 * text.utf8.count)
        #expect(Tool.run(["format", file.path], environment: [:]).stdout == "already formatted \(file.path)\n")
    }

    @Test("--scale N reads the frames on that pixel grid, in the table and in the picture")
    func scale() throws {
        let thirds = PackagePaths.fixtures.appendingPathComponent("pixels/thirds.json").path
        // The fixture's scale 1: 100 / 3 → 33, 34, 33.
        let one = Tool.run(["solve", thirds, "--step", "1", "--no-svg"], environment: [:])
        #expect(one.exitCode == 0 && one.stdout.contains("root/b  33  0     34      20"))
        // --scale 2 overrides it: 66.67 px → 67, 133.33 → 133: b at 33.5, 33 wide.
        let two = Tool.run(["solve", thirds, "--step", "1", "--scale", "2", "--no-svg"], environment: [:])
        #expect(two.exitCode == 0 && two.stdout.contains("root/b  33.5  0     33      20"), "\(two.stdout)")
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-scale-\(UInt32.random(in: 0...UInt32.max)).svg").path
        defer { try? FileManager.default.removeItem(atPath: picture) }
        let render = Tool.run(["render", thirds, "--step", "1", "--scale", "2", "-o", picture], environment: [:])
        #expect(render.exitCode == 0)
        #expect(try String(contentsOfFile: picture, encoding: .utf8).contains("b  (33.5, 0, 33, 20)"))
        #expect(Tool.run(["solve", thirds, "--scale", "0", "--no-svg"], environment: [:]).exitCode == 2)
    }
}
