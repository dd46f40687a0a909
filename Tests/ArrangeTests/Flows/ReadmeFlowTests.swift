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
}
