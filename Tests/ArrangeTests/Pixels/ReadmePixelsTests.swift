import Testing
import Arrange

@Suite("README: frames on the pixel grid")
struct ReadmePixelsTests {
    @Test("the README's row of three reads 33, 34, 33 at scale 1 and 33.5, 33, 33.5 at scale 2")
    func example() throws {
        let row = Item("row"), a = Item("a"), b = Item("b"), c = Item("c")
        row.addChildren(a, b, c)
        row.size = Size(width: 100, height: 20)
        row.pixelScale = 1
        try row.arrange { make in
            make.xPlace(a, b, c); make.yEqual(a, b, c)
            make.install(b.width == a.width); make.install(c.width == a.width)
        }
        // Exact edges 0, 33.33, 66.67, 100 → 0, 33, 67, 100.
        expectFrame(a, 0, 0, 33, 20)
        expectFrame(b, 33, 0, 34, 20)
        expectFrame(c, 67, 0, 33, 20)
        // At 2: 0, 66.67, 133.33, 200 px → 0, 67, 133, 200, halved.
        row.pixelScale = 2
        expectFrame(a, 0, 0, 33.5, 20)
        expectFrame(b, 33.5, 0, 33, 20)
        expectFrame(c, 66.5, 0, 33.5, 20)
    }
}
