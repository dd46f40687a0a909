import Testing
import Arrange

@Suite("README: wrapping flows")
struct ReadmeFlowTests {
    @Test("the README's flow example gives the frames it states, at both widths")
    func example() throws {
        let root = Item("root")
        let tags = [50.0, 70, 40, 90, 30, 60].enumerated().map { Item("t\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20)) }
        root.addChildren(tags)
        try root.resize(width: 200)
        try root.arrange { make in
            make.insetEdges(edge: 10)
            make.flow(tags, spacing: 8, lineSpacing: 6)
        }
        expectFrame(tags[2], 146, 10, 40, 20)
        expectFrame(tags[3], 10, 36, 90, 20)
        expectFrame(tags[5], 10, 62, 60, 20)
        expectFrame(root, 0, 0, 200, 92)
        try root.resize(width: 300)
        expectFrame(tags[3], 194, 10, 90, 20)
        expectFrame(root, 0, 0, 300, 66)
    }

    @Test("the article's aligned flow: 2 columns at 200, each line as tall as its tallest, the others centred")
    func alignedCentred() throws {
        let grid = Item("grid")
        let cells = [50.0, 70, 40, 90, 30, 60].enumerated().map { Item("c\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20 + 10 * Double($0.offset % 2))) }
        grid.addChildren(cells)
        try grid.resize(width: 200)
        try grid.arrange { make in
            make.insetEdges(edge: 10)
            make.flow(cells, spacing: 8, lineSpacing: 6, rowAlignment: .center, wrap: .aligned)
        }
        expectFrame(cells[0], 10, 15, 50, 20)            // line 1: 10…40 (c1), centre 25
        expectFrame(cells[1], 68, 10, 70, 30)
        expectFrame(cells[2], 10, 51, 40, 20)            // line 2: 40 + 6 = 46…76, centre 61
        expectFrame(cells[3], 68, 46, 90, 30)
        expectFrame(cells[5], 68, 82, 60, 30)            // line 3: 76 + 6 = 82
        expectFrame(grid, 0, 0, 200, 122)                // 82 + 30 + 10
    }
}
