import Testing
@testable import Arrange

@Suite("The parts of a compound relation are read back as the compound anchors that made them")
struct PrintedCompoundPartsTests {
    /// The recorded parts of a compound relation, as `install` keeps them.
    private func parts(_ relation: CompoundRelation) -> [Declaration.RelationPart] {
        relation.parts.map { Declaration.RelationPart(attribute: $0.attribute, lhs: $0.relation.lhs, relation: $0.relation.relation, rhs: $0.relation.rhs) }
    }

    @Test("edges inset edge by edge give their insets back, inwards positive")
    func edges() throws {
        let a = Item("a"), b = Item("b")
        let c = try #require(PrintedCompound(parts(a.edges == b.edges.inset(top: 20, left: 16, bottom: 40, right: -4))))
        #expect(c.anchor == "edges" && c.rhsAnchor == "edges" && c.lhsItem == "a" && c.rhsItem == "b" && c.relation == "==")
        // bottom: a.bottom == b.bottom − 40 → 40; right: a.right == b.right + 4 → −4.
        #expect(c.numbers == [20, 16, 40, -4] && c.labels == ["top", "left", "bottom", "right"] && c.isEdges)
    }

    @Test("margin edges on either side read as edgesWithinMargins")
    func withinMargins() throws {
        let a = Item("a"), b = Item("b")
        let right = try #require(PrintedCompound(parts(a.edges == b.edgesWithinMargins)))
        #expect(right.anchor == "edges" && right.rhsAnchor == "edgesWithinMargins" && right.numbers == [0, 0, 0, 0])
        let left = try #require(PrintedCompound(parts(a.edgesWithinMargins == b.edges.inset(2))))
        #expect(left.anchor == "edgesWithinMargins" && left.rhsAnchor == "edges" && left.numbers == [2, 2, 2, 2])
    }

    @Test("directional, horizontal and vertical edges are told apart by their parts")
    func edgeKinds() throws {
        let a = Item("a"), b = Item("b")
        #expect(PrintedCompound(parts(a.directionalEdges == b.directionalEdges.inset(top: 1, leading: 2, bottom: 3, trailing: 4)))?.numbers == [1, 2, 3, 4])
        #expect(PrintedCompound(parts(a.horizontalEdges == b.horizontalEdges.inset(left: 5, right: 6)))?.anchor == "horizontalEdges")
        #expect(PrintedCompound(parts(a.verticalEdges == b.verticalEdges))?.labels == ["top", "bottom"])
    }

    @Test("a constant on the left side moves to the right: a.top + 5 == b.top is an inset of −5")
    func leftConstant() throws {
        let a = Item("a"), b = Item("b")
        let c = try #require(PrintedCompound(parts(a.verticalEdges.inset(top: 5, bottom: 0) == b.verticalEdges)))
        #expect(c.numbers == [-5, 0])
    }

    @Test("a size gives its scale and offset, a centre its offset")
    func sizeAndCenter() throws {
        let a = Item("a"), b = Item("b")
        let size = try #require(PrintedCompound(parts(a.size <= b.size / 2 + Size(width: 8, height: -4))))
        #expect(size.anchor == "size" && size.relation == "<=" && size.scale == 0.5 && size.numbers == [8, -4] && !size.isEdges)
        let center = try #require(PrintedCompound(parts(a.center == b.center + Point(x: 10, y: -10))))
        #expect(center.anchor == "center" && center.scale == 1 && center.numbers == [10, -10] && center.labels == ["x", "y"])
    }

    @Test("parts of two different items on one side are not one compound anchor")
    func mixed() {
        let a = Item("a"), b = Item("b"), c = Item("c")
        var mixed = parts(a.size == b.size)
        mixed[1].rhs = LinearForm(c, .height)
        #expect(PrintedCompound(mixed) == nil)
        #expect(PrintedCompound(Array(parts(a.edges == b.edges).prefix(3))) == nil)
    }
}
