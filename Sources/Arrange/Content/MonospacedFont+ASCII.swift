// Measuring ASCII text byte by byte: the same wrapping as
// `MonospacedFont.wrap`, on the UTF-8 bytes in place.
extension MonospacedFont {
    /// The longest line's glyphs and the line count of `text` wrapped at
    /// `columns`, with the longest paragraph's glyphs unwrapped (its words
    /// joined by one space: the natural width's, in the same pass), read from its UTF-8 bytes in place; nil (measure it by
    /// characters) unless the text is contiguous ASCII without a carriage
    /// return, where a byte is a character (`\r\n` is one character).
    ///
    /// Wraps exactly as ``lines(of:width:)`` does: paragraphs at `\n`
    /// (an empty one is an empty line), words at spaces (runs of spaces
    /// separate, they do not count), a word longer than a line cut into full
    /// lines, the rest starting the next. A label measured in a first layout
    /// costs a few instructions a glyph, not a `Substring` per word.
    ///
    /// - Complexity: O(bytes), no allocation.
    func asciiLines(of text: String, columns: Int) -> (longest: Int, count: Int, natural: Int)? {
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> (longest: Int, count: Int, natural: Int)? in
            var longest = 0, count = 0, line = 0, word = 0, paragraph = 0, natural = 0
            func endLine() {
                count += 1
                if line > longest { longest = line }
                line = 0
            }
            func endParagraph() {
                if paragraph > natural { natural = paragraph }
                paragraph = 0
            }
            func endWord() {
                guard word > 0 else { return }
                defer { word = 0 }
                paragraph += (paragraph > 0 ? 1 : 0) + word
                if line > 0 && line + 1 + word <= columns {
                    line += 1 + word
                    return
                }
                if line > 0 { endLine() }
                while word > columns {
                    line = columns
                    endLine()
                    word -= columns
                }
                line = word
            }
            // Most bytes are letters: one test each; the rest (space, newline, the bytes refused) below.
            for byte in bytes {
                if byte > 0x20 && byte < 0x80 { word += 1; continue }
                switch byte {
                case 0x20: endWord()
                case 0x0A: endWord(); endLine(); endParagraph()
                case 0x0D, 0x80...: return nil
                default: word += 1
                }
            }
            endWord()
            endLine()
            endParagraph()
            return (longest, count, natural)
        }
        return measured ?? nil
    }
}
