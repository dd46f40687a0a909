import Foundation  // and the C library it re-exports: open, read, write, rename

/// Reads and writes the tool's text files (fixtures and pictures) with the
/// system's own calls, so that every failure says what failed (reading or
/// writing, which path) and why in plain words, and a rewrite keeps what
/// the file was.
///
/// Writing a file that exists replaces it atomically (a temporary file
/// beside it, renamed over it), keeping its mode and, for the superuser,
/// its owner; a symbolic link is written through, so it stays a link to
/// the rewritten file; a read-only file is refused. Devices and pipes
/// (`/dev/null`, `/dev/stdout`) are written to as they are.
package enum TextFile {
    /// The most a file may hold to be read: 64 MiB, far beyond any fixture,
    /// so that `/dev/zero` or a runaway file is refused instead of filling memory.
    package static let maximumSize = 64 << 20

    /// The text of the UTF-8 file at `path`.
    ///
    /// - Throws: ``FixtureError/unreadable(file:reason:)`` (no such file,
    ///   permission denied, a directory, not UTF-8) or
    ///   ``FixtureError/tooLarge(file:reason:)``.
    package static func read(_ path: String) throws(FixtureError) -> String {
        let bytes = try Self.bytes(path, upTo: maximumSize + 1)
        guard bytes.count <= maximumSize else {
            throw .tooLarge(file: path, reason: "it holds more than \(maximumSize >> 20) MiB, the most a fixture may hold")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .unreadable(file: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// The first `limit` bytes of the file at `path` (all of it when shorter).
    ///
    /// - Throws: ``FixtureError/unreadable(file:reason:)``.
    package static func bytes(_ path: String, upTo limit: Int) throws(FixtureError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(file: path, reason: SystemError.current.description) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(file: path, reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 16))
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, min($0.count, limit - bytes.count)) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: SystemError.current.description)
            }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Writes `text` to `path`, creating missing folders, as the type's
    /// documentation describes.
    ///
    /// - Throws: ``FixtureError/unwritable(file:reason:)``, with the
    ///   system's reason or `it is read-only`, `it is a directory`.
    package static func write(_ text: String, to path: String) throws(FixtureError) {
        func fail(_ reason: String) -> FixtureError { .unwritable(file: path, reason: reason) }
        var target = path
        do {
            if try FileStatus.of(path, followingLinks: false)?.kind == .symbolicLink {
                guard let resolved = realpath(path, nil) else {
                    let error = SystemError.current
                    throw error.code == ENOENT ? fail("it is a symbolic link to a missing file") : fail(error.description)
                }
                target = String(cString: resolved)
                free(resolved)
            }
            let status = try FileStatus.of(target)
            switch status?.kind {
            case .directory?: throw fail("it is a directory")
            case .characterDevice?, .pipe?: return try writeInPlace(text, to: target, truncating: false, reportingAs: path)
            case .symbolicLink?, .other?: throw fail("it is not a regular file")
            case .regular?: if let refusal = status!.writeRefusal(at: target) { throw fail(refusal) }
            case nil: try createFolders(parent(of: target).folder, reportingAs: path)
            }
            try replace(target, with: text, keeping: status, reportingAs: path)
        } catch let error as FixtureError {
            throw error
        } catch let error as SystemError {
            throw fail(error.description)
        } catch {
            throw fail("\(error)")
        }
    }

    // MARK: - Steps

    /// Writes `text` to a temporary file beside `target` and renames it over
    /// `target`, with the permissions (and owner) of `status` when the file
    /// existed. When the folder cannot take a temporary file but the file
    /// itself is writable, writes the file in place instead.
    private static func replace(_ target: String, with text: String, keeping status: FileStatus?, reportingAs path: String) throws(FixtureError) {
        let (folder, name) = parent(of: target)
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<100 {
            temporary = folder + "/." + name + ".arrange-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status == nil ? 0o666 : 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            let error = SystemError.current
            if status != nil, error.code == EACCES || error.code == EPERM {
                return try writeInPlace(text, to: target, truncating: true, reportingAs: path)
            }
            throw .unwritable(file: path, reason: error.description)
        }
        if let status {
            _ = fchmod(fd, mode_t(status.permissions))
            if geteuid() == 0 { _ = fchown(fd, uid_t(status.owner), gid_t(status.group)) }
        }
        var failure = writeAll(text, to: fd)
        if failure == nil, fsync(fd) != 0, errno != EINVAL { failure = SystemError.current }
        if close(fd) != 0, failure == nil { failure = SystemError.current }
        if failure == nil, rename(temporary, target) != 0 { failure = SystemError.current }
        if let failure {
            unlink(temporary)
            throw .unwritable(file: path, reason: failure.description)
        }
    }

    /// Writes `text` into the file `target` as it is (a device, a pipe, or
    /// a file whose folder is read-only), emptying it first when `truncating`.
    private static func writeInPlace(_ text: String, to target: String, truncating: Bool, reportingAs path: String) throws(FixtureError) {
        let fd = open(target, O_WRONLY | O_CLOEXEC | (truncating ? O_TRUNC : 0))
        guard fd >= 0 else { throw .unwritable(file: path, reason: SystemError.current.description) }
        var failure = writeAll(text, to: fd)
        if close(fd) != 0, failure == nil { failure = SystemError.current }
        if let failure { throw .unwritable(file: path, reason: failure.description) }
    }

    /// Writes every byte of `text`, retrying interrupted and partial writes.
    private static func writeAll(_ text: String, to fd: Int32) -> SystemError? {
        var text = text
        return text.withUTF8 { buffer -> SystemError? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return SystemError.current
                }
                offset += written
            }
            return nil
        }
    }

    /// Creates `folder` and its missing parents.
    private static func createFolders(_ folder: String, reportingAs path: String) throws(FixtureError) {
        let status: FileStatus?
        do { status = try FileStatus.of(folder) } catch {
            throw .unwritable(file: path, reason: "cannot look at its folder \(Snippet.tail(folder)): \(error)")
        }
        if status?.kind == .directory { return }
        if status != nil { throw .unwritable(file: path, reason: "\(Snippet.tail(folder)) is not a folder") }
        let above = parent(of: folder).folder
        if above != folder { try createFolders(above, reportingAs: path) }
        if mkdir(folder, 0o777) != 0, errno != EEXIST {
            throw .unwritable(file: path, reason: "cannot create its folder \(Snippet.tail(folder)): \(SystemError.current)")
        }
    }

    /// The folder holding `path` (`.` for a bare name, `/` at the top) and the last component.
    static func parent(of path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        return (folder, String(trimmed[trimmed.index(after: slash)...]))
    }
}

/// `read(2)`, out of reach of ``TextFile/read(_:)``'s name.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

/// `write(2)`, out of reach of ``TextFile/write(_:to:)``'s name.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
