import Testing
@testable import Arrange

@Suite("xPlace and yPlace lower to a cursor chain with walls and spacers")
struct LoweringPlaceTests {
    let root = Item("root")
    let a = Item("a"), b = Item("b"), c = Item("c")
    init() { root.addChildren(a, b, c) }

    @Test("numbers sum into the cursor, and the last item meets the trailing edge")
    func chain() throws {
        #expect(try lowered(root) { $0.xPlace(10, 5, a, 20, b, -3, 1) } == [
            "a.left == root.left + 15", "b.left == a.right + 20", "b.right - 2 == root.right",
        ])
    }

    @Test("a wall in the middle keeps the numbers beside it as a minimum gap")
    func wallMiddle() throws {
        #expect(try lowered(root) { $0.xPlace(20, a, 8, $0.wall, 4, b, 20) } == [
            "a.left == root.left + 20", "b.left >= a.right + 12 ~ 900", "b.right + 20 == root.right",
        ])
    }

    @Test("walls at both ends keep the items inside")
    func wallsAtBothEnds() throws {
        #expect(try lowered(root) { $0.xPlace($0.wall, a, 10, b, $0.divider) } == [
            "a.left >= root.left ~ 900", "b.left == a.right + 10", "b.right <= root.right ~ 900",
        ])
    }

    @Test("flexible spacers share one unit, weighted")
    func flexible() throws {
        #expect(try lowered(root) { $0.xPlace($0.flexible, a, $0.flexible * 2, b, 2 * $0.flexible) } == [
            "spacer0 >= 0", "a.left == root.left + spacer0", "b.left == a.right + 2 * spacer0", "b.right + 2 * spacer0 == root.right",
        ])
    }

    @Test("yPlace reads top to bottom and subtracts the bottom inset")
    func vertical() throws {
        #expect(try lowered(root) { make in
            make.insetEdges(top: 1, bottom: 2)
            make.yPlace(a, b, 3)
        } == ["a.top == root.top + 1", "b.top == a.bottom", "b.bottom + 3 == root.bottom - 2"])
    }

    @Test("right to left, xPlace reads from the right edge")
    func rightToLeft() throws {
        #expect(try lowered(root, direction: .rightToLeft) { $0.xPlace(20, a, 10, b, $0.wall, c) } == [
            "a.right == root.right - 20", "b.right == a.left - 10", "c.right <= b.left ~ 900", "c.left == root.left",
        ])
    }

    @Test("a lower priority on the call also lowers the wall gap")
    func lowerWallPriority() throws {
        #expect(try lowered(root) { $0.xPlace(a, $0.wall, b) ~ .low } == [
            "a.left == root.left ~ low", "b.left >= a.right ~ low", "b.right == root.right ~ low",
        ])
    }
}
