import Testing
@testable import Arrange

@Suite("grid lowers to track offsets, a pull on each fitting track and cells inside their tracks")
struct LoweringGridTests {
    let root = Item("root")
    let a = Item("a"), b = Item("b")
    init() { root.addChildren(a, b) }

    @Test("one fitting column and one row: offsets from the insets, the pulls at the lowest strength")
    func oneCell() throws {
        let out = try lowered(root) { make in
            make.insetEdges(left: 5)
            make.grid([[a]], alignment: .leading, rowAlignment: .top)
        }
        #expect(out == [
            // Column 1: leading offset 0, width >= 0 and pulled to 0 (weight 1 of 1 column); the grid inside R.
            "spacer0 == 0", "spacer1 - spacer0 >= 0", "spacer1 - spacer0 <= 0 ~ 0", "root.right >= root.left + spacer1 + 5",
            "spacer2 == 0", "spacer3 - spacer2 >= 0", "spacer3 - spacer2 <= 0 ~ 0", "root.top + spacer3 <= root.bottom",
            // The cell inside its column (from the left inset 5) and row, leading and top.
            "a.left >= root.left + spacer0 + 5", "root.left + spacer1 + 5 >= a.right", "a.left == root.left + spacer0 + 5",
            "a.top >= root.top + spacer2", "a.bottom <= root.top + spacer3", "a.top == root.top + spacer2",
        ])
    }

    @Test("right to left, offsets count leftwards from the right edge; a flexible column ends on it")
    func rightToLeft() throws {
        let out = try lowered(root, direction: .rightToLeft) { make in
            make.grid([[a, b]], columns: [.fixed(30), .flexible(weight: 2)], spacing: 4, alignment: .trailing, rowAlignment: .bottom)
        }
        #expect(out == [
            // The flexible unit; column 1 fixed 30, column 2 two units, 4 after it, ending on R's left edge.
            "spacer6 >= 0", "spacer0 == 0", "spacer1 - spacer0 == 30", "spacer2 == spacer1 + 4", "spacer3 - spacer2 == 2 * spacer6",
            "root.right - spacer3 == root.left",
            "spacer4 == 0", "spacer5 - spacer4 >= 0", "spacer5 - spacer4 <= 0 ~ 0", "root.top + spacer5 <= root.bottom",
            // Leading is the right edge: a column's cells lie left of its leading offset, trailing on its left edge.
            "a.right <= root.right - spacer0", "root.right - spacer1 <= a.left", "a.left == root.right - spacer1",
            "a.top >= root.top + spacer4", "a.bottom <= root.top + spacer5", "a.bottom == root.top + spacer5",
            "b.right <= root.right - spacer2", "root.right - spacer3 <= b.left", "b.left == root.right - spacer3",
            "b.top >= root.top + spacer4", "b.bottom <= root.top + spacer5", "b.bottom == root.top + spacer5",
        ])
    }

    @Test("a spanning cell lies within its first column's leading and its last column's trailing edge")
    func span() throws {
        let out = try lowered(root) { make in
            make.grid([[a, make.empty], [make.cell(b, columns: 2, alignment: .center, rowAlignment: .fill)]])
        }
        #expect(out == [
            // Column 1 pulled with weight 2, column 2 with weight 1: a span's excess goes to column 2.
            "spacer0 == 0", "spacer1 - spacer0 >= 0", "2 * spacer1 - 2 * spacer0 <= 0 ~ 0",
            "spacer2 == spacer1", "spacer3 - spacer2 >= 0", "spacer3 - spacer2 <= 0 ~ 0", "root.right >= root.left + spacer3",
            "spacer4 == 0", "spacer5 - spacer4 >= 0", "spacer5 - spacer4 <= 0 ~ 0",
            "spacer6 == spacer5", "spacer7 - spacer6 >= 0", "spacer7 - spacer6 <= 0 ~ 0", "root.top + spacer7 <= root.bottom",
            "a.left >= root.left + spacer0", "root.left + spacer1 >= a.right", "a.centerX == root.left + 0.5 * spacer0 + 0.5 * spacer1",
            "a.top >= root.top + spacer4", "a.bottom <= root.top + spacer5", "a.centerY == root.top + 0.5 * spacer4 + 0.5 * spacer5",
            // b from column 1's leading offset to column 2's trailing one.
            "b.left >= root.left + spacer0", "root.left + spacer3 >= b.right", "b.centerX == root.left + 0.5 * spacer0 + 0.5 * spacer3",
            "b.top >= root.top + spacer6", "b.bottom <= root.top + spacer7", "b.top == root.top + spacer6", "b.bottom == root.top + spacer7",
        ])
    }

    @Test("the bound on the constraints lowered holds")
    func bound() throws {
        let declarations = try root.record { make in
            make.grid([[a, make.empty], [make.cell(b, columns: 2, alignment: .fill, rowAlignment: .fill)]], columns: [.flexible(), .fit, .fixed(3)])
        }
        var lowering = Lowering(direction: .leftToRight)
        let count = lowering.lower(declarations).count
        #expect(count <= declarations[0].constraintCountBound)
        guard case let .grid(spec) = declarations[0].payload else { Issue.record("not a grid"); return }
        #expect(lowering.spacerCount == spec.spacerCount)
    }
}
