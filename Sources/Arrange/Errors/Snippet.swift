/// User text made fit for a one-line message: control characters escaped,
/// long text cut with an ellipsis, long lists shortened.
///
/// Shared by `Arrange` (``ArrangeError`` and ``Diagnostic`` descriptions)
/// and the `arrange` tool (`ArrangeFixtures`), so that both quote names
/// alike. Every line either prints is of bounded length, whatever the input
/// holds (a name with an escaped newline, a 1 MB name, a fixture with 10,000
/// items, a conflict of 600 constraints): messages quote user text through
/// these functions, and descriptions pass through ``line(_:)`` (or
/// ``line(_:shortening:)``) last.
///
/// - Complexity: O(limit), never the length of the text, except for
///   ``tail(_:limit:)``, which counts the text to find its end, and
///   ``line(_:shortening:)``, which searches the text for each long name.
package enum Snippet {
    /// The longest piece of user text quoted in a message, in Unicode scalars.
    package static let textLimit = 60
    /// How many entries of a list a message names before `… and N more`.
    package static let listLimit = 8
    /// The longest message line, in Unicode scalars.
    package static let lineLimit = 1_000
    /// How many constraints a message lists, one per line, before `… and N more`.
    package static let constraintLimit = 20

    /// `text` with control characters escaped (`\n`, `\t`, `\u{1B}`) and,
    /// when longer than `limit` scalars, cut to them with `…` after.
    package static func text(_ text: String, limit: Int = textLimit) -> String {
        // Printable ASCII (names, most labels): nothing to escape, one scalar
        // a byte, so the text or its first `limit` bytes as they are (a
        // string appended scalar by scalar cost a text measure's name about
        // 10,000 instructions).
        var printable = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { break }
            printable += 1
            if printable > limit { return String(decoding: text.utf8.prefix(limit), as: UTF8.self) + "…" }
        }
        if printable == text.utf8.count { return text }
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return out + "…" }
            out += escaped(scalar)
            count += 1
        }
        return out
    }

    /// `text` as ``text(_:limit:)`` gives it, but keeping its end: `…/deep/folder/file.json`.
    /// For file paths, whose end says most.
    package static func tail(_ text: String, limit: Int = 2 * textLimit) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return Snippet.text(text, limit: limit) }
        var out = "…"
        for scalar in scalars[scalars.index(scalars.endIndex, offsetBy: -limit)...] { out += escaped(scalar) }
        return out
    }

    /// `"text"`, cut and escaped as ``text(_:limit:)``.
    package static func quoted(_ text: String, limit: Int = textLimit) -> String {
        "\"" + Snippet.text(text, limit: limit) + "\""
    }

    /// `a, b, c`, or `a, b, …, h and 12 more` beyond `limit` entries, each cut as ``text(_:limit:)``.
    package static func list(_ items: [String], limit: Int = listLimit) -> String {
        let shown = items.prefix(limit).map { text($0) }.joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }

    /// A whole message line: control characters escaped, cut at ``lineLimit`` scalars.
    package static func line(_ text: String) -> String { Snippet.text(text, limit: lineLimit) }

    /// A whole message line in which each of `names` longer than
    /// ``textLimit`` scalars is cut as ``text(_:limit:)`` cuts it (so that
    /// `huge….left == root.left` keeps its anchor), then escaped and cut as
    /// ``line(_:)``. For text that quotes names, such as a relation.
    package static func line(_ text: String, shortening names: [String]) -> String {
        var long: [(name: String, scalars: Int)] = []
        for name in names where !long.contains(where: { $0.name == name }) {
            let scalars = name.unicodeScalars.count
            if scalars > textLimit { long.append((name, scalars)) }
        }
        guard !long.isEmpty else { return line(text) }
        // Longest first, so that a long name inside a longer one is cut with it.
        long.sort { $0.scalars > $1.scalars }
        var bytes = Array(text.utf8)
        for entry in long { bytes = replacing(Array(entry.name.utf8), with: Array(Snippet.text(entry.name).utf8), in: bytes) }
        return line(String(decoding: bytes, as: UTF8.self))
    }

    /// The first `limit` of `entries`, each rendered by `render` on its own
    /// line after `indent`, then `… and N more` when there are more. Renders
    /// only the entries it shows.
    package static func lines<Entry>(_ entries: [Entry], indent: String, limit: Int = constraintLimit, _ render: (Entry) -> String) -> String {
        var shown = entries.prefix(limit).map { indent + render($0) }
        if entries.count > limit { shown.append("\(indent)… and \(entries.count - limit) more") }
        return shown.joined(separator: "\n")
    }

    /// `text` with every occurrence of `pattern` (left to right, not
    /// overlapping) replaced by `replacement`, in UTF-8: a whole name's
    /// encoding starts on a scalar boundary wherever it occurs.
    ///
    /// - Complexity: O(text + pattern) (Knuth–Morris–Pratt), so that a name
    ///   of a megabyte is found in a description as fast as a short one.
    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in text: [UInt8]) -> [UInt8] {
        guard !pattern.isEmpty, pattern.count <= text.count else { return text }
        // failure[i]: the length of the longest proper border of pattern[...i].
        var failure = [Int](repeating: 0, count: pattern.count)
        var starts: [Int] = []
        pattern.withUnsafeBufferPointer { p in
            failure.withUnsafeMutableBufferPointer { f in
                var k = 0
                for i in 1..<p.count {
                    while k > 0 && p[i] != p[k] { k = f[k - 1] }
                    if p[i] == p[k] { k += 1 }
                    f[i] = k
                }
            }
            text.withUnsafeBufferPointer { t in
                failure.withUnsafeBufferPointer { f in
                    var matched = 0
                    for i in 0..<t.count {
                        let byte = t[i]
                        while matched > 0 && byte != p[matched] { matched = f[matched - 1] }
                        if byte == p[matched] { matched += 1 }
                        if matched == p.count {
                            starts.append(i + 1 - p.count)
                            matched = 0
                        }
                    }
                }
            }
        }
        guard !starts.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count - starts.count * (pattern.count - replacement.count))
        var copied = 0
        for start in starts {
            result += text[copied..<start]
            result += replacement
            copied = start + pattern.count
        }
        result += text[copied...]
        return result
    }

    /// One scalar, or its escape when it would break the line or hide text:
    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let v = scalar.value
            guard v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 else { return String(scalar) }
            return "\\u{" + String(v, radix: 16, uppercase: true) + "}"
        }
    }
}
