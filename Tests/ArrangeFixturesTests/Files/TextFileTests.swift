@testable import ArrangeFixtures
import Foundation
import Testing

@Suite("TextFile")
struct TextFileTests {
    let fm = FileManager.default

    @Test("reading says what failed and why, in plain words")
    func readErrorsSayWhy() throws {
        let folder = try PackagePaths.temporaryFolder()
        #expect(throws: FixtureError.unreadable(file: folder.path, reason: "it is a directory")) { try TextFile.read(folder.path) }
        #expect(throws: FixtureError.unreadable(file: "/no/such.json", reason: "no such file or directory")) { try TextFile.read("/no/such.json") }
        let latin1 = folder.appendingPathComponent("latin1.json")
        try Data([0x7B, 0xE9, 0x7D]).write(to: latin1)
        #expect(throws: FixtureError.unreadable(file: latin1.path, reason: "it is not UTF-8 text")) { try TextFile.read(latin1.path) }
    }

    @Test("an endless file is refused once it passes the size limit, instead of filling memory")
    func endlessFileIsRefused() {
        #expect(throws: FixtureError.tooLarge(file: "/dev/zero", reason: "it holds more than 64 MiB, the most a fixture may hold")) {
            try TextFile.read("/dev/zero")
        }
    }

    @Test("rewriting a file keeps its mode and leaves no temporary file behind")
    func keepsMode() throws {
        let file = try PackagePaths.temporaryFile("f.json", containing: "old", permissions: 0o640)
        try TextFile.write("new", to: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        #expect(try FileStatus.of(file.path)?.permissions == 0o640)
        #expect(try fm.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["f.json"])
    }

    @Test("a symbolic link is written through: it stays a link to the rewritten file")
    func writesThroughLinks() throws {
        let target = try PackagePaths.temporaryFile("real.json", containing: "old")
        let link = target.deletingLastPathComponent().appendingPathComponent("link.json")
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
        try TextFile.write("new", to: link.path)
        #expect(try fm.destinationOfSymbolicLink(atPath: link.path) == "real.json")
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    }

    @Test("a read-only file is refused and left as it was")
    func refusesReadOnlyFiles() throws {
        let file = try PackagePaths.temporaryFile("f.json", containing: "old", permissions: 0o444)
        #expect {
            try TextFile.write("new", to: file.path)
        } throws: { error in
            guard case let .unwritable(path, reason) = error as? FixtureError else { return false }
            return path == file.path && (reason == "it is read-only (mode 444)" || reason == "permission denied")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    }

    @Test("missing folders are created; a file in the way of one is the system's error")
    func createsFolders() throws {
        let folder = try PackagePaths.temporaryFolder()
        try TextFile.write("x", to: folder.appendingPathComponent("a/b/c.svg").path)
        #expect(try String(contentsOf: folder.appendingPathComponent("a/b/c.svg"), encoding: .utf8) == "x")
        let blocked = folder.appendingPathComponent("a/b/c.svg/d.svg").path
        #expect(throws: FixtureError.unwritable(file: blocked, reason: "not a directory")) {
            try TextFile.write("x", to: blocked)
        }
    }

    @Test("a directory is never replaced by a file; a device is written to as it is")
    func directoriesAndDevices() throws {
        let folder = try PackagePaths.temporaryFolder()
        #expect(throws: FixtureError.unwritable(file: folder.path, reason: "it is a directory")) { try TextFile.write("x", to: folder.path) }
        try TextFile.write("x", to: "/dev/null")
        #expect(try FileStatus.of("/dev/null")?.kind == .characterDevice)
    }

    @Test("a write failure names the file and the system's reason, not a Foundation error code")
    func writeFailureSaysWhy() throws {
        let error = FixtureError.unwritable(file: "/proc/version", reason: "")
        #expect {
            try TextFile.write("x", to: "/proc/version")
        } throws: { thrown in
            let text = "\(thrown)"
            return text.hasPrefix("/proc/version: cannot write the file: ") && !text.contains("NSCocoaErrorDomain") && "\(error)" != text
        }
    }
}
