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

    @Test("a picture the tool drew is known by its first line")
    func knowsItsOwnPictures() throws {
        let folder = try PackagePaths.temporaryFolder()
        let own = folder.appendingPathComponent("own.svg"), foreign = folder.appendingPathComponent("foreign.svg")
        try SVGRenderer(title: "t").render(Outcomes.snapshot).write(to: own, atomically: false, encoding: .utf8)
        try "<svg/>".write(to: foreign, atomically: false, encoding: .utf8)
        #expect(PictureFile.isOwnPicture(at: own.path))
        #expect(!PictureFile.isOwnPicture(at: foreign.path))
        #expect(!PictureFile.isOwnPicture(at: folder.appendingPathComponent("missing.svg").path))
    }

    @Test("a picture may replace a new file, its own picture, a device, or with force any file but an input")
    func decidesWhereAPictureMayGo() throws {
        let folder = try PackagePaths.temporaryFolder()
        let own = folder.appendingPathComponent("own.svg").path, notes = folder.appendingPathComponent("notes.txt").path
        let input = folder.appendingPathComponent("f.json").path
        try PictureFile.write(SVGRenderer(title: "t").render(Outcomes.snapshot), to: own)
        try "notes".write(toFile: notes, atomically: false, encoding: .utf8)
        try "{}".write(toFile: input, atomically: false, encoding: .utf8)
        let inputs = FileStatus.identities(of: [input])
        #expect(PictureFile.refusal(toWrite: folder.appendingPathComponent("new.svg").path, inputs: inputs, force: false) == nil)
        #expect(PictureFile.refusal(toWrite: own, inputs: inputs, force: false) == nil)
        #expect(PictureFile.refusal(toWrite: "/dev/null", inputs: inputs, force: false) == nil)
        #expect(PictureFile.refusal(toWrite: notes, inputs: inputs, force: false)
            == .overwriteRefused(file: notes, reason: "it is not a picture arrange drew; pass --force to replace it"))
        #expect(PictureFile.refusal(toWrite: notes, inputs: inputs, force: true) == nil)
        for spelling in [input, folder.path + "/./f.json"] {
            #expect(PictureFile.refusal(toWrite: spelling, inputs: inputs, force: true)
                == .overwriteRefused(file: spelling, reason: "it is a fixture this command reads; a picture never replaces an input, even with --force"))
        }
        #expect(PictureFile.refusal(toWrite: folder.path, inputs: inputs, force: true) == .unwritable(file: folder.path, reason: "it is a directory"))
        #expect(throws: FixtureError.self) { try PictureFile.write("<svg/>", to: notes) }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "notes")
    }

    @Test("fixtures of one name in one run get distinct pictures; the same file given twice keeps one")
    func distinctDefaultPaths() {
        let a = PackagePaths.fixtures.appendingPathComponent("place/autolayoutkit-wall-middle.json").path
        #expect(PictureFile.defaultPaths(for: ["x/login.json", "y/login.json", "z/login.json", "login-2.json"])
            == ["login.svg", "login-2.svg", "login-3.svg", "login-2-2.svg"])
        #expect(PictureFile.defaultPaths(for: [a, a]) == ["autolayoutkit-wall-middle.svg", "autolayoutkit-wall-middle.svg"])
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
