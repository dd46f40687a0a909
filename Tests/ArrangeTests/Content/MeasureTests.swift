import Testing
import Arrange

@Suite("A measure function gives the content's size at a proposed width")
struct MeasureTests {
    @Test("a closure measures; its name is its description")
    func closure() {
        let photo = Measure("photo 4:3") { width in
            let w = width ?? 400
            return Size(width: w, height: w * 3 / 4)
        }
        #expect(photo.size(proposed: nil) == Size(width: 400, height: 300))
        #expect(photo.size(proposed: 200) == Size(width: 200, height: 150))
        #expect(photo.description == "photo 4:3")
    }

    @Test("text measures with the monospaced font")
    func text() {
        let label = Measure.text(meetingText, font: testFont)
        #expect(label.size(proposed: 248) == Size(width: 224, height: 60))
        #expect(label.name.hasPrefix("text Meeting moved"))
    }

    @Test("a measure function is Sendable: it can measure on another task")
    func sendable() async {
        let label = Measure.text("a b", font: testFont)
        let size = await Task.detached { label.size(proposed: 8) }.value
        #expect(size == Size(width: 8, height: 40))
    }

    @Test("a measure can report its natural width with each size; text does")
    func reportingNatural() {
        let font = MonospacedFont(advance: 8, lineHeight: 20)
        let label = Item("label", measure: Measure("greeting", reportingNatural: { width in font.measure("Hello, wrapping world", width: width) }))
        // "Hello, wrapping world" at 80 (10 columns): "Hello," and "wrapping" and "world": 64 by 60.
        #expect(label.measure?.size(proposed: 80) == Size(width: 64, height: 60))
        #expect(label.measure?.name == "greeting")
    }
}
