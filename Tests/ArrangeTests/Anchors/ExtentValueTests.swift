import Testing
import Arrange

@Suite("numbers and extents convert to one list element")
struct ExtentValueTests {
    @Test("doubles, integers and extents all stand in a list")
    func conversions() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        let values: [any ExtentConvertible] = [10, 20.5, root.width * 0.5]
        try root.arrange { make in
            make.xLeft(a, b, c); make.yTop(a, b, c); make.height(a, b, c) == 1
            make.width(a, b, c) == values
        }
        expectFrame(a, 0, 0, 10, 1)
        expectFrame(b, 0, 0, 20.5, 1)
        expectFrame(c, 0, 0, 187.5, 1)   // 375 × 0.5
    }
}
