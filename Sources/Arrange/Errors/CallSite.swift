/// Where a declaration was written: the `#fileID` and `#line` of the verb call.
public struct CallSite: Hashable, Sendable {
    /// The file, as `#fileID` spells it (`Module/File.swift`).
    public var fileID: String
    /// The line.
    public var line: Int

    /// Creates a location.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }
}

extension CallSite: CustomStringConvertible {
    /// `Module/File.swift:12`; a file longer than 120 characters keeps its
    /// end (`…/deep/File.swift:12`), and control characters are escaped.
    public var description: String { "\(Snippet.tail(fileID)):\(line)" }
}
