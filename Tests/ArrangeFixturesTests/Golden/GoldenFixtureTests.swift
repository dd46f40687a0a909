import ArrangeFixtures
import Foundation
import Testing

/// Every fixture under `Fixtures/` is a test.
@Suite("Golden fixtures")
struct GoldenFixtureTests {
    static let fixtures = PackagePaths.goldenFixtures

    @Test("the fixture folder holds at least 40 fixtures, in every feature folder")
    func fixtureFolderIsComplete() {
        #expect(Self.fixtures.count >= 40)
        let folders = Set(Self.fixtures.map { $0.split(separator: "/")[1] })
        for feature in ["size", "align", "place", "walls", "flexible", "insets", "ref", "nested", "groups",
                        "resize", "intrinsic", "priorities", "rtl", "errors", "screens", "aspect", "coordinates", "diagnostics", "handles"] {
            #expect(folders.contains(Substring(feature)), "Fixtures/\(feature)/ is missing")
        }
    }

    @Test("each fixture's frames and errors are as expected", arguments: fixtures)
    func fixtureHolds(_ path: String) throws {
        let mode = try RecordMode.from(environment: ProcessInfo.processInfo.environment)
        let artefacts = PackagePaths.root.appendingPathComponent(".build/arrange-artefacts").path
        let report = FixtureCheck.check(path: PackagePaths.root.appendingPathComponent(path).path, mode: mode, artefacts: artefacts)
        Self.record(report)
    }

    /// Records a fixture check's report as this run's outcome: nothing when
    /// it passed, a known issue for a fixture marked so, an issue otherwise.
    static func record(_ report: FixtureCheck.Report) {
        switch report.status {
        case .passed:
            break
        case .knownIssue, .disabled:
            withKnownIssue { Issue.record(Comment(rawValue: report.text)) }
        default:
            Issue.record(Comment(rawValue: report.text))
        }
    }

    @Test("every fixture has something to check and says what it is about", arguments: fixtures)
    func fixtureIsHygienic(_ path: String) throws {
        let fixture = try FixtureDecoder.load(path: PackagePaths.root.appendingPathComponent(path).path)
        #expect(fixture.checkedStepCount > 0, "\(path): no step has an \"expect\"")
        #expect(fixture.description?.isEmpty == false, "\(path): no \"description\"")
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(path): not a kebab-case name")
    }

    @Test("every fixture is written in the canonical layout, so recording changes only expectations", arguments: fixtures)
    func fixtureIsCanonical(_ path: String) throws {
        let url = PackagePaths.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let fixture = try FixtureDecoder.decode(text, file: path)
        #expect(Recorder.writer.write(fixture.document) == text, "\(path): run 'swift run arrange format \(path)'")
    }
}
