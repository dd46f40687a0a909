@testable import ArrangeFixtures
import Testing

@Suite("CompoundRelationValue")
struct CompoundRelationValueTests {
    @Test("edges, sizes and centres are read with their items and scale")
    func parses() throws {
        let edges = try CompoundRelationValue.parse("card.edges == screen.edges")
        #expect(edges.lhsItem == "card" && edges.rhsItem == "screen" && edges.anchor == .edges && edges.relation == .equal)
        let size = try CompoundRelationValue.parse("thumb.size <= photo.size / 2")
        #expect(size.anchor == .size && size.relation == .lessThanOrEqual && size.scale == 0.5)
        #expect(try CompoundRelationValue.parse("a.center == b.center").anchor == .center)
    }

    @Test("texts naming compound anchors are told apart from plain relations")
    func names() {
        #expect(CompoundRelationValue.names("a.size == b.size"))
        #expect(CompoundRelationValue.names("a.edges == b.edges"))
        #expect(!CompoundRelationValue.names("a.width == b.width"))
        #expect(!CompoundRelationValue.names("a.centerX == b.centerX"))
    }

    @Test("mismatched anchors, inequalities of edges and scaled edges are refused", arguments: [
        "a.edges == b.horizontalEdges",
        "a.edges <= b.edges",
        "a.center >= b.center",
        "a.edges == b.edges * 2",
        "a.size == b.size / 0",
        "a.size ==",
        "a.bounds == b.bounds",
    ])
    func refuses(_ text: String) {
        #expect(throws: AnchorRelationValue.ParseError.self) { try CompoundRelationValue.parse(text) }
    }
}
