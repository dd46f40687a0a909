import Testing
import Arrange

@Suite("README: grids")
struct ReadmeGridTests {
    @Test("the README's grid example gives the frames it states")
    func example() throws {
        let root = Item("root")
        let hello = Item("hello", intrinsicSize: Size(width: 50, height: 20)), globe = Item("globe", intrinsicSize: Size(width: 20, height: 20))
        let wave = Item("wave", intrinsicSize: Size(width: 24, height: 24)), world = Item("world", intrinsicSize: Size(width: 48, height: 20))
        root.addChildren(hello, globe, wave, world)
        try root.resize(width: 375)
        try root.arrange { make in make.grid([[hello, globe], [wave, world]], spacing: 8) }
        expectFrame(hello, 0, 0, 50, 20)
        expectFrame(globe, 72, 0, 20, 20)
        expectFrame(wave, 13, 28, 24, 24)
        expectFrame(world, 58, 30, 48, 20)
        expectFrame(root, 0, 0, 375, 52)          // 20 + 8 + 24
    }
}
