import Testing
import Arrange

@Suite("lists and pairs mixing numbers and extents, with every relation")
struct MakeExtentListsTests {
    @Test("make.width(a, b, c) == [10, 20, make.w * 0.5]")
    func mixedList() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.xLeft(a, b, c); make.yTop(a, b, c); make.height(a, b, c) == 1
            make.width(a, b, c) == [10, 20, make.w * 0.5]
        }
        expectFrame(a, 0, 0, 10, 1)
        expectFrame(b, 0, 0, 20, 1)
        expectFrame(c, 0, 0, 187.5, 1)   // 375 × 0.5
    }

    @Test("make.width(a, b) <= [make.w, 200] caps each item, >= raises each")
    func listInequalities() throws {
        let (root, items) = screen("a", "b", "c", "d")
        let (a, b, c, d) = (items[0], items[1], items[2], items[3])
        try root.arrange { make in
            make.xLeft(a, b, c, d); make.yTop(a, b, c, d); make.height(a, b, c, d) == 1
            make.width(a, b) == 1000 ~ .low
            make.width(a, b) <= [make.w, 200]
            make.width(c, d) == 0 ~ .low
            make.width(c, d) >= [make.h / 3, 44]
        }
        expectFrame(a, 0, 0, 375, 1)
        expectFrame(b, 0, 0, 200, 1)
        expectFrame(c, 0, 0, 201, 1)     // 603 / 3
        expectFrame(d, 0, 0, 44, 1)
    }

    @Test("a mixed list of the wrong length is a count mismatch")
    func countMismatch() throws {
        let (root, items) = screen("a", "b")
        let error = #expect(throws: ArrangeError.self) {
            try root.arrange { make in make.width(items[0], items[1]) == [10, 20, make.w] }
        }
        #expect(error?.description.contains("2 item(s) but 3 value(s)") == true)
    }

    @Test("make.size(a) <= (make.w, make.h) and >= a mixed pair")
    func pairInequalities() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        try root.arrange { make in
            make.xLeft(a, b, c); make.yTop(a, b, c)
            make.size(a) == (1000, 1000) ~ .low
            make.size(a) <= (make.w, make.h)
            make.size(b) == (0, 0) ~ .low
            make.size(b) >= (44, make.h / 4)
            make.size(c) == (make.w, 44)
        }
        expectFrame(a, 0, 0, 375, 603)
        expectFrame(b, 0, 0, 44, 150.75)   // 603 / 4
        expectFrame(c, 0, 0, 375, 44)
    }

    @Test("a pair of integers, of doubles or of both records what the number operators record, with every relation")
    func numberPairs() throws {
        let (root, items) = screen("a", "b", "c")
        let (a, b, c) = (items[0], items[1], items[2])
        // `(24, 20)` picks the generic pair operators (integer literals are Ints); `pair` is (Double, Double).
        let pair: (Double, Double) = (24, 20)
        let generic = try lowered(root) { make in
            make.size(a) == (24, 20)
            make.size(b) <= (24, 20.0)
            make.size(c) >= (24.0, 20)
        }
        let numbers = try lowered(root) { make in
            make.size(a) == pair
            make.size(b) <= pair
            make.size(c) >= pair
        }
        #expect(generic == numbers)
        #expect(generic == ["a.width == 24", "a.height == 20", "b.width <= 24", "b.height <= 20", "c.width >= 24", "c.height >= 20"])
        // A pair with an extent still relates to it: c is 375 − 2 × 10 = 355 wide.
        try root.arrange { make in
            make.insetEdges(edge: 10)
            make.xLeft(a, b, c); make.yTop(a, b, c)
            make.size(a, b) == (24, 20)
            make.size(c) == (make.w, 20)
        }
        expectFrame(a, 10, 10, 24, 20)
        expectFrame(b, 10, 10, 24, 20)
        expectFrame(c, 10, 10, 355, 20)
    }
}
