import Testing
import TestSupport
@testable import Arrange

@Suite("ASCII text is measured on its bytes, wrapped as by characters")
struct MonospacedFontASCIITests {
    /// The size the character path gives: from the wrapped lines themselves.
    static func sizeByCharacters(_ font: MonospacedFont, _ text: String, width: Double?) -> Size {
        let lines = font.lines(of: text, width: width)
        return Size(width: Double(lines.map(\.count).max() ?? 0) * font.advance, height: Double(lines.count) * font.lineHeight)
    }

    @Test("2,000 random texts of words, runs of spaces, newlines and long words, at widths from 1 to 30 columns and none: the same sizes")
    func randomTexts() {
        var random = SeededGenerator(seed: 23)
        let pieces = ["a", "of", "wrap", "measured", "abcdefghijklmnopqrstuvwxyz", " ", " ", " ", "  ", "\n", "\n\n", ",", "4B"]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &random) { text += pieces.randomElement(using: &random)! }
            let columns = Int.random(in: 0...30, using: &random)
            let width: Double? = columns == 0 ? nil : Double(columns) * 8
            #expect(testFont.size(of: text, width: width) == Self.sizeByCharacters(testFont, text, width: width), "\(text.debugDescription) at \(width.map { "\($0)" } ?? "no limit")")
        }
    }

    @Test("text with a non-ASCII character or a carriage return is measured by characters: é is one column, \\r\\n one break")
    func notASCII() {
        #expect(testFont.asciiLines(of: "caf\u{E9} au lait", columns: 4) == nil)
        #expect(testFont.asciiLines(of: "a\r\nb", columns: 4) == nil)
        #expect(testFont.size(of: "caf\u{E9} au lait", width: 32) == Size(width: 32, height: 60))
        #expect(testFont.asciiLines(of: "meeting at three", columns: 10)! == (longest: 10, count: 2, natural: 16))
    }
}
