/// Why a fixture file cannot be used: it is missing, is not JSON, or does not
/// follow the fixture format. The tool exits with code 2 on these.
public enum FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is not JSON.
    case syntax(file: String, JSONParser.SyntaxError)
    /// The JSON does not follow the format at `path`.
    case malformed(file: String, path: JSONPath, expected: String, found: String)

    /// One line: the file, where in it, what was expected and what was found.
    public var description: String {
        switch self {
        case let .unreadable(file, reason): return "\(file): cannot read the file: \(reason)"
        case let .syntax(file, error): return "\(file): not valid JSON: \(error)"
        case let .malformed(file, path, expected, found): return "\(file): \(path): expected \(expected), found \(found)"
        }
    }
}
