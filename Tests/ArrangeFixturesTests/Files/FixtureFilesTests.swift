@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("FixtureFiles")
struct FixtureFilesTests {
    /// A fresh folder holding `files` (paths relative to it), each `{}`.
    func folder(with files: [String]) throws -> URL {
        let folder = try PackagePaths.temporaryFolder()
        for path in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "{}".write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("directories expand to their JSON files, sorted, skipping folders that start with _")
    func expandsDirectories() throws {
        let folder = try folder(with: ["b/two.json", "a/one.json", "_skip/x.json", "a/notes.md"])
        #expect(FixtureFiles.expand([folder.path, "loose.json"]) == FixtureFiles.Expansion(files: [
            folder.path + "/a/one.json", folder.path + "/b/two.json", "loose.json",
        ]))
    }

    @Test("a folder with no fixture is an error, so that nothing is never checked in silence")
    func emptyFolderIsAnError() throws {
        let folder = try folder(with: ["notes.md", "_skip/x.json"])
        let named = folder.appendingPathComponent("x.json")
        try FileManager.default.createDirectory(at: named, withIntermediateDirectories: true)
        #expect(FixtureFiles.expand([folder.path, named.path]).errors == [.noFixtures(folder: folder.path), .noFixtures(folder: named.path)])
    }

    @Test("a folder that cannot be listed is an error that says why")
    func unreadableFolderIsAnError() throws {
        let folder = try folder(with: ["a/one.json"])
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.appendingPathComponent("a").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("a").path) }
        guard geteuid() != 0 else { return }  // the superuser reads any folder
        let expansion = FixtureFiles.expand([folder.path])
        #expect(expansion.errors.first == .unreadableFolder(folder: folder.path + "/a", reason: "permission denied"))
    }

    @Test("a link back up the tree is searched once, not until the path is too long")
    func followsLinksOnce() throws {
        let folder = try folder(with: ["a/one.json"])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        #expect(FixtureFiles.expand([folder.path]).files == [folder.path + "/a/one.json"])
    }
}
