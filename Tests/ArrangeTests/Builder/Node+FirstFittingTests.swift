import Testing
import Arrange

@Suite("Node.firstFitting: the first alternative that fits in a declarative layout")
struct NodeFirstFittingTests {
    func cell(title: Double = 150) -> Node {
        Node.firstFitting("cell", in: .horizontal,
                          items: [Node("icon", intrinsicSize: Size(width: 40, height: 40)), Node("title", intrinsicSize: Size(width: title, height: 20))]) {
            $0.xStack($1, spacing: 8, alignment: .top)
        } or: {
            $0.yStack($1, spacing: 4, alignment: .leading)
        }
    }

    @Test("the row at 198 (40 + 8 + 150), the column at 197")
    func solves() throws {
        let wide = try cell().solve(in: Size(width: 198, height: 100))
        #expect(wide["cell/title"] == Rect(x: 48, y: 0, width: 150, height: 20))
        let narrow = try cell().solve(in: Size(width: 197, height: 100))
        // The column's first item stretches down: icon 100 − 4 − 20 = 76, title at 80.
        #expect(narrow["cell/title"] == Rect(x: 0, y: 80, width: 150, height: 20))
    }

    @Test("an apply with a shorter title brings the row back")
    func applies() throws {
        let host = try LayoutHost(cell(), size: Size(width: 197, height: 100))
        #expect(try host.root.item("title").frame == Rect(x: 0, y: 80, width: 150, height: 20))
        try host.apply(cell(title: 100))                 // 40 + 8 + 100 = 148 fits; the icon stretches to 197 − 8 − 100 = 89
        #expect(try host.root.item("title").frame == Rect(x: 97, y: 0, width: 100, height: 20))
    }
}
