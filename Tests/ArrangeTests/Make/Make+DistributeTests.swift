import Testing
import Arrange

@Suite("distribute(by:_:items) chains items with a gap")
struct MakeDistributeTests {
    @Test("horizontal: each 10 after the previous; nothing ties the chain to R")
    func horizontal() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        var handle: ConstraintHandle!
        try root.arrange { make in
            make.size(a, b, c) == (50, 20)
            make.yTop(a, b, c)
            make.xLeft(a)
            handle = make.distribute(by: 10, .horizontal, a, b, c)
        }
        expectFrame(b, 60, 0, 50, 20)
        expectFrame(c, 120, 0, 50, 20)
        #expect(handle.constraints.map(\.relation) == ["b.leading == a.trailing + 10", "c.leading == b.trailing + 10"])
        try handle.setConstant(20)
        expectFrame(c, 140, 0, 50, 20)      // 50 + 20 + 50 + 20
    }

    @Test("right to left: b lies 10 to the left of a")
    func rightToLeft() throws {
        let (root, items) = screen("a", "b", width: 300, height: 100)
        root.layoutDirection = .rightToLeft
        try root.arrange { make in
            make.size(items) == (50, 20)
            make.yTop(items)
            make.xLeading(items[0])
            make.distribute(by: 10, .horizontal, items)
        }
        expectFrame(items[0], 250, 0, 50, 20)
        expectFrame(items[1], 190, 0, 50, 20)   // right edge 250 − 10 = 240
    }

    @Test("vertical, as an array")
    func vertical() throws {
        let (root, items) = screen("a", "b", "c")
        try root.arrange { make in
            make.size(items) == (50, 20)
            make.xLeft(items); make.yTop(items[0])
            make.distribute(by: 8, .vertical, items)
        }
        expectFrame(items[2], 0, 56, 50, 20)    // 2 × (20 + 8)
    }

    @Test("an item twice, or a NaN gap, fails naming the arguments")
    func errors() {
        let (root, items) = screen("a", "b")
        let twice = #expect(throws: ArrangeError.self) { try root.arrange { make in make.distribute(by: 4, .horizontal, items[0], items[1], items[0]) } }
        #expect(twice?.description.contains("arguments 3 and 5") == true)
        #expect(throws: ArrangeError.self) { try root.arrange { make in make.distribute(by: .nan, .vertical, items) } }
        #expect(root.constraints.isEmpty)
    }
}
