/// A small strict JSON parser (RFC 8259) that keeps object key order and
/// reports errors by line and column.
///
/// Foundation's parsers lose key order, which recording needs to rewrite a
/// fixture without reshuffling it, and their messages do not say where the
/// text went wrong in terms a person can find in an editor.
///
/// - Complexity: O(n) in the length of the text.
public struct JSONParser {
    /// Why a text is not JSON, and where.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        /// 1-based line of the offending character.
        public var line: Int
        /// 1-based column (in Unicode scalars) of the offending character.
        public var column: Int
        /// What the parser expected to find there.
        public var message: String

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lines: [JSONPath: Int] = [:]

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// Parses `text` as one JSON value (surrounding whitespace allowed).
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parseWithLines(text).value
    }

    /// Parses `text` and also returns the 1-based line on which every value
    /// starts, by its path: fixtures use it to give each make call a
    /// `file:line` call site.
    public static func parseWithLines(_ text: String) throws(SyntaxError) -> (value: JSONValue, lines: [JSONPath: Int]) {
        var parser = JSONParser(text)
        parser.skipWhitespace()
        let value = try parser.parseValue(.root)
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("expected the end of the file after the top-level value")
        }
        return (value, parser.lines)
    }

    private func error(_ message: String) -> SyntaxError {
        var line = 1, column = 1
        for scalar in scalars[..<min(index, scalars.count)] {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SyntaxError(line: line, column: column, message: message)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == " " || c == "\n" || c == "\t" || c == "\r" {
            if c == "\n" { line += 1 }
            index += 1
        }
    }

    private mutating func parseValue(_ path: JSONPath) throws(SyntaxError) -> JSONValue {
        lines[path] = line
        guard let c = current else { throw error("expected a value, found the end of the file") }
        switch c {
        case "{": return try parseObject(path)
        case "[": return try parseArray(path)
        case "\"": return .string(try parseString())
        case "t": try expectWord("true"); return .bool(true)
        case "f": try expectWord("false"); return .bool(false)
        case "n": try expectWord("null"); return .null
        case "-", "0"..."9": return .number(try parseNumber())
        default: throw error("expected a value (object, array, string, number, true, false or null), found '\(c)'")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for expected in word.unicodeScalars {
            guard current == expected else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseObject(_ path: JSONPath) throws(SyntaxError) -> JSONValue {
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if current == "}" { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == "\"" else { throw error("expected a quoted key") }
            let keyStart = index
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard current == ":" else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(path.appending(key))))
            skipWhitespace()
            switch current {
            case ",": index += 1
            case "}": index += 1; return .object(members)
            default: throw error("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func parseArray(_ path: JSONPath) throws(SyntaxError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == "]" { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(path.appending(elements.count)))
            skipWhitespace()
            switch current {
            case ",": index += 1
            case "]": index += 1; return .array(elements)
            default: throw error("expected ',' or ']' after an array element")
            }
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

    private mutating func parseNumber() throws(SyntaxError) -> Double {
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
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)), value.isFinite else {
            index = start
            throw error("number out of range")
        }
        return value
    }
}
