import Testing
import Arrange

@Suite("A monospaced font wraps text at spaces and breaks long words")
struct MonospacedFontTests {
    @Test("without a limit each paragraph is one line: 61 glyphs × 8 = 488 by 20")
    func natural() {
        #expect(testFont.size(of: meetingText, width: nil) == Size(width: 488, height: 20))
        #expect(testFont.lines(of: meetingText, width: nil) == [meetingText])
    }

    @Test("at 248 (31 columns) three lines, the longest 28 glyphs: 224 by 60")
    func wraps() {
        #expect(testFont.lines(of: meetingText, width: 248) == ["Meeting moved to Thursday at", "three, room 4B, bring the", "slides"])
        #expect(testFont.size(of: meetingText, width: 248) == Size(width: 224, height: 60))
        // 128 / 8 = 16 columns: four lines, "Meeting moved to" and "bring the slides" fill them.
        #expect(testFont.size(of: meetingText, width: 128) == Size(width: 128, height: 80))
    }

    @Test("a word longer than a line is broken into full lines, its rest starting the next")
    func longWords() {
        #expect(testFont.lines(of: "ab abcdefghij cd", width: 32) == ["ab", "abcd", "efgh", "ij", "cd"])
        #expect(testFont.lines(of: "abcdefgh", width: 32) == ["abcd", "efgh"])
    }

    @Test("newlines always break, an empty paragraph is an empty line, empty text is 0×0")
    func paragraphs() {
        #expect(testFont.lines(of: "a\n\nb c", width: nil) == ["a", "", "b c"])
        #expect(testFont.size(of: "a\n\nb c", width: nil) == Size(width: 24, height: 60))
        #expect(testFont.size(of: "", width: 100) == .zero)
    }

    @Test("a width below one glyph holds one glyph a line; a width solved a hair short still holds its columns")
    func columns() {
        #expect(testFont.lines(of: "abc", width: 3) == ["a", "b", "c"])
        #expect(testFont.columns(in: 160 - 1e-10) == 20)
        #expect(testFont.columns(in: 159.9) == 19)
        #expect(testFont.columns(in: nil) == .max)
        #expect(testFont.columns(in: .infinity) == .max)
    }

    @Test("characters are grapheme clusters")
    func graphemes() {
        #expect(testFont.size(of: "é👍🏽x", width: nil) == Size(width: 24, height: 20))
    }

    @Test("measure gives the wrapped size and, from the same pass, the natural width: what the size at no limit is wide")
    func measureWithNaturalWidth() {
        let font = MonospacedFont(advance: 8, lineHeight: 20)
        let (size, natural) = font.measure("meeting at three", width: 80)   // 80×40, 128
        // 10 columns: "meeting at" (10), "three": 80 by 40; one line: 16 glyphs × 8 = 128.
        #expect(size == Size(width: 80, height: 40) && natural == 128)
        // Runs of spaces count once, paragraphs at newlines, non-ASCII by characters, long words broken.
        for text in [meetingText, "a   b", "ab\ncdef gh\n", "caf\u{E9} au lait, s'il vous pla\u{EE}t", "abcdefghijkl mn", ""] {
            for width in [nil, 0, 8, 32, 100, 1000] as [Double?] {
                let measured = testFont.measure(text, width: width)
                #expect(measured.size == testFont.size(of: text, width: width) && measured.natural == testFont.size(of: text, width: nil).width,
                        "\(text) at \(String(describing: width)): \(measured)")
            }
        }
    }
}
