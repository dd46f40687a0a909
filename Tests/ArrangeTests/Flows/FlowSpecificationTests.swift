import Testing
@testable import Arrange

@Suite("flow line breaking: greedy, in reading order, as text wraps")
struct FlowSpecificationTests {
    @Test("items go on the line while they fit with the spacing", arguments: [
        // widths 50 70 40 90 30 60, spacing 8: 176 | 128 | 60 at 180; 274 | 98 at 280; all alone at 80.
        (180.0, [0, 3, 5]), (280.0, [0, 4]), (80.0, [0, 1, 2, 3, 4, 5]), (1000.0, [0]),
        (176.0, [0, 3, 5]),      // exactly full: 50 + 8 + 70 + 8 + 40 = 176 fits
        (175.0, [0, 2, 4]),      // 128 | 40 + 8 + 90 = 138 | 30 + 8 + 60 = 98
    ])
    func breaks(_ available: Double, _ starts: [Int]) {
        #expect(FlowSpecification.lineStarts(widths: [50, 70, 40, 90, 30, 60], available: available, spacing: 8) == starts)
    }

    @Test("no items, no lines; an item wider than the flow alone on its line; a non-finite width counts as 0")
    func edges() {
        #expect(FlowSpecification.lineStarts(widths: [], available: 100, spacing: 8) == [])
        #expect(FlowSpecification.lineStarts(widths: [10, 500, 10], available: 100, spacing: 8) == [0, 1, 2])
        #expect(FlowSpecification.lineStarts(widths: [.nan, 90], available: 100, spacing: 8) == [0])
        #expect(FlowSpecification.lineStarts(widths: [10, 10], available: -5, spacing: 0) == [0, 1])
    }

    @Test("a line's items are the indices from its start to the next")
    func lines() {
        let spec = FlowSpecification(items: [], spacing: 0, lineSpacing: 0, alignment: .leading, lineStarts: [0, 3, 5])
        #expect(spec.line(0) == 0..<3 && spec.line(1) == 3..<5)
    }
}
