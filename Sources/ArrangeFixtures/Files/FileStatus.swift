import Foundation  // and the C library it re-exports: stat, lstat, access

/// What `stat(2)` says about a path: its kind, identity and permissions.
///
/// The tool uses it to never write over one of its inputs (the same device
/// and inode, whatever the spelling of the path), to keep a file's mode and
/// owner when it rewrites it, and to tell a read-only file from a writable one.
package struct FileStatus: Sendable, Equatable {
    /// The kinds of file the tool tells apart.
    package enum Kind: Sendable, Equatable {
        /// A regular file.
        case regular
        /// A directory.
        case directory
        /// A character device such as `/dev/null`.
        case characterDevice
        /// A pipe (FIFO), such as a shell's `<(…)`.
        case pipe
        /// A symbolic link (only when links are not followed).
        case symbolicLink
        /// A socket or a block device.
        case other
    }

    /// The kind of file.
    package var kind: Kind
    /// The device and inode: equal for two paths to the same file.
    package var identity: Identity
    /// The permission bits (`0o644`), with set-id and sticky bits.
    package var permissions: UInt32
    /// The owner's user id.
    package var owner: UInt32
    /// The owner's group id.
    package var group: UInt32

    /// A file's identity: its device and inode numbers.
    package struct Identity: Hashable, Sendable {
        /// The device number.
        package var device: UInt64
        /// The inode number.
        package var inode: UInt64
    }

    /// The status of the file at `path` (following symbolic links unless
    /// `followingLinks` is false), or nil when nothing is there.
    package static func of(_ path: String, followingLinks: Bool = true) throws(SystemError) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            let error = SystemError.current
            if error.code == ENOENT { return nil }
            throw error
        }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFCHR: kind = .characterDevice
        case S_IFIFO: kind = .pipe
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return FileStatus(kind: kind, identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
                          permissions: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid), group: UInt32(info.st_gid))
    }

    /// The identities of the files at `paths` that exist.
    package static func identities(of paths: [String]) -> Set<Identity> {
        var out: Set<Identity> = []
        for path in paths { if let status = try? of(path) { out.insert(status.identity) } }
        return out
    }

    /// Why the file at `path` (with this status) may not be written, or nil
    /// when it may: the system's answer (`permission denied`, `read-only file
    /// system`), or, for the superuser, whom permissions do not stop, a file
    /// with no write permission for anyone is read-only too.
    package func writeRefusal(at path: String) -> String? {
        if access(path, W_OK) != 0 { return SystemError.current.description }
        if geteuid() == 0, permissions & 0o222 == 0 {
            return "it is read-only (mode " + String(permissions, radix: 8) + ")"
        }
        return nil
    }
}
