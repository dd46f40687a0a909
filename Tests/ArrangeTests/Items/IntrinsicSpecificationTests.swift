import Testing
@testable import Arrange

@Suite("An intrinsic specification is a value in one word")
struct IntrinsicSpecificationTests {
    @Test("it takes one word, and reads the defaults until something is set")
    func defaults() {
        #expect(MemoryLayout<IntrinsicSpecification>.size == MemoryLayout<Int>.size)
        let spec = IntrinsicSpecification()
        #expect(spec.size == nil && spec.hugging == .defaultHugging && spec.compressionResistance == .defaultCompressionResistance)
        #expect(spec == IntrinsicSpecification(size: nil))
        #expect(IntrinsicSpecification(size: Size(width: 3, height: 4)).size == Size(width: 3, height: 4))
    }

    @Test("a copy changed later leaves the original as it was, and equality compares the values")
    func valueSemantics() {
        var original = IntrinsicSpecification(size: Size(width: 10, height: 5))
        var copy = original
        copy.hugging = AxisPriorities(.required)
        copy.size = nil
        #expect(original.size == Size(width: 10, height: 5) && original.hugging == .defaultHugging)
        #expect(copy.size == nil && copy.hugging == AxisPriorities(.required))
        #expect(copy != original)
        original.hugging = AxisPriorities(.required)
        original.size = nil
        #expect(copy == original)
        // Set back to the defaults, a specification equals the empty one.
        copy.hugging = .defaultHugging
        #expect(copy == IntrinsicSpecification())
    }
}
