import Testing
@testable import Arrange

@Suite("Attributes know their axis and their physical side")
struct AttributeTests {
    @Test("axes")
    func axes() {
        #expect([Attribute.left, .right, .leading, .trailing, .centerX, .width].allSatisfy { $0.axis == .horizontal })
        #expect([Attribute.top, .bottom, .centerY, .height].allSatisfy { $0.axis == .vertical })
    }

    @Test("leading and trailing follow the direction; the rest stay")
    func physical() {
        #expect(Attribute.leading.physical(.leftToRight) == .left && Attribute.trailing.physical(.leftToRight) == .right)
        #expect(Attribute.leading.physical(.rightToLeft) == .right && Attribute.trailing.physical(.rightToLeft) == .left)
        #expect(Attribute.centerX.physical(.rightToLeft) == .centerX && Attribute.left.physical(.rightToLeft) == .left)
    }
}
