/// A font whose glyphs all advance by the same width: enough to measure
/// text for terminal UIs and tests, and the model of a real text measurer
/// (see ``Measure``).
///
/// Text wraps greedily at spaces: each line takes as many words as fit in
/// `width / advance` columns; a word longer than a line is broken into
/// pieces of a full line each, the last piece starting the next line. A
/// newline (`\n`) always breaks; an empty paragraph is an empty line.
/// Characters are grapheme clusters (`é` and `👍` are one column each).
public struct MonospacedFont: Hashable, Sendable {
    /// The width of one glyph.
    public var advance: Double
    /// The height of one line.
    public var lineHeight: Double

    /// A font with a glyph advance and a line height (both positive and finite).
    public init(advance: Double, lineHeight: Double) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// How many glyphs fit in `width` (nil: no limit), at least one.
    ///
    /// `width / advance` is rounded down after adding 10⁻⁹ of a column, so
    /// that a width solved as `19.999999999` columns still holds 20.
    public func columns(in width: Double?) -> Int {
        guard let width, advance > 0 else { return .max }
        let fit = (width / advance + 1e-9).rounded(.down)
        guard fit.isFinite, fit < Double(Int.max / 2) else { return fit.isNaN ? 1 : .max }
        return Swift.max(1, Int(fit))
    }

    /// The lines of `text` wrapped at `width` (nil: no limit, one line per paragraph).
    ///
    /// - Complexity: O(characters).
    public func lines(of text: String, width: Double?) -> [String] {
        wrap(text, width: width, keepingText: true).lines
    }

    /// The size of `text` wrapped at `width` (nil: no limit): the longest
    /// line's glyphs × ``advance`` by the lines × ``lineHeight``; `0×0` for
    /// empty text.
    ///
    /// A width narrower than one glyph still holds one per line, so the
    /// size can be wider than the width proposed. ASCII text is measured on
    /// its bytes in place (MonospacedFont+ASCII.swift), the same wrapping.
    public func size(of text: String, width: Double?) -> Size {
        if !text.isEmpty, let (longest, count) = asciiLines(of: text, columns: columns(in: width)) {
            return Size(width: Double(longest) * advance, height: Double(count) * lineHeight)
        }
        let lengths = wrap(text, width: width, keepingText: false).lengths
        return Size(width: Double(lengths.max() ?? 0) * advance, height: Double(lengths.count) * lineHeight)
    }

    /// The wrapping itself: each line's length in glyphs and, when
    /// `keepingText`, its text (measuring only counts, which costs no strings).
    private func wrap(_ text: String, width: Double?, keepingText: Bool) -> (lengths: [Int], lines: [String]) {
        guard !text.isEmpty else { return ([], []) }
        let columns = self.columns(in: width)
        var lengths: [Int] = [], lines: [String] = []
        var line = "", count = 0
        func endLine() {
            lengths.append(count)
            if keepingText { lines.append(line); line = "" }
            count = 0
        }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for word in paragraph.split(separator: " ") {
                var word = Substring(word), length = word.count
                if count > 0 && count + 1 + length <= columns {
                    if keepingText { line += " " + word }
                    count += 1 + length
                    continue
                }
                if count > 0 { endLine() }
                while length > columns {
                    count = columns
                    if keepingText { line = String(word.prefix(columns)) }
                    endLine()
                    word = word.dropFirst(columns)
                    length -= columns
                }
                if keepingText { line = String(word) }
                count = length
            }
            endLine()
        }
        return (lengths, lines)
    }
}
