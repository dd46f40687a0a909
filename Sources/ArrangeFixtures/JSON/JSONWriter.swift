/// Writes ``JSONValue``s as stable, readable text.
///
/// A value is written on one line when it fits in ``lineWidth`` columns,
/// otherwise one member or element per line, indented by two spaces. Members
/// whose key is in `alwaysExpanded` are always written one entry per line
/// (fixtures use this for `frames`, so each item gets its own line). A
/// container nested more than ``expandedDepth`` levels deep is written on
/// one line whatever its length, so that indentation never grows the text
/// faster than the value (a chain of items 10,000 levels deep would
/// otherwise take a gigabyte of spaces). The same value always gives the
/// same text.
///
/// - Complexity: O(n + w · c) for a value of n scalars with c containers,
///   w the line width: whether a container fits on one line is found by
///   writing it compactly only until the width is spent.
package struct JSONWriter: Sendable {
    /// The widest line the writer tries to keep to.
    package var lineWidth = 100
    /// Keys whose object or array value is always written one entry per line.
    package var alwaysExpanded: Set<String> = []
    /// How deeply containers are expanded, one entry per line; deeper ones are written on one line.
    package static let expandedDepth = 32

    /// A writer with the default width and no forced expansions.
    package init(lineWidth: Int = 100, alwaysExpanded: Set<String> = []) {
        self.lineWidth = lineWidth
        self.alwaysExpanded = alwaysExpanded
    }

    /// The text of `value`, ending with a newline.
    package func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, forceExpand: true, into: &out)
        out += "\n"
        return out
    }

    /// A number as JSON writes it: integers without a fraction, others in
    /// Swift's shortest round-trip form, and never `-0`.
    package static func format(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// The one-line form of `value`.
    package static func compact(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return n.description
        case let .string(s): return quote(s)
        case let .array(elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case let .object(members):
            return "{" + members.map { quote($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// The one-line form of `value` when it is at most `width` characters
    /// long, else nil, found without writing more than `width` characters
    /// (and without reading a string much longer than that).
    package static func compact(_ value: JSONValue, within width: Int) -> String? {
        var out = "", used = 0
        return append(value, to: &out, used: &used, width: width) ? out : nil
    }

    /// Appends the compact form of `value` to `out` while `used` stays within
    /// `width`; false as soon as it does not. Each level of nesting adds a
    /// character, so the recursion is never deeper than `width`.
    private static func append(_ value: JSONValue, to out: inout String, used: inout Int, width: Int) -> Bool {
        func add(_ piece: String) -> Bool {
            out += piece
            used += piece.count
            return used <= width
        }
        switch value {
        case let .string(s):
            // A character takes at least one byte and at most 16 in practice:
            // a string this long cannot fit, and need not be read.
            guard s.utf8.count <= 16 * (width + 1) else { return false }
            return add(quote(s))
        case let .number(n):
            guard (n.text?.utf8.count ?? 0) <= width else { return false }
            return add(n.description)
        case let .array(elements):
            guard add("[") else { return false }
            for (i, element) in elements.enumerated() {
                if i > 0, !add(", ") { return false }
                guard append(element, to: &out, used: &used, width: width) else { return false }
            }
            return add("]")
        case let .object(members):
            guard add("{") else { return false }
            for (i, member) in members.enumerated() {
                if i > 0, !add(", ") { return false }
                guard member.key.utf8.count <= 16 * (width + 1), add(quote(member.key) + ": "),
                      append(member.value, to: &out, used: &used, width: width) else { return false }
            }
            return add("}")
        default:
            return add(compact(value))
        }
    }

    /// `s` as a JSON string literal.
    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private func write(_ value: JSONValue, indent: Int, forceExpand: Bool, into out: inout String, keyWidth: Int = 0) {
        let pad = String(repeating: " ", count: indent)
        let inner = String(repeating: " ", count: indent + 2)
        let room = lineWidth - indent - keyWidth
        if indent >= 2 * JSONWriter.expandedDepth {
            out += JSONWriter.compact(value)
            return
        }
        switch value {
        case let .array(elements) where !elements.isEmpty:
            if !forceExpand, let line = JSONWriter.compact(value, within: room) { out += line; return }
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += inner
                write(element, indent: indent + 2, forceExpand: false, into: &out)
                out += i + 1 < elements.count ? ",\n" : "\n"
            }
            out += pad + "]"
        case let .object(members) where !members.isEmpty:
            if !forceExpand, let line = JSONWriter.compact(value, within: room) { out += line; return }
            out += "{\n"
            for (i, member) in members.enumerated() {
                let key = JSONWriter.quote(member.key) + ": "
                out += inner + key
                write(member.value, indent: indent + 2, forceExpand: alwaysExpanded.contains(member.key),
                      into: &out, keyWidth: key.count)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += pad + "}"
        default:
            out += JSONWriter.compact(value)
        }
    }
}
