/// Where a value sits inside a JSON document, written the way people write
/// it: `$.steps[2].calls[0].xPlace[3]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down into a document.
    public enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element (0-based).
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component]

    /// The document root, `$`.
    public static let root = JSONPath(components: [])

    /// A path from its components.
    public init(components: [Component]) { self.components = components }

    /// This path extended by an object member.
    public func appending(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }

    /// This path extended by an array element.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

    /// `$`, then `.key` (or `["odd key"]`) and `[index]` per component.
    public var description: String {
        var out = "$"
        for component in components {
            switch component {
            case let .key(key):
                let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                }
                out += plain ? ".\(key)" : "[\(JSONWriter.quote(key))]"
            case let .index(i): out += "[\(i)]"
            }
        }
        return out
    }
}
