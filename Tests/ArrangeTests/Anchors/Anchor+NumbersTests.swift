import Testing
import Arrange

@Suite("numbers on the left of an extent")
struct AnchorNumbersTests {
    @Test("100 == a.width is a.width == 100, and its handle's constant is 100")
    func equal() throws {
        let (root, items) = screen("a")
        let a = items[0]
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.xLeft(a); make.yTop(a); make.height(a) == 10
            handle = make.install(100 == a.width)
        }
        expectFrame(a, 0, 0, 100, 10)
        #expect(handle.constant == 100)
        #expect(handle.constraints.map(\.relation) == ["a.width == 100"])
    }

    @Test("100 <= a.width is a.width >= 100; 100 >= a.width is a.width <= 100")
    func inequalities() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(a, b); make.yTop(a, b); make.height(a, b) == 10
            make.width(a) == 50 ~ .low       // wants 50, the minimum 100 wins
            make.install(100 <= a.width)
            make.width(b) == 500 ~ .low      // wants 500, the maximum 100 wins
            make.install(100 >= b.width)
        }
        expectFrame(a, 0, 0, 100, 10)
        expectFrame(b, 0, 0, 100, 10)
    }

    @Test("a.width == 100 - b.width: b 30 wide leaves a 70")
    func numberMinusExtent() throws {
        let (root, items) = screen("a", "b")
        let (a, b) = (items[0], items[1])
        try root.arrange { make in
            make.xLeft(a, b); make.yTop(a, b); make.height(a, b) == 10
            make.width(b) == 30
            make.install(a.width == 100 - b.width)
        }
        expectFrame(a, 0, 0, 70, 10)      // 100 − 30
    }
}
