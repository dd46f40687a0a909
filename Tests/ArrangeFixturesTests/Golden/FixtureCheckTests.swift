@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("FixtureCheck")
struct FixtureCheckTests {
    static let unchecked = #"""
    {
      "description": "red at the README's place",
      "root": {"name": "root", "size": [375, 603], "children": [{"name": "red"}]},
      "steps": [{"arrange": "root", "calls": [{"size": "red", "==": [100, 100]}, {"xPlace": [20, "red", "wall"]}, {"yCenter": "red"}]}]
    }
    """#

    func write(_ text: String) throws -> (folder: URL, file: String) {
        let folder = try PackagePaths.temporaryFolder()
        let file = folder.appendingPathComponent("feature").appendingPathComponent("case.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file.path)
    }

    @Test("a fixture without expectations fails as having nothing to check")
    func nothingToCheck() throws {
        let (folder, file) = try write(Self.unchecked)
        #expect(FixtureCheck.check(path: file, mode: .never, artefacts: folder.path).status == .nothingToCheck)
    }

    @Test("recording writes the expectations, fails the run, and the next run passes")
    func recordsThenPasses() throws {
        let (folder, file) = try write(Self.unchecked)
        let first = FixtureCheck.check(path: file, mode: .missing, artefacts: folder.path)
        #expect(first.status == .recorded(steps: [0]))
        #expect(!first.passed)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""red": [20, 251.5, 100, 100]"#))
        #expect(FixtureCheck.check(path: file, mode: .never, artefacts: folder.path).status == .passed(checks: 1))
        #expect(FixtureCheck.check(path: file, mode: .missing, artefacts: folder.path).status == .passed(checks: 1))
    }

    @Test("a mismatch lists item, field, expected and actual, and writes a picture of the actual layout")
    func mismatchWritesPicture() throws {
        let wrong = Self.unchecked.replacingOccurrences(of: #"{"yCenter": "red"}]}"#,
                                                        with: #"{"yCenter": "red"}], "expect": {"frames": {"red": [25, 251.5, 100, 100]}}}"#)
        let (folder, file) = try write(wrong)
        let report = FixtureCheck.check(path: file, mode: .never, artefacts: folder.appendingPathComponent("artefacts").path)
        #expect(report.status == .failed)
        #expect(report.mismatches.map(\.description) == ["step 1 (arrange root): red.x expected 25, actual 20"])
        #expect(report.pictures == [folder.appendingPathComponent("artefacts/feature/case-step1.svg").path])
        #expect(FileManager.default.fileExists(atPath: report.pictures[0]))
        #expect(report.text.contains("picture of the actual layout: "))
        let fixed = FixtureCheck.check(path: file, mode: .failed, artefacts: folder.path)
        #expect(fixed.status == .recorded(steps: [0]))
        #expect(FixtureCheck.check(path: file, mode: .never, artefacts: folder.path).passed)
    }

    @Test("a known issue that still fails passes as known; once fixed it fails until the note goes")
    func knownIssues() throws {
        let failing = Self.unchecked.replacingOccurrences(of: #""description""#, with: #""knownIssue": "bug 1", "description""#)
            .replacingOccurrences(of: #"{"yCenter": "red"}]}"#, with: #"{"yCenter": "red"}], "expect": {"frames": {"red": [25, 251.5, 100, 100]}}}"#)
        let (folder, file) = try write(failing)
        #expect(FixtureCheck.check(path: file, mode: .never, artefacts: folder.path).status == .knownIssue("bug 1"))
        try failing.replacingOccurrences(of: "[25,", with: "[20,").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(FixtureCheck.check(path: file, mode: .never, artefacts: folder.path).status == .unexpectedPass("bug 1"))
    }

    @Test("a disabled fixture is not run, and says why")
    func disabled() throws {
        let (folder, file) = try write(Self.unchecked.replacingOccurrences(of: #""description""#, with: #""disabled": "crash 7", "description""#))
        let report = FixtureCheck.check(path: file, mode: .all, artefacts: folder.path)
        #expect(report.status == .disabled("crash 7"))
        #expect(report.text == "SKIP    \(file): disabled: crash 7")
        #expect(!(try String(contentsOfFile: file, encoding: .utf8)).contains("expect"))
    }

    @Test("a malformed fixture is reported, not checked")
    func malformed() {
        let report = FixtureCheck.check(path: PackagePaths.malformed.appendingPathComponent("unknown-verb.json").path, mode: .all, artefacts: "/tmp")
        guard case .malformed = report.status else { Issue.record("expected malformed, got \(report.status)"); return }
    }
}
