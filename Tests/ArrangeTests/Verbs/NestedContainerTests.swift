import Testing
import Arrange

@Suite("Nested containers are arranged separately and share one solver")
struct NestedContainerTests {
    /// A screen with a list of two cells, each with a label and a switch.
    @Test("a cell arranged inside a screen follows the screen's resize")
    func cells() throws {
        let (screen, _) = screen()
        let cells = [Item("cell0"), Item("cell1")]
        screen.addChildren(cells)
        var labels: [Item] = [], switches: [Item] = []
        for (index, cell) in cells.enumerated() {
            let label = Item("label\(index)"), toggle = Item("switch\(index)")
            cell.addChildren(label, toggle)
            labels.append(label)
            switches.append(toggle)
        }
        try screen.arrange { make in
            make.insetEdges(top: 20)
            make.xEqual(cells)
            make.height(cells) == 44
            make.yPlace(cells[0], 1, cells[1], make.wall)
        }
        for (index, cell) in cells.enumerated() {
            try cell.arrange { make in
                make.insetEdges(left: 16, right: 16)
                make.size(switches[index]) == (51, 31)
                make.height(labels[index]) == 20
                make.xPlace(labels[index], 8, switches[index])
                make.yCenter(labels[index], switches[index])
            }
        }
        expectFrame(cells[1], 0, 65, 375, 44)
        expectFrame(labels[1], 16, 12, 284, 20)
        expectFrame(switches[1], 308, 6.5, 51, 31)
        #expect(screen.diagnostics.isEmpty)

        screen.size = Size(width: 414, height: 603)
        expectFrame(labels[0], 16, 12, 323, 20)
        expectFrame(switches[0], 347, 6.5, 51, 31)
    }

    @Test("a cell can be arranged relative to its own parent's sibling")
    func acrossLevels() throws {
        let (screen, items) = screen("header", "card")
        let (header, card) = (items[0], items[1])
        let badge = Item("badge")
        card.addChild(badge)
        try screen.arrange { make in
            make.xEqual(header, card); make.yTop(header); make.height(header) == 50
            make.install(card.top == header.bottom); make.height(card) == 100
        }
        try card.arrange { make in
            make.size(badge) == (10, 10)
            make.xRight(badge)
            make.install(badge.centerY == header.bottom)
        }
        expectFrame(badge, 365, -5, 10, 10)
    }
}
