import Testing
import Arrange

@Suite("Node.grid: a grid in a declarative layout")
struct NodeGridTests {
    func layout(wide: Bool) -> Node {
        Node.grid("form", spacing: 8, alignment: .leading, rows: [
            [Node("label", intrinsicSize: Size(width: wide ? 90 : 60, height: 20)), Node("field", intrinsicSize: Size(width: 100, height: 30))],
            [nil, Node("hint", intrinsicSize: Size(width: 120, height: 16))],
        ])
    }

    @Test("the children are the cells, and the frames are the grid's")
    func solves() throws {
        let frames = try layout(wide: false).solve(in: Size(width: 320, height: 200))
        // Column 1 = 60 (the empty cell adds nothing), column 2 = max(100, 120) = 120 from 68; rows 30 (0…30) and 16 (38…54).
        #expect(frames["form/label"] == Rect(x: 0, y: 5, width: 60, height: 20))     // centred in row 1: 15 − 10
        #expect(frames["form/field"] == Rect(x: 68, y: 0, width: 100, height: 30))
        #expect(frames["form/hint"] == Rect(x: 68, y: 38, width: 120, height: 16))
    }

    @Test("an apply with a wider label moves the second column")
    func applies() throws {
        let host = try LayoutHost(layout(wide: false), size: Size(width: 320, height: 200))
        try host.apply(layout(wide: true))
        #expect(try host.root.item("field").frame == Rect(x: 98, y: 0, width: 100, height: 30))   // 90 + 8
    }
}
