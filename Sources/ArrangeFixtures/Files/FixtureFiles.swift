import Foundation  // and the C library it re-exports: opendir, readdir

/// The fixture files a command line names: files as given, folders
/// searched for `*.json` files.
///
/// Nothing is skipped silently: a folder that cannot be listed, and a folder
/// argument that holds no fixture at all, are errors, so that a CI job
/// never passes having checked nothing.
package enum FixtureFiles {
    /// What a list of paths expands to.
    package struct Expansion: Sendable, Equatable {
        /// The fixture files, in the order of the arguments; each folder's sorted.
        package var files: [String] = []
        /// Folders that cannot be listed or hold no fixture.
        package var errors: [FixtureError] = []
    }

    /// The fixture files under `paths`: each path that is not a folder as
    /// given (reading it reports what is wrong with it), and each folder
    /// searched recursively for `*.json` files, sorted, skipping folders
    /// whose name starts with `_` or `.` and folders already searched (a
    /// link back up the tree).
    package static func expand(_ paths: [String]) -> Expansion {
        var expansion = Expansion()
        for path in paths {
            guard (try? FileStatus.of(path))?.kind == .directory else {
                expansion.files.append(path)
                continue
            }
            var visited: Set<FileStatus.Identity> = []
            let before = expansion.files.count
            walk(path, visited: &visited, into: &expansion)
            if expansion.files.count == before, !expansion.errors.contains(where: { $0.isAbout(path) }) {
                expansion.errors.append(.noFixtures(folder: path))
            }
        }
        return expansion
    }

    /// Adds the fixtures under `folder` to `expansion`.
    private static func walk(_ folder: String, visited: inout Set<FileStatus.Identity>, into expansion: inout Expansion) {
        if let identity = (try? FileStatus.of(folder))?.identity, !visited.insert(identity).inserted { return }
        let names: [String]
        do { names = try list(folder).sorted() } catch {
            expansion.errors.append(.unreadableFolder(folder: folder, reason: error.description))
            return
        }
        for name in names {
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            switch (try? FileStatus.of(full))?.kind {
            case .directory?:
                if !name.hasPrefix("_"), !name.hasPrefix(".") { walk(full, visited: &visited, into: &expansion) }
            case .regular?:
                if name.hasSuffix(".json") { expansion.files.append(full) }
            default:
                break
            }
        }
    }

    /// The names in `folder`, but `.` and `..`.
    private static func list(_ folder: String) throws(SystemError) -> [String] {
        guard let stream = opendir(folder) else { throw SystemError.current }
        defer { closedir(stream) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
            errno = 0
        }
        if errno != 0 { throw SystemError.current }
        return names
    }
}

extension FixtureError {
    /// Whether the error is about the folder `path` itself.
    func isAbout(_ path: String) -> Bool {
        switch self {
        case let .unreadableFolder(folder, _), let .noFixtures(folder): return folder == path
        default: return false
        }
    }
}
