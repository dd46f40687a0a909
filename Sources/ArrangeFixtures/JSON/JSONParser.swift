/// A small strict JSON parser (RFC 8259) that keeps object key order,
/// keeps each number's text, records the line on which every value starts,
/// and reports errors by line and column.
///
/// Foundation's parsers lose key order, which recording needs to rewrite a
/// fixture without reshuffling it, round numbers beyond 2⁵³, and their
/// messages do not say where the text went wrong in terms a person can
/// find in an editor.
///
/// The parser keeps its own stack, so no input can exhaust the thread's:
/// arrays and objects nested deeper than `maximumDepth` are refused with an
/// error that says so (``SyntaxError/exceedsLimit``).
///
/// - Complexity: O(n) in the length of the text (duplicate keys are found
///   with a set once an object has more than a few members).
package struct JSONParser {
    /// Why a text is not JSON, and where.
    package struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        /// 1-based line of the offending character.
        package var line: Int
        /// 1-based column (in Unicode scalars) of the offending character.
        package var column: Int
        /// What the parser expected to find there.
        package var message: String
        /// True when the text may be valid JSON but exceeds a limit of the
        /// parser (nesting deeper than its `maximumDepth`).
        package var exceedsLimit = false

        /// `line L, column C: message`, on one line of bounded length.
        package var description: String { "line \(line), column \(column): \(Snippet.line(message))" }
    }

    /// How deeply arrays and objects may nest, by default: enough for a
    /// fixture whose items nest 12,000 levels deep (each level is an item
    /// object and its `children` array), far from what exhausts memory.
    package static let defaultMaximumDepth = 25_000

    private let scalars: [Unicode.Scalar]
    private let maximumDepth: Int
    private var index = 0
    private var line = 1

    private init(_ text: String, maximumDepth: Int) {
        scalars = Array(text.unicodeScalars)
        self.maximumDepth = maximumDepth
    }

    /// Parses `text` as one JSON value (surrounding whitespace allowed).
    package static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(SyntaxError) -> JSONValue {
        try parseWithLines(text, maximumDepth: maximumDepth).value
    }

    /// Parses `text` and also returns the 1-based line on which every value
    /// starts: fixtures use it to give each make call a `file:line` call site.
    package static func parseWithLines(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(SyntaxError) -> (value: JSONValue, lines: JSONLines) {
        var parser = JSONParser(text, maximumDepth: maximumDepth)
        let parsed = try parser.parseDocument()
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("expected the end of the file after the top-level value")
        }
        return parsed
    }

    private func error(_ message: String, exceedsLimit: Bool = false) -> SyntaxError {
        var line = 1, column = 1
        for scalar in scalars[..<min(index, scalars.count)] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SyntaxError(line: line, column: column, message: message, exceedsLimit: exceedsLimit)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" {
            if c == "\n" { line += 1 }
            index += 1
        }
    }

    /// An array or object whose end has not been read yet.
    private struct Open {
        var isObject: Bool
        var line: Int
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        /// The key whose value is being read.
        var key = ""
        /// The keys so far, once there are enough for a set to beat a scan.
        var keys: Set<String> = []
        var children: [JSONLines] = []

        init(isObject: Bool, line: Int) { self.isObject = isObject; self.line = line }

        mutating func append(_ value: JSONValue, _ lines: JSONLines) {
            if isObject { members.append((key, value)) } else { elements.append(value) }
            children.append(lines)
        }

        var value: JSONValue { isObject ? .object(members) : .array(elements) }
    }

    /// One value and everything in it, without recursion: `stack` holds the
    /// arrays and objects still open, innermost last.
    private mutating func parseDocument() throws(SyntaxError) -> (value: JSONValue, lines: JSONLines) {
        var stack: [Open] = []
        nextValue: while true {
            skipWhitespace()
            let startLine = line
            guard let c = current else { throw error("expected a value, found the end of the file") }
            var value: JSONValue
            switch c {
            case "{", "[":
                guard stack.count < maximumDepth else {
                    throw error("arrays and objects nest deeper than \(maximumDepth) levels, the most this parser reads", exceedsLimit: true)
                }
                index += 1
                stack.append(Open(isObject: c == "{", line: startLine))
                skipWhitespace()
                let close: Unicode.Scalar = c == "{" ? "}" : "]"
                if current == close {
                    index += 1
                    value = stack.removeLast().value
                } else {
                    if c == "{" { try readKey(into: &stack[stack.count - 1]) }
                    continue nextValue
                }
            case "\"": value = .string(try parseString())
            case "t": try expectWord("true"); value = .bool(true)
            case "f": try expectWord("false"); value = .bool(false)
            case "n": try expectWord("null"); value = .null
            case "-", "0"..."9": value = .number(try parseNumber())
            default: throw error("expected a value (object, array, string, number, true, false or null), found '\(Snippet.text(String(c)))'")
            }
            var lines = JSONLines(line: startLine)
            // The value is complete: add it to the innermost open container,
            // and close every container whose end follows.
            while !stack.isEmpty {
                stack[stack.count - 1].append(value, lines)
                skipWhitespace()
                let top = stack.count - 1
                switch (stack[top].isObject, current) {
                case (true, ","):
                    index += 1
                    try readKey(into: &stack[top])
                    continue nextValue
                case (false, ","):
                    index += 1
                    continue nextValue
                case (true, "}"), (false, "]"):
                    index += 1
                    let open = stack.removeLast()
                    value = open.value
                    lines = JSONLines(line: open.line, children: open.children)
                case (true, _):
                    throw error("expected ',' or '}' after the value of \(Snippet.quoted(stack[top].key))")
                case (false, _):
                    throw error("expected ',' or ']' after an array element")
                }
            }
            return (value, lines)
        }
    }

    /// Reads `"key":` into `open`, refusing a key the object already has.
    private mutating func readKey(into open: inout Open) throws(SyntaxError) {
        skipWhitespace()
        guard current == "\"" else { throw error("expected a quoted key") }
        let keyStart = index
        let key = try parseString()
        let duplicate: Bool
        if open.members.count < 8 {
            duplicate = open.members.contains { $0.key == key }
        } else {
            if open.keys.isEmpty { open.keys = Set(open.members.map(\.key)) }
            duplicate = !open.keys.insert(key).inserted
        }
        if duplicate {
            index = keyStart
            throw error("duplicate key \(Snippet.quoted(key))")
        }
        skipWhitespace()
        guard current == ":" else { throw error("expected ':' after the key \(Snippet.quoted(key))") }
        index += 1
        open.key = key
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for expected in word.unicodeScalars {
            guard current == expected else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var result = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string") }
            index += 1
            switch c {
            case "\"": return String(result)
            case "\\":
                guard let e = current else { throw error("unterminated escape") }
                index += 1
                switch e {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard current == "\\" else { throw error("expected a low surrogate escape") }
                        index += 1
                        guard current == "u" else { throw error("expected a low surrogate escape") }
                        index += 1
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
                    result.append(scalar)
                default:
                    index -= 1
                    throw error("invalid escape '\\\(e)'")
                }
            default:
                if c.value < 0x20 {
                    index -= 1
                    throw error("control character in a string (write it as an escape)")
                }
                result.append(c)
            }
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = UInt32(String(c), radix: 16) else { throw error("expected four hex digits in a \\u escape") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONNumber {
        let start = index
        if current == "-" { index += 1 }
        guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" {
            index += 1
        } else {
            while let c = current, ("0"..."9").contains(c) { index += 1 }
        }
        if current == "." {
            index += 1
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit after '.'") }
            while let c = current, ("0"..."9").contains(c) { index += 1 }
        }
        if current == "e" || current == "E" {
            index += 1
            if current == "+" || current == "-" { index += 1 }
            guard let c = current, ("0"..."9").contains(c) else { throw error("expected a digit in the exponent") }
            while let c = current, ("0"..."9").contains(c) { index += 1 }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        let text = String(view)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number out of range")
        }
        return JSONNumber(value: value, text: text)
    }
}
