import Testing
import Arrange

@Suite("Geometry values are Hashable and describe themselves readably")
struct GeometryTests {
    @Test("Size, Point, Rect and EdgeInsets descriptions")
    func descriptions() {
        #expect(Size(width: 375, height: 603).description == "375×603")
        #expect(Point(x: 20, y: 251.5).description == "(20, 251.5)")
        #expect(Rect(x: 20, y: -3, width: 100, height: 0.25).description == "(20, -3, 100, 0.25)")
        #expect(EdgeInsets(edge: 30).description == "(top: 30, left: 30, bottom: 30, right: 30)")
    }

    @Test("Rect edges, centres and approximate equality")
    func rect() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.midX == 25 && r.minY == 20 && r.maxY == 60 && r.midY == 40)
        #expect(r.isApproximatelyEqual(to: Rect(x: 10 + 1e-12, y: 20, width: 30, height: 40)))
        #expect(!r.isApproximatelyEqual(to: Rect(x: 10.1, y: 20, width: 30, height: 40)))
        #expect(Set([r, r, .zero]).count == 2)
    }

    @Test("EdgeInsets add edge by edge")
    func insets() {
        #expect(EdgeInsets(top: 1, left: 2) + EdgeInsets(edge: 1) == EdgeInsets(top: 2, left: 3, bottom: 1, right: 1))
        #expect(!EdgeInsets(top: .nan).isFinite && EdgeInsets.zero.isFinite)
        #expect(!Size(width: .infinity, height: 0).isFinite)
        #expect(EdgeInsets(leading: 2) + EdgeInsets(left: 1, trailing: 3) == EdgeInsets(left: 1, leading: 2, trailing: 3))
        #expect(!EdgeInsets(trailing: .infinity).isFinite)
    }

    @Test("leading and trailing insets resolve to left and right by the direction")
    func directionalInsets() {
        let insets = EdgeInsets(top: 1, left: 2, leading: 10, bottom: 3, right: 4, trailing: 20)
        #expect(insets.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 12, bottom: 3, right: 24))
        #expect(insets.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 22, bottom: 3, right: 14))
        #expect(EdgeInsets(edge: 5).resolved(for: .rightToLeft) == EdgeInsets(edge: 5))
        #expect(EdgeInsets(leading: 16).description == "(top: 0, left: 0, bottom: 0, right: 0, leading: 16, trailing: 0)")
    }
}
