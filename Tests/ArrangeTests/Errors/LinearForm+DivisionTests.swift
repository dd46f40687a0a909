import Testing
@testable import Arrange

@Suite("A division reads as written: make.w / 3, not 0.3333333333333333 * header.width")
struct LinearFormDivisionTests {
    @Test("forms made by dividing describe themselves with the divisor")
    func divided() throws {
        let header = Item("header"), tile = Item("tile")
        header.addChild(tile)
        let lines = try lowered(header) { make in
            make.width(tile) == make.w / 3
            make.insetEdges(edge: 16)
            make.width(tile) == make.w / 3
            make.width(tile) == tile.height / 7 + 2
            make.width(tile) == make.w * 0.5
            make.width(tile) == make.w * -1 / 3
        }
        #expect(lines == [
            "tile.width == header.width / 3",
            "tile.width == (header.width - 32) / 3",
            "tile.width == (tile.height + 14) / 7",
            "tile.width == 0.5 * header.width - 16",
            "tile.width == (-header.width + 32) / 3",
        ])
    }
}
