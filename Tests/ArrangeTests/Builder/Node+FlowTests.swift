import Testing
import Arrange

@Suite("Node.flow: a wrapping flow in a declarative layout")
struct NodeFlowTests {
    func layout(_ widths: [Double]) -> Node {
        Node.flow("tags", spacing: 8, lineSpacing: 4, items: widths.enumerated().map { Node("t\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20)) })
    }

    @Test("the children wrap at the width the node gets")
    func solves() throws {
        let frames = try layout([60, 60, 60]).solve(in: Size(width: 150, height: 100))
        // 60 + 8 + 60 = 128 fits 150, + 8 + 60 does not: t2 on line 2 at 20 + 4.
        #expect(frames["tags/t1"] == Rect(x: 68, y: 0, width: 60, height: 20))
        #expect(frames["tags/t2"] == Rect(x: 0, y: 24, width: 60, height: 20))
    }

    @Test("an apply with a narrower item pulls the next one up")
    func applies() throws {
        let host = try LayoutHost(layout([60, 60, 60]), size: Size(width: 150, height: 100))
        try host.apply(layout([60, 30, 40]))          // 60 + 8 + 30 + 8 + 40 = 146 fits
        #expect(try host.root.item("t2").frame == Rect(x: 106, y: 0, width: 40, height: 20))
    }

    @Test("row alignment and the aligned wrap reach make.flow")
    func rowAlignmentAndWrap() throws {
        let node = Node.flow("tags", spacing: 8, lineSpacing: 4, rowAlignment: .bottom, wrap: .aligned,
                             items: [(60.0, 20.0), (40, 30), (30, 20)].enumerated().map { Node("t\($0.offset)", intrinsicSize: Size(width: $0.element.0, height: $0.element.1)) })
        let frames = try node.solve(in: Size(width: 110, height: 100))
        // 60 + 8 + 40 = 108 fits 110: 2 columns (60 | 40); [t0 t1] [t2]. Line 1 bottoms on t1's (30): t0 at 10.
        // t2 in column 1 at x 0, line 2 at 30 + 4 = 34.
        #expect(frames["tags/t0"] == Rect(x: 0, y: 10, width: 60, height: 20))
        #expect(frames["tags/t1"] == Rect(x: 68, y: 0, width: 40, height: 30))
        #expect(frames["tags/t2"] == Rect(x: 0, y: 34, width: 30, height: 20))
    }
}
