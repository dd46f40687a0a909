/// A JSON value that keeps the order of object keys as written.
///
/// Fixtures are written by hand and rewritten by recording; keeping keys in
/// their written order means a recorded fixture reads like the original, and
/// output never depends on hash order.
package enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with the text it was written with when read from a file.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// Elements in order.
    case array([JSONValue])
    /// Members in the order they were written. Duplicate keys are rejected by the parser.
    case object([(key: String, value: JSONValue)])

    /// Equal kinds and contents; objects must also list their members in the same order.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member named `key` of an object, or nil (also for non-objects).
    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What a person would call this kind of value in an error message.
    package var kindDescription: String {
        switch self {
        case .null: return "null"
        case let .bool(b): return "the boolean \(b)"
        case let .number(n): return "the number \(Snippet.text(n.description))"
        case let .string(s): return "the string \(Snippet.quoted(s))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A copy with the member `key` set to `value`: replaced in place when
    /// present, appended at the end otherwise. Non-objects are returned unchanged.
    package func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case var .object(members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }
}
