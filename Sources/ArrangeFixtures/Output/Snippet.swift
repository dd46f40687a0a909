/// User text made fit for a one-line message: control characters escaped,
/// long text cut with an ellipsis, long lists shortened.
///
/// Every error the tool prints is one line of bounded length, whatever the
/// input holds (a name with an escaped newline, a 1 MB name, a fixture with
/// 10,000 items): messages quote user text through these functions, and
/// error descriptions pass through ``line(_:)`` last.
///
/// - Complexity: O(limit), never the length of the text, except for
///   ``tail(_:limit:)``, which counts the text to find its end.
public enum Snippet {
    /// The longest piece of user text quoted in a message, in Unicode scalars.
    public static let textLimit = 60
    /// How many entries of a list a message names before `… and N more`.
    public static let listLimit = 8
    /// The longest message line, in Unicode scalars.
    public static let lineLimit = 1_000

    /// `text` with control characters escaped (`\n`, `\t`, `\u{1B}`) and,
    /// when longer than `limit` scalars, cut to them with `…` after.
    public static func text(_ text: String, limit: Int = textLimit) -> String {
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
    public static func tail(_ text: String, limit: Int = 2 * textLimit) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > limit else { return Snippet.text(text, limit: limit) }
        var out = "…"
        for scalar in scalars[scalars.index(scalars.endIndex, offsetBy: -limit)...] { out += escaped(scalar) }
        return out
    }

    /// `"text"`, cut and escaped as ``text(_:limit:)``.
    public static func quoted(_ text: String, limit: Int = textLimit) -> String {
        "\"" + Snippet.text(text, limit: limit) + "\""
    }

    /// `a, b, c`, or `a, b, …, h and 12 more` beyond `limit` entries, each cut as ``text(_:limit:)``.
    public static func list(_ items: [String], limit: Int = listLimit) -> String {
        let shown = items.prefix(limit).map { text($0) }.joined(separator: ", ")
        return items.count > limit ? shown + " and \(items.count - limit) more" : shown
    }

    /// A whole message line: control characters escaped, cut at ``lineLimit`` scalars.
    public static func line(_ text: String) -> String { Snippet.text(text, limit: lineLimit) }

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
