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
        measure(text, width: width).size
    }

    /// ``size(of:width:)`` and, from the same pass, the natural width (`natural`): the
    /// width of `text` at no limit (its longest paragraph on one line),
    /// what `size(of: text, width: nil).width` is.
    ///
    /// What a ``Measure/text(_:font:)`` reports, so that a label is measured
    /// once in a first layout that fixes its width (Content/README.md).
    ///
    /// ```swift
    /// let font = MonospacedFont(advance: 8, lineHeight: 20)
    /// let (size, natural) = font.measure("meeting at three", width: 80)   // 80×40, 128
    /// ```
    ///
    /// - Complexity: O(characters).
    public func measure(_ text: String, width: Double?) -> (size: Size, natural: Double) {
        if !text.isEmpty, let (longest, count, natural) = asciiLines(of: text, columns: columns(in: width)) {
            return (Size(width: Double(longest) * advance, height: Double(count) * lineHeight), Double(natural) * advance)
        }
        let wrapped = wrap(text, width: width, keepingText: false)
        return (Size(width: Double(wrapped.lengths.max() ?? 0) * advance, height: Double(wrapped.lengths.count) * lineHeight),
                Double(wrapped.natural) * advance)
    }

    /// The wrapping itself: each line's length in glyphs and, when
    /// `keepingText`, its text (measuring only counts, which costs no strings).
    /// `natural` is the longest paragraph's glyphs with its words joined by one space.
    private func wrap(_ text: String, width: Double?, keepingText: Bool) -> (lengths: [Int], lines: [String], natural: Int) {
        guard !text.isEmpty else { return ([], [], 0) }
        let columns = self.columns(in: width)
        var lengths: [Int] = [], lines: [String] = [], natural = 0
        var line = "", count = 0
        func endLine() {
            lengths.append(count)
            if keepingText { lines.append(line); line = "" }
            count = 0
        }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var unwrapped = 0
            for word in paragraph.split(separator: " ") {
                var word = Substring(word), length = word.count
                unwrapped += (unwrapped > 0 ? 1 : 0) + length
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
            natural = Swift.max(natural, unwrapped)
        }
        return (lengths, lines, natural)
    }
}
