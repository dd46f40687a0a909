import Arrange
@testable import ArrangeFixtures
import Testing

@Suite("The fixture printer writes grids, flows and firstFitting as fixture calls")
struct FixturePrinterChoosingTests {
    @Test("an aligned, centred flow and a firstFitting print as fixture calls and play back to the same frames, before and after a resize")
    func playsBack() throws {
        let root = Item("root"), cell = Item("cell")
        let tags = [50.0, 70, 40].enumerated().map { Item("t\($0.offset)", intrinsicSize: Size(width: $0.element, height: 20 + 10 * Double($0.offset))) }
        let icon = Item("icon", intrinsicSize: Size(width: 40, height: 40)), title = Item("title", intrinsicSize: Size(width: 150, height: 20))
        root.addChildren(tags + [cell])
        cell.addChildren(icon, title)
        root.size = Size(width: 218, height: 300)
        try root.arrange { make in
            make.flow(tags, spacing: 8, lineSpacing: 6, alignment: .center, rowAlignment: .center, wrap: .aligned)
            make.xLeft(cell)
            make.yBottom(cell)
            make.width(cell) == make.w
            make.height(cell) == 100
            let inCell = make.ref(cell)
            inCell.insetEdges(edge: 10)
            inCell.firstFitting(in: .horizontal) { $0.xStack([icon, title], spacing: 8, alignment: .top) }
                or: { $0.yStack([icon, title], spacing: 4, alignment: .leading) }
        }
        let text = FixturePrinter.fixture(of: root)
        #expect(text.contains(#""wrap": "aligned""#) && text.contains(#""rowAlignment": "center""#) && text.contains(#""firstFitting": ["#), "\(text)")
        let fixture = try FixtureDecoder.decode(text, file: "printed.json")
        #expect(fixture.document["note"] == nil, "\(text)")
        let played = try FixtureRunner.play(fixture)
        for item in tags + [cell, icon, title] { #expect(played.items[item.name]?.frame == item.frame, "\(item.name)") }
        // 217 wide: the row no longer fits (the title would get 149): both layouts take the column.
        root.size = Size(width: 217, height: 300)
        played.root.size = Size(width: 217, height: 300)
        for item in tags + [cell, icon, title] { #expect(played.items[item.name]?.frame == item.frame, "\(item.name)") }
        #expect(title.frame.x == 10)                     // the column
    }
}
