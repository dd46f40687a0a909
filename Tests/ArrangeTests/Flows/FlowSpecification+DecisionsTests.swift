import Testing
@testable import Arrange

@Suite("what a flow's pass decides: aligned columns and each line's anchor")
struct FlowSpecificationDecisionsTests {
    static let widths: [Double] = [50, 70, 40, 90, 30, 60]

    @Test("aligned columns as ConstraintLayout's measureAligned counts them", arguments: [
        // The first line holds 3 at 180 (176); 3 columns need 90 + 70 + 60 + 16 = 236, 2 need 50 + 90 + 8 = 148.
        (180.0, 2),
        // 4 fit on the first line at 280 (274), and 4 columns are 50 + 70 + 40 + 90 + 24 = 274.
        (280.0, 4),
        (274.0, 4),              // exactly full
        (273.0, 3),              // 3 on the first line (176 + 8 + 90 = 274 > 273), and 3 columns need 236
        (100.0, 1),              // 50 + 8 + 70 = 128 > 100: one on the first line
        (1000.0, 6),             // every item on the first line: one line of 6 columns
    ])
    func columns(_ available: Double, _ expected: Int) {
        #expect(FlowSpecification.alignedColumns(widths: Self.widths, available: available, spacing: 8) == expected)
    }

    @Test("no items, no columns; an item wider than the flow, one column; non-finite widths count as 0")
    func columnEdges() {
        #expect(FlowSpecification.alignedColumns(widths: [], available: 100, spacing: 8) == 0)
        #expect(FlowSpecification.alignedColumns(widths: [500, 10, 10], available: 100, spacing: 8) == 1)
        #expect(FlowSpecification.alignedColumns(widths: [.nan, 90], available: 100, spacing: 8) == 2)   // 0 + 8 + 90 = 98
    }

    @Test("the first of the largest, to a relative 1e-9")
    func firstOfLargest() {
        #expect(FlowSpecification.first(ofLargest: [(3, 20), (4, 40), (5, 40)]) == 4)
        #expect(FlowSpecification.first(ofLargest: [(3, 40 - 1e-12), (4, 40)]) == 3)   // a rounding apart: the first
        #expect(FlowSpecification.first(ofLargest: [(7, .nan), (8, 1)]) == 8)
    }

    /// A flow of six items, aligned `rowAlignment`, `wrap`.
    static func spec(_ rowAlignment: VerticalAlignment, _ wrap: FlowWrap = .chain) -> FlowSpecification {
        let items = (0..<6).map { ItemReference(Item("t\($0)")) }
        return FlowSpecification(items: items, spacing: 8, lineSpacing: 6, alignment: .leading, rowAlignment: rowAlignment, wrap: wrap)
    }

    @Test("anchors: the first item when top-aligned, the tallest otherwise, the largest ascent for baselines")
    func anchors() {
        let heights: [Double] = [20, 40, 30, 20, 10, 24], ascents: [Double] = [15, 30, 30, 14, 8, 24]
        var top = Self.spec(.top), center = Self.spec(.center), baseline = Self.spec(.firstBaseline)
        top.decide(widths: Self.widths, heights: heights, ascents: ascents, available: 180)
        center.decide(widths: Self.widths, heights: heights, ascents: ascents, available: 180)
        baseline.decide(widths: Self.widths, heights: heights, ascents: ascents, available: 180)
        #expect(top.lineStarts == [0, 3, 5] && top.lineAnchors == [0, 3, 5])
        #expect(center.lineAnchors == [1, 3, 5])
        #expect(baseline.lineAnchors == [1, 3, 5])   // t1 and t2 both 30: the first
        #expect(top.columnAnchors.isEmpty)
    }

    @Test("aligned: lines of as many items as columns, each column's widest its anchor")
    func aligned() {
        var spec = Self.spec(.top, .aligned)
        spec.decide(widths: Self.widths, heights: Array(repeating: 20, count: 6), ascents: Array(repeating: 20, count: 6), available: 180)
        #expect(spec.lineStarts == [0, 2, 4])
        #expect(spec.columnAnchors == [0, 3])        // 50 of (50, 40, 30); 90 of (70, 90, 60)
        #expect(spec.hasColumns)
        var before = spec
        before.columnAnchors = [0, 1]
        #expect(!spec.decidesAlike(before))
    }
}
