@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("FileStatus")
struct FileStatusTests {
    @Test("two spellings of one file have one identity; a missing file has no status")
    func identity() throws {
        let a = try #require(try FileStatus.of(PackagePaths.root.path + "/Package.swift"))
        let b = try #require(try FileStatus.of(PackagePaths.root.path + "/Sources/../Package.swift"))
        #expect(a.identity == b.identity && a.kind == .regular)
        #expect(try FileStatus.of("/no/such/file") == nil)
        #expect(FileStatus.identities(of: [PackagePaths.root.path + "/Package.swift", "/no/such/file"]) == [a.identity])
    }

    @Test("a file nobody may write is read-only, even for the superuser")
    func readOnly() throws {
        let file = try PackagePaths.temporaryFile("f", containing: "x")
        #expect(try FileStatus.of(file.path)?.writeRefusal(at: file.path) == nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        #expect(try FileStatus.of(file.path)?.writeRefusal(at: file.path) != nil)
    }

    @Test("a symbolic link is seen as one only when links are not followed")
    func links() throws {
        let folder = try PackagePaths.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("l").path, withDestinationPath: folder.path)
        #expect(try FileStatus.of(folder.appendingPathComponent("l").path)?.kind == .directory)
        #expect(try FileStatus.of(folder.appendingPathComponent("l").path, followingLinks: false)?.kind == .symbolicLink)
    }
}
