import Testing
import Arrange

@Suite("README: the first alternative that fits")
struct ReadmeFitTests {
    @Test("the article's firstFitting example gives the frames it states, on both sides of 218")
    func example() throws {
        let cell = Item("cell")
        let icon = Item("icon", intrinsicSize: Size(width: 40, height: 40))
        let title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        cell.addChildren(icon, title)
        try cell.resize(width: 218)
        try cell.arrange { make in
            make.insetEdges(edge: 10)
            make.firstFitting(in: .horizontal) { $0.xStack([icon, title], spacing: 8, alignment: .top) }
                or: { $0.yStack([icon, title], spacing: 4, alignment: .leading) }
        }
        expectFrame(title, 58, 10, 150, 20)     // 10 + 40 + 8
        expectFrame(cell, 0, 0, 218, 60)        // 10 + 40 + 10
        try cell.resize(width: 217)
        expectFrame(title, 10, 54, 150, 20)     // 10 + 40 + 4
        expectFrame(cell, 0, 0, 217, 84)        // 54 + 20 + 10
    }
}
