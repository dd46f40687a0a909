/// A JSON number: its value, and the text it was written with when it was
/// read from a file.
///
/// The text is what the writer puts back, so rewriting a file keeps every
/// number it does not change exactly as written: `9007199254740993` (beyond
/// 2⁵³, which a double cannot hold), `1.50`, `1e3`. Numbers made by the
/// program have no text and are written in ``JSONWriter/format(_:)``'s form.
package struct JSONNumber: Sendable, Equatable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The value, as near as a double gets to the text.
    package var value: Double
    /// The text as written in the file, or nil for a number made by the program.
    package var text: String?

    /// A number made by the program.
    package init(_ value: Double) { self.value = value }

    /// A number read from `text` (valid JSON number text), whose value is `value`.
    package init(value: Double, text: String) { self.value = value; self.text = text }

    /// A number made by the program, from an integer literal.
    package init(integerLiteral value: Int) { self.value = Double(value) }

    /// A number made by the program, from a float literal.
    package init(floatLiteral value: Double) { self.value = value }

    /// Equal values: `1`, `1.0` and `1e0` are the same number, however written.
    package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }

    /// The text as written, or the value in ``JSONWriter/format(_:)``'s form.
    package var description: String { text ?? JSONWriter.format(value) }
}
