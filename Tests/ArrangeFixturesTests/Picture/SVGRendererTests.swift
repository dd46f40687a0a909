@testable import ArrangeFixtures
import Testing

@Suite("SVGRenderer")
struct SVGRendererTests {
    let svg = SVGRenderer(title: "a <title> & more", subtitle: "step 1", error: "conflict: x", ambiguous: ["dot"]).render(Outcomes.snapshot)

    @Test("the picture is an SVG document with the root sheet and a rectangle per item")
    func drawsItems() {
        #expect(svg.hasPrefix(SVGRenderer.marker + "\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("<g id=\"red\">"))
        #expect(svg.contains("<g id=\"dot\">"))
        // red holds dot, so it is labelled as a container (name and size on a tab).
        #expect(svg.contains(">red</tspan> 100×100</text>"))
    }

    @Test("text is escaped, the error is shown and ambiguous items are dashed")
    func marksProblems() {
        #expect(svg.contains("a &lt;title&gt; &amp; more"))
        #expect(!svg.contains("<title>"))
        #expect(svg.contains("conflict: x"))
        #expect(svg.contains("stroke-dasharray"))
    }

    @Test("gaps and insets are measured: red's 20 from the left edge is labelled")
    func measuresGaps() {
        #expect(svg.contains("class=\"dimtext\""))
        #expect(svg.contains(">20</text>"))
    }

    @Test("the legend lists every frame")
    func listsFrames() {
        #expect(svg.contains("red  (20, 251.5, 100, 100)"))
        #expect(svg.contains("dot  (10, 10, 0.333, 20)"))
    }

    @Test("the same snapshot always gives the same picture")
    func isDeterministic() {
        #expect(SVGRenderer(title: "a <title> & more", subtitle: "step 1", error: "conflict: x", ambiguous: ["dot"]).render(Outcomes.snapshot) == svg)
    }

    @Test("expected frames that differ are outlined in red and listed; matching ones are not")
    func outlinesExpectations() {
        let expected = [
            ExpectedFrame(item: "red", frame: Frame(x: 20, y: 251.5, width: 100, height: 100)),
            ExpectedFrame(item: "dot", frame: Frame(x: 5, y: 10, width: 0.333, height: 20)),
        ]
        let picture = SVGRenderer(title: "t", expected: expected).render(Outcomes.snapshot)
        #expect(picture.contains("expected dot  (5, 10, 0.333, 20)"))
        #expect(!picture.contains("expected red"))
        // dot's parent red sits at (20, 251.5): the outline is drawn in root coordinates, scaled.
        #expect(picture.components(separatedBy: "stroke-dasharray=\"6 3\"").count == 2)
    }

    @Test("a root too large for any picture is drawn scaled down, without trapping", arguments: [1e308, 1.2e29, 1e6])
    func drawsHugeRoots(_ width: Double) throws {
        let picture = SVGRenderer(title: "huge").render(Outcomes.snapshot(rootWidth: width, height: 100,
                                                                          child: Frame(x: width / 2, y: 0, width: width / 4, height: 50)))
        let header = try #require(picture.split(separator: "\n").first { $0.hasPrefix("<svg") })
        let pictureWidth = try #require(header.split(separator: "\"").dropFirst(3).first.flatMap { Double($0) })
        #expect(pictureWidth <= SVGRenderer.maximumSheet + 100)
        #expect(picture.contains("a  (" + JSONWriter.format(width / 2)))
    }

    @Test("coordinates far outside the sheet or not finite are clamped, never written as inf or nan", arguments: [
        Frame(x: 1e300, y: -1e300, width: 1e300, height: 1), Frame(x: .infinity, y: .nan, width: -.infinity, height: .nan),
    ])
    func clampsCoordinates(_ child: Frame) {
        let picture = SVGRenderer(title: "far").render(Outcomes.snapshot(rootWidth: 375, height: 603, child: child))
        let drawing = picture.split(separator: "\n").filter { $0.hasPrefix("<rect") || $0.hasPrefix("<path") }.joined()
        #expect(!drawing.contains("inf") && !drawing.contains("nan") && !drawing.contains("e+"))
    }

    @Test("a root whose size is not finite is drawn as an empty sheet")
    func drawsNonFiniteRoots() {
        let picture = SVGRenderer(title: "nan").render(Outcomes.snapshot(rootWidth: .nan, height: .infinity, child: Frame(x: 0, y: 0, width: 1, height: 1)))
        #expect(picture.hasSuffix("</svg>\n"))
    }

    @Test("a chain of 10,000 nested items is drawn in time linear in its length")
    func drawsDeepChains() {
        var entries: [LayoutSnapshot.Entry] = []
        for level in 0..<10_000 {
            let frame = Frame(x: 1, y: 1, width: Double(10_000 - level), height: Double(10_000 - level))
            entries.append(.init(name: "i\(level)", path: "i\(level)", depth: level, parent: level == 0 ? nil : level - 1,
                                 frame: frame, absolute: frame))
        }
        let picture = SVGRenderer(title: "chain").render(LayoutSnapshot(entries: entries))
        #expect(picture.contains("<g id=\"i9999\">"))
    }

    @Test("characters XML does not allow are replaced, so any title still gives a picture readers open")
    func replacesControlCharacters() {
        let picture = SVGRenderer(title: "bell \u{07} escape \u{1B}").render(Outcomes.snapshot)
        #expect(picture.contains("bell \u{FFFD} escape \u{FFFD}"))
        #expect(!picture.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
