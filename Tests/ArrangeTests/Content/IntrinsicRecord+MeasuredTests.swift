import ArrangeSolver
import Testing
@testable import Arrange

@Suite("A measured item's intrinsic record moves to a new size in place")
struct IntrinsicRecordMeasuredTests {
    @Test("only the entries whose value changes are made again; the others keep their constraints")
    func onlyChangedEntries() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 120, height: 20))
        root.addChild(label)
        try label.setCompressionResistance(AxisPriorities(horizontal: Priority(700), vertical: .required))
        let tree = root.tree
        let record = tree.intrinsicRecord(for: label)
        // 120 × 20 → 120 × 40: the height's hugging and compression resistance (entries 2 and 3) change.
        let (moved, changed) = try #require(record.holding(Size(width: 120, height: 40)))
        #expect(changed == 0b1100)
        #expect(moved.entries[0].constraint === record.entries[0].constraint && moved.entries[1].constraint === record.entries[1].constraint)
        #expect(moved.entries[2].constraint !== record.entries[2].constraint && moved.entries[3].constraint !== record.entries[3].constraint)
        #expect(moved.layoutConstraints.map(\.relation) == ["label.width <= 120", "label.width >= 120", "label.height <= 40", "label.height >= 40"])
        #expect(moved.entries.map(\.priority) == [.low, Priority(700), .low, .required])
        // The same constants, terms, relations and strengths as a record made afresh at 120 × 40.
        let fresh = tree.intrinsicRecord(for: label, size: Size(width: 120, height: 40))
        for (a, b) in zip(moved.entries, fresh.entries) {
            #expect(a.constraint.constant.bitPattern == b.constraint.constant.bitPattern)
            #expect(a.constraint.relation == b.constraint.relation && a.constraint.strength == b.constraint.strength)
            #expect(a.constraint.hasSameTerms(as: b.constraint))
        }
        #expect(moved.creationIndex == -1)
    }

    @Test("a size of 0 gives the constant +0, as a record made afresh; the same size changes nothing")
    func zeroAndSame() throws {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 8, height: 3))
        root.addChild(label)
        let tree = root.tree
        let record = tree.intrinsicRecord(for: label)
        let (zero, changed) = try #require(record.holding(.zero))
        #expect(changed == 0b1111)
        // 0 − 0 + 0 is +0 (−0 would differ in its bit pattern).
        #expect(zero.entries.allSatisfy { $0.constraint.constant.bitPattern == (0.0).bitPattern && $0.value == 0 })
        let (same, none) = try #require(record.holding(Size(width: 8, height: 3)))
        #expect(none == 0 && zip(same.entries, record.entries).allSatisfy { $0.constraint === $1.constraint })
    }

    @Test("a record without four entries, or a size the solver cannot take, is not moved")
    func notMoved() {
        let root = Item("root"), label = Item("label", intrinsicSize: Size(width: 8, height: 3))
        root.addChild(label)
        let tree = root.tree
        #expect(tree.intrinsicRecord(for: label, size: nil).holding(Size(width: 1, height: 1)) == nil)
        #expect(tree.intrinsicRecord(for: label).holding(Size(width: .infinity, height: 1)) == nil)
        #expect(tree.intrinsicRecord(for: label).holding(Size(width: 1e101, height: 1)) == nil)
    }
}
