import Testing
@testable import Arrange

@Suite("A fitting asks a dimension for a value, or as small or large as allowed")
struct FittingTests {
    @Test("compressed and expanded ask at priority 50, exactly is required")
    func spellings() {
        #expect(Fitting.compressed.priority == .fittingSize && Fitting.compressed.value == 0)
        #expect(Fitting.expanded.priority == Priority(50) && Fitting.expanded.value == Fitting.expandedLimit)
        #expect(Fitting.exactly(375).priority == .required && Fitting.exactly(375).value == 375)
        #expect(Fitting.target(44, priority: .high) == .target(44, priority: Priority(750)))
        #expect(Fitting.expandedLimit == 1e7)
    }
}
