/// Why a fixture cannot be used or an output not written: a file or folder
/// cannot be read, is not JSON, does not follow the fixture format, or is
/// too large; a file cannot or must not be written. The tool exits with
/// code 2 on these.
///
/// Each is one line of bounded length (user text in it is cut and its
/// control characters escaped by ``Snippet``), naming the file and what
/// failed: reading or writing, where in the JSON, what was expected.
package enum FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read: `reason` is the system's (`no such file or directory`) or ours (`it is a directory`).
    case unreadable(file: String, reason: String)
    /// The folder cannot be listed.
    case unreadableFolder(folder: String, reason: String)
    /// The folder holds no fixture file, so nothing would be checked.
    case noFixtures(folder: String)
    /// The file is larger or deeper than the format allows (see `Fixtures/README.md`, Limits).
    case tooLarge(file: String, reason: String)
    /// The file is not JSON.
    case syntax(file: String, JSONParser.SyntaxError)
    /// The JSON does not follow the format at `path`.
    case malformed(file: String, path: JSONPath, expected: String, found: String)
    /// The file cannot be written: the system's reason, or `it is read-only`, `it is a directory`.
    case unwritable(file: String, reason: String)
    /// The tool will not write over this file: it is an input, or not a picture the tool wrote.
    case overwriteRefused(file: String, reason: String)

    /// One line: the file, what failed and why, where in it, what was expected and what was found.
    package var description: String {
        switch self {
        case let .unreadable(file, reason): return "\(Self.name(file)): cannot read the file: \(Snippet.line(reason))"
        case let .unreadableFolder(folder, reason): return "\(Self.name(folder)): cannot read the folder: \(Snippet.line(reason))"
        case let .noFixtures(folder):
            return "\(Self.name(folder)): no fixtures: the folder holds no *.json file (folders whose name starts with _ or . are skipped)"
        case let .tooLarge(file, reason): return "\(Self.name(file)): too large to read: \(Snippet.line(reason))"
        case let .syntax(file, error): return "\(Self.name(file)): not valid JSON: \(error)"
        case let .malformed(file, path, expected, found):
            return "\(Self.name(file)): \(path): expected \(Snippet.text(expected, limit: 400)), found \(Snippet.text(found, limit: 400))"
        case let .unwritable(file, reason): return "\(Self.name(file)): cannot write the file: \(Snippet.line(reason))"
        case let .overwriteRefused(file, reason): return "\(Self.name(file)): not overwritten: \(Snippet.line(reason))"
        }
    }

    /// A file name as messages show it: escaped, and only its end when very long.
    static func name(_ file: String) -> String { Snippet.tail(file, limit: 160) }
}
