import Testing
@testable import Arrange

@Suite("Lowered constraints are the same when they relate the same anchors alike, from the same call")
struct LoweredConstraintSameTests {
    static let site = CallSite(fileID: "A.swift", line: 1)

    static func width(_ item: Item, _ value: Double, priority: Priority = .required, line: Int = 1) -> LoweredConstraint {
        LoweredConstraint(lhs: LinearForm(item, .width), relation: .equal, rhs: LinearForm(constant: value), priority: priority,
                          verb: "width", argument: 1, location: CallSite(fileID: "A.swift", line: line))
    }

    @Test("the same anchors, numbers, relation, priority and call are the same, with equal keys")
    func same() {
        let a = Item("a")
        #expect(Self.width(a, 10).isSame(as: Self.width(a, 10)))
        #expect(Self.width(a, 10).sameKey == Self.width(a, 10).sameKey)
        #expect(Self.width(a, 0).isSame(as: Self.width(a, -0.0)))
        #expect(Self.width(a, 0).sameKey == Self.width(a, -0.0).sameKey)
    }

    @Test("another item, number, priority, line or relation is not the same")
    func different() {
        let a = Item("a"), b = Item("a")
        #expect(!Self.width(a, 10).isSame(as: Self.width(b, 10)))
        #expect(!Self.width(a, 10).isSame(as: Self.width(a, 11)))
        #expect(!Self.width(a, 10).isSame(as: Self.width(a, 10, priority: .high)))
        #expect(!Self.width(a, 10).isSame(as: Self.width(a, 10, line: 2)))
        var lessOrEqual = Self.width(a, 10)
        lessOrEqual.relation = .lessThanOrEqual
        #expect(!Self.width(a, 10).isSame(as: lessOrEqual))
        var spacer = Self.width(a, 10)
        spacer.rhs = LinearForm(spacer: 0, coefficient: 1) + 10
        #expect(!Self.width(a, 10).isSame(as: spacer))
        var otherSpacer = spacer
        otherSpacer.rhs = LinearForm(spacer: 1, coefficient: 1) + 10
        #expect(!spacer.isSame(as: otherSpacer))
        #expect(spacer.isSame(as: spacer))
    }
}
