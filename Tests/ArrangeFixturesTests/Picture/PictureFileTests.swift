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
