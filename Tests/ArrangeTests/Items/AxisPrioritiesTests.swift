import Testing
import Arrange

@Suite("Axis priorities hold one priority per axis")
struct AxisPrioritiesTests {
    @Test("defaults follow UIKit and subscripts pick the axis")
    func defaults() {
        #expect(AxisPriorities.defaultHugging == AxisPriorities(.low))
        #expect(AxisPriorities.defaultCompressionResistance == AxisPriorities(horizontal: .high, vertical: .high))
        let p = AxisPriorities(horizontal: 300, vertical: 700)
        #expect(p[.horizontal] == 300 && p[.vertical] == 700)
        #expect(p.description == "(horizontal: 300, vertical: 700)")
        #expect(Item("x").hugging == .defaultHugging && Item("x").compressionResistance == .defaultCompressionResistance)
    }

    @Test("both priorities must be within 1…1000 to be valid")
    func validity() {
        #expect(AxisPriorities(horizontal: 1, vertical: 1000).isValid)
        #expect(!AxisPriorities(horizontal: 0, vertical: 250).isValid)
        #expect(!AxisPriorities(horizontal: 250, vertical: 5000).isValid)
        #expect(!AxisPriorities(-7).isValid)
    }
}
