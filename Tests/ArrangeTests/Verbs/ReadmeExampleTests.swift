import Testing
import Arrange

@Suite("AutoLayoutKit's README examples hold exactly (375 wide, 100×100 items)")
struct ReadmeExampleTests {
    @Test("xPlace(20, red, wall, blue, 20) pins red left and blue right")
    func wallInTheMiddle() throws {
        let (root, items) = screen("red", "blue")
        let (red, blue) = (items[0], items[1])
        let group = try root.arrange { make in
            make.size(red, blue) == (100, 100)
            make.xPlace(20, red, make.wall, blue, 20)
            make.yCenter(red, blue)
        }
        expectFrame(red, 20, 251.5, 100, 100)
        expectFrame(blue, 255, 251.5, 100, 100)
        #expect(group.frames[blue] == blue.frame)
        #expect(root.diagnostics.isEmpty)
    }

    @Test("xPlace(wall, red, 20, blue, 20) right-aligns the pair")
    func wallAtTheStart() throws {
        let (root, items) = screen("red", "blue")
        let (red, blue) = (items[0], items[1])
        try root.arrange { make in
            make.size(red, blue) == (100, 100)
            make.xPlace(make.wall, red, 20, blue, 20)
            make.yTop(red, blue)
        }
        expectFrame(red, 135, 0, 100, 100)
        expectFrame(blue, 255, 0, 100, 100)
    }

    @Test("xPlace(20, red, 20, blue, wall) left-aligns the pair")
    func wallAtTheEnd() throws {
        let (root, items) = screen("red", "blue")
        let (red, blue) = (items[0], items[1])
        try root.arrange { make in
            make.size(red, blue) == (100, 100)
            make.xPlace(20, red, 20, blue, make.wall)
            make.yTop(red, blue)
        }
        expectFrame(red, 20, 0, 100, 100)
        expectFrame(blue, 140, 0, 100, 100)
    }

    @Test("insetEdges stacks: blue 30 inside the screen, red 30 inside blue")
    func stackedInsets() throws {
        let (root, items) = screen("red", "blue")
        let (red, blue) = (items[0], items[1])
        try root.arrange { make in
            make.insetEdges(edge: 30)
            make.equal(blue)
            make.insetEdges(edge: 30)
            make.equal(red)
        }
        expectFrame(blue, 30, 30, 315, 543)
        expectFrame(red, 60, 60, 255, 483)
    }
}
