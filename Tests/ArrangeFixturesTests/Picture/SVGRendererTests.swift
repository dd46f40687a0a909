@testable import ArrangeFixtures
import Testing

@Suite("SVGRenderer")
struct SVGRendererTests {
    let svg = SVGRenderer(title: "a <title> & more", subtitle: "step 1", error: "conflict: x", ambiguous: ["dot"]).render(Outcomes.snapshot)

    @Test("the picture is an SVG document with the root sheet and a rectangle per item")
    func drawsItems() {
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
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
}
