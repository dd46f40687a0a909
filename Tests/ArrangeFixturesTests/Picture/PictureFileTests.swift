@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("PictureFile")
struct PictureFileTests {
    @Test("solve's default picture is the fixture's name in the current directory")
    func defaultPath() {
        #expect(PictureFile.defaultPath(for: "Fixtures/screens/login-form.json") == "login-form.svg")
    }

    @Test("a mismatch's picture goes under the artefacts folder, by feature and step")
    func artefactPath() {
        #expect(PictureFile.artefactPath(for: "Fixtures/place/wall.json", step: 1, in: "/tmp/a") == "/tmp/a/place/wall-step2.svg")
    }

    @Test("writing creates missing folders")
    func createsFolders() throws {
        let folder = try PackagePaths.temporaryFolder()
        let path = folder.appendingPathComponent("x/y/z.svg").path
        try PictureFile.write("<svg/>", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>")
    }
}

@Suite("The README picture")
struct ReadmePictureTests {
    @Test("docs/login-form.svg is what arrange render draws today")
    func readmePictureIsCurrent() throws {
        let fixture = try FixtureDecoder.load(path: "Fixtures/screens/login-form.json".relativeToPackage)
        let outcome = try #require(try FixtureRunner.run(fixture).last)
        let committed = try String(contentsOfFile: "docs/login-form.svg".relativeToPackage, encoding: .utf8)
        #expect(PictureFile.svg(of: outcome, fixture: fixture) == committed,
                "regenerate it: swift run arrange render Fixtures/screens/login-form.json -o docs/login-form.svg")
    }
}

extension String {
    /// This package-relative path made absolute.
    var relativeToPackage: String { PackagePaths.root.appendingPathComponent(self).path }
}
